import { WAITING_LONG_DAYS, waitingMark, waitingText } from '@postulate/contracts';
import { Icon } from '@postulate/ui';

/**
 * 'Días sin respuesta' of one application (issue 39): the days it has waited for the company, and
 * from 7 days a mark with an icon and its words ('7+ días sin respuesta', '15+ días sin respuesta'),
 * so a long wait never shows by colour alone. Answered or withdrawn: a dash.
 */
export function WaitingDays({ days }: { days: number | null }) {
  if (days === null) return <span>-</span>;
  const mark = waitingMark(days);
  if (mark === null) return <span>{waitingText(days)}</span>;
  const long = days >= WAITING_LONG_DAYS;
  return (
    <span className="cmp-waiting">
      <span className={long ? 'pl-badge pl-badge--error' : 'pl-badge'}>
        <Icon name={long ? 'alert' : 'info'} size={14} /> {mark}
      </span>{' '}
      <span className="pl-muted pl-small">({days} días)</span>
    </span>
  );
}
