import { useEffect, useState } from 'react';
import { solveCaptcha } from '@postulate/client';
import { Button, Icon } from '@postulate/ui';

type CaptchaState = 'solving' | 'solved' | 'failed';

interface CaptchaFieldProps {
  /** Receives a fresh single-use token, or '' while none is ready. */
  onToken: (token: string) => void;
  /** Bump it to ask for a new token (each token is accepted once by the server). */
  generation: number;
  error?: string;
}

/**
 * Self-hosted proof-of-work captcha: the browser solves the server's challenge in the background,
 * so people never pick traffic lights.
 */
export function CaptchaField({ onToken, generation, error }: CaptchaFieldProps) {
  const [state, setState] = useState<CaptchaState>('solving');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState('solving');
    onToken('');
    solveCaptcha(controller.signal).then(
      (token) => {
        if (controller.signal.aborted) return;
        onToken(token);
        setState('solved');
      },
      () => {
        if (!controller.signal.aborted) setState('failed');
      },
    );
    return () => controller.abort();
  }, [generation, attempt, onToken]);

  return (
    <div className="pub-captcha" aria-live="polite">
      {state === 'solving' && (
        <span className="pub-captcha-status">
          <span className="pub-captcha-spinner" aria-hidden="true" /> Verificando que no sos un robot...
        </span>
      )}
      {state === 'solved' && (
        <span className="pub-captcha-status pub-captcha-status--ok" data-testid="captcha-ok">
          <Icon name="check" size={18} /> Verificado: no sos un robot
        </span>
      )}
      {state === 'failed' && (
        <span className="pub-captcha-status pub-captcha-status--error">
          <Icon name="alert" size={18} /> No pudimos verificar el captcha.
          <Button variant="link" onClick={() => setAttempt((value) => value + 1)}>
            Reintentar
          </Button>
        </span>
      )}
      {error && state !== 'solving' && (
        <span className="pub-field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
