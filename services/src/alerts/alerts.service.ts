import { HttpStatus, Injectable } from '@nestjs/common';
import { ALERT_MESSAGES, MAX_JOB_ALERTS, type AlertSearch, type JobAlert, type ListResponse } from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { toListResponse } from '../common/list-response.js';
import { fullAlertSearch, isEmptyQuery, readAlertSearch, searchInWords, searchKey } from './alert-search.js';
import { AlertsRepository, type AlertRow } from './alerts.repository.js';

/** The applicant's saved searches: list, save (at most MAX_JOB_ALERTS, no two alike) and delete. */
@Injectable()
export class AlertsService {
  constructor(private readonly alerts: AlertsRepository) {}

  async list(applicantId: number): Promise<ListResponse<JobAlert>> {
    const rows = await this.alerts.list(applicantId);
    return toListResponse(rows.map(toJobAlert), rows.length);
  }

  async create(applicantId: number, search: AlertSearch): Promise<JobAlert> {
    const query = readAlertSearch(search);
    if (!query || isEmptyQuery(query)) throw new ApiException(HttpStatus.BAD_REQUEST, { message: ALERT_MESSAGES.empty, field: 'q' });
    const saved = await this.alerts.insert(applicantId, search, searchKey(query), MAX_JOB_ALERTS);
    if (saved === 'limit') throw new ApiException(HttpStatus.CONFLICT, { message: ALERT_MESSAGES.limit });
    if (saved === 'duplicate') throw new ApiException(HttpStatus.CONFLICT, { message: ALERT_MESSAGES.duplicate });
    const row = (await this.alerts.list(applicantId)).find((alert) => alert.id === saved);
    // Deleted by its owner in the instant since it was saved.
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, { message: ALERT_MESSAGES.notFound });
    return toJobAlert(row);
  }

  async remove(applicantId: number, id: number): Promise<void> {
    if (!(await this.alerts.delete(applicantId, id))) throw new ApiException(HttpStatus.NOT_FOUND, { message: ALERT_MESSAGES.notFound });
  }
}

function toJobAlert(row: AlertRow): JobAlert {
  return {
    id: row.id,
    busqueda: fullAlertSearch(row.search),
    descripcion: searchInWords(row.search, { areaName: row.area_name, nivelName: row.nivel_name }),
    creadaEl: row.created_at.toISOString(),
    ultimoCorreoEl: row.last_mailed_at?.toISOString() ?? null,
  };
}
