import { REQUIREMENT_FILTER_LABELS } from '@postulate/contracts';

/** Whether an application's answers meet the ad's requirements, in words (the colour only repeats them). */
export function RequirementBadge({ meets }: { meets: boolean | null }) {
  if (meets === null) return <span className="pl-muted">Sin evaluar</span>;
  return <span className={`pl-badge ${meets ? 'pl-badge--success' : 'pl-badge--error'}`}>{REQUIREMENT_FILTER_LABELS[meets ? 'cumple' : 'no_cumple']}</span>;
}
