import { messageWarningSignals, REASON_OF_SIGNAL, scamSignalsText, type ReportReason } from '@postulate/contracts';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import './safety.css';

export interface ScamMessageWarningProps {
  /** A company message's text: the warning shows only when it carries a signal (scam-signals.ts). */
  text: string;
  /** Opens 'Denunciar aviso' on the conversation's ad, with the reason the first signal points to. */
  onReport?: (reason: ReportReason | undefined) => void;
}

/**
 * Issue 39, point 4: beside a company message that asks for money, bank data or codes, or to move
 * to WhatsApp or Telegram. Read from the message text in the browser with the contracts' list.
 */
export function ScamMessageWarning({ text, onReport }: ScamMessageWarningProps) {
  const signals = messageWarningSignals(text);
  if (signals.length === 0) return null;
  const reason = signals.map((signal) => REASON_OF_SIGNAL[signal]).find(Boolean);
  return (
    <div className="pl-scam-warning" role="note">
      <Icon name="alert" />
      <p>
        <strong>Cuidado:</strong> este mensaje {scamSignalsText(signals)}. Ninguna empresa puede pedirte dinero ni datos bancarios, y una postulación real sigue
        por acá.{' '}
        {onReport && (
          <Button variant="link" onClick={() => onReport(reason)}>
            Denunciar aviso
          </Button>
        )}
      </p>
    </div>
  );
}
