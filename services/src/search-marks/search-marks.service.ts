import { Injectable } from '@nestjs/common';
import type { SearchMarks, SearchMarksQuery } from '@postulate/contracts';
import { searchKey } from '../alerts/alert-search.js';
import { AlertsRepository } from '../alerts/alerts.repository.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';

/**
 * The applicant's own marks on a home search. The search itself is everyone's answer, cached and
 * answered by replicas; these two small reads of the primary say what is theirs in it.
 */
@Injectable()
export class SearchMarksService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly alerts: AlertsRepository,
  ) {}

  async marks(applicantId: number, { avisos, search }: SearchMarksQuery): Promise<SearchMarks> {
    // An alert keeps no window nor page (alert-search.ts): the same search in any of them is the alert's.
    const { publicado: _window, page: _page, ...alertQuery } = search;
    const [postulados, alerta] = await Promise.all([
      avisos.length === 0 ? [] : this.applications.appliedAmong(applicantId, avisos),
      this.alerts.idWithKey(applicantId, searchKey(alertQuery)),
    ]);
    return { postulados, alerta };
  }
}
