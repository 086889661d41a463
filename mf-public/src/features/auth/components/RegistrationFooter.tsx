import type { UseFormRegisterReturn } from 'react-hook-form';
import { solveCaptcha } from '@postulate/client';
import { ACCOUNT_MESSAGES } from '@postulate/contracts';
import { Alert, Button } from '@postulate/ui';
import { CaptchaField } from '@postulate/ui/inputs';
import type { RegistrationFlow } from '../hooks/useRegistration';

interface RegistrationFooterProps {
  flow: RegistrationFlow;
  /** The form's hidden tokenCaptcha field, which the solved captcha fills. */
  captchaField: UseFormRegisterReturn;
  captchaError?: string;
  onBack: () => void;
}

/** The end both registration forms share: captcha, outcome and 'Darme de alta' / 'Volver al login'. */
export function RegistrationFooter({ flow, captchaField, captchaError, onBack }: RegistrationFooterProps) {
  const { onToken, captchaGeneration, serverError, done, busy } = flow;
  return (
    <>
      <input type="hidden" {...captchaField} />
      <CaptchaField solve={solveCaptcha} onToken={onToken} generation={captchaGeneration} error={captchaError} />
      {serverError && <Alert tone="error">{serverError}</Alert>}
      {done && <Alert tone="success">{ACCOUNT_MESSAGES.registered}</Alert>}
      <div className="pub-login-actions">
        <Button type="submit" variant="primary" busy={busy} disabled={done} block>
          Darme de alta
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Volver al login
        </Button>
      </div>
    </>
  );
}
