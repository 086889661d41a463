import { useEffect, useState } from 'react';
import { Button, Icon, Spinner } from '@postulate/ui';
import './CaptchaField.css';

type CaptchaState = 'solving' | 'solved' | 'failed';

export interface CaptchaFieldProps {
  /** Fetches and solves a challenge (packages/client's solveCaptcha); the result is a single-use token. */
  solve: (signal: AbortSignal) => Promise<string>;
  /** Receives a fresh single-use token, or '' while none is ready. */
  onToken: (token: string) => void;
  /** Bump it to ask for a new token (each token is accepted once by the server). */
  generation: number;
  error?: string;
}

/**
 * Self-hosted proof-of-work captcha: the browser solves the server's challenge in the background
 * while the person fills in the form, so nobody picks traffic lights.
 */
export function CaptchaField({ solve, onToken, generation, error }: CaptchaFieldProps) {
  const [state, setState] = useState<CaptchaState>('solving');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState('solving');
    onToken('');
    solve(controller.signal).then(
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
  }, [solve, generation, attempt, onToken]);

  return (
    <div className="pl-captcha" aria-live="polite">
      {state === 'solving' && (
        <span className="pl-captcha__status">
          <Spinner size="sm" /> Verificando que no sos un robot...
        </span>
      )}
      {state === 'solved' && (
        <span className="pl-captcha__status pl-captcha__status--ok" data-testid="captcha-ok">
          <Icon name="check" size={18} /> Verificado: no sos un robot
        </span>
      )}
      {state === 'failed' && (
        <span className="pl-captcha__status pl-captcha__status--error">
          <Icon name="alert" size={18} /> No pudimos verificar el captcha.
          <Button variant="link" onClick={() => setAttempt((value) => value + 1)}>
            Reintentar
          </Button>
        </span>
      )}
      {error && state !== 'solving' && (
        <span className="pl-captcha__status--error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
