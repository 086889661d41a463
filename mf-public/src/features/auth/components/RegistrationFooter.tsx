import { solveCaptcha } from '@postulate/client';
import { ACCOUNT_MESSAGES } from '@postulate/contracts';
import { Alert, Button } from '@postulate/ui';
import { CaptchaField } from '@postulate/ui/inputs';

interface RegistrationFooterProps {
  onToken: (token: string) => void;
  captchaGeneration: number;
  captchaError?: string;
  serverError: string | null;
  done: boolean;
  busy: boolean;
  onBack: () => void;
}

/** The end both registration forms share: captcha, outcome and 'Darme de alta' / 'Volver al login'. */
export function RegistrationFooter({ onToken, captchaGeneration, captchaError, serverError, done, busy, onBack }: RegistrationFooterProps) {
  return (
    <>
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
