import { REPORT_MESSAGES, UFECI_URL } from '@postulate/contracts';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import './safety.css';

export interface ScamNoticeProps {
  /** Opens 'Denunciar aviso'; without it the notice offers only the UFECI link (a list with no ad in view). */
  onReport?: () => void;
  className?: string;
}

/**
 * Issue 39, point 4: on every ad page and in the applicant's message centre, briefly, that no
 * company may ask for money, with the report and the Ministerio Público Fiscal's cybercrime unit.
 */
export function ScamNotice({ onReport, className }: ScamNoticeProps) {
  return (
    <aside className={['pl-scam-notice', className].filter(Boolean).join(' ')} aria-label="Cuidado con las estafas">
      <Icon name="shield" />
      <div className="pl-scam-notice__body">
        <p>{REPORT_MESSAGES.notice}</p>
        <p className="pl-scam-notice__actions">
          {onReport && (
            <Button variant="link" onClick={onReport}>
              Denunciar aviso
            </Button>
          )}
          <a href={UFECI_URL} target="_blank" rel="noopener noreferrer">
            {REPORT_MESSAGES.ufeciLabel}
            <span className="pl-visually-hidden"> (se abre en otra pestaña)</span>
          </a>
        </p>
      </div>
    </aside>
  );
}
