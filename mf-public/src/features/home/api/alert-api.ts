import { api } from '@postulate/client';
import { homeQueryOf, type HomeFilter, type JobAlert } from '@postulate/contracts';

/** POST /api/alertas: the home's current search (its chips and area) saved as a job alert. */
export function createAlert(filters: HomeFilter[], area: number | null): Promise<JobAlert> {
  const { q, province } = homeQueryOf(filters);
  return api.alerts.create({ body: { q: q ?? '', province, area } });
}
