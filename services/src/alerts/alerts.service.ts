import { HttpStatus, Injectable } from '@nestjs/common';
import { ALERT_MESSAGES, MAX_JOB_ALERTS, type AlertSave, type JobAlert, type ListResponse } from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { toListResponse } from '../common/list-response.js';
import { fullAlertSearch, isEmptyQuery, readAlertSearch, searchInWords, searchKey } from './alert-search.js';
import { AlertsRepository, type AlertRow, type AlertValues } from './alerts.repository.js';

/** The applicant's saved searches: list, save (at most MAX_JOB_ALERTS, no two alike), edit and delete. */
@Injectable()
export class AlertsService {
  constructor(private readonly alerts: AlertsRepository) {}

  async list(applicantId: number): Promise<ListResponse<JobAlert>> {
    const rows = await this.alerts.list(applicantId);
    return toListResponse(rows.map(toJobAlert), rows.length);
  }

  async create(applicantId: number, body: AlertSave): Promise<JobAlert> {
    const saved = await this.alerts.insert(applicantId, valuesOf(body), MAX_JOB_ALERTS);
    if (saved === 'limit') throw new ApiException(HttpStatus.CONFLICT, { message: ALERT_MESSAGES.limit });
    if (saved === 'duplicate') throw new ApiException(HttpStatus.CONFLICT, { message: ALERT_MESSAGES.duplicate });
    return this.one(applicantId, saved);
  }

  /** Edits one of the applicant's own alerts by the same rules as saving it; another's is 404. */
  async update(applicantId: number, id: number, body: AlertSave): Promise<JobAlert> {
    const saved = await this.alerts.update(applicantId, id, valuesOf(body));
    if (saved === 'missing') throw new ApiException(HttpStatus.NOT_FOUND, { message: ALERT_MESSAGES.notFound });
    if (saved === 'duplicate') throw new ApiException(HttpStatus.CONFLICT, { message: ALERT_MESSAGES.duplicate });
    return this.one(applicantId, id);
  }

  /** One alert just saved; deleted by its owner in the instant since, it is 404. */
  private async one(applicantId: number, id: number): Promise<JobAlert> {
    const row = (await this.alerts.list(applicantId)).find((alert) => alert.id === id);
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, { message: ALERT_MESSAGES.notFound });
    return toJobAlert(row);
  }

  async remove(applicantId: number, id: number): Promise<void> {
    if (!(await this.alerts.delete(applicantId, id))) throw new ApiException(HttpStatus.NOT_FOUND, { message: ALERT_MESSAGES.notFound });
  }
}

/** The search checked as the home reads it (never empty), with its key, name and frequency. */
function valuesOf({ nombre, frecuencia, ...search }: AlertSave): AlertValues {
  const query = readAlertSearch(search);
  if (!query || isEmptyQuery(query)) throw new ApiException(HttpStatus.BAD_REQUEST, { message: ALERT_MESSAGES.empty, field: 'q' });
  return { search, searchKey: searchKey(query), nombre, frecuencia };
}

function toJobAlert(row: AlertRow): JobAlert {
  return {
    id: row.id,
    busqueda: fullAlertSearch(row.search),
    descripcion: searchInWords(row.search, { areaName: row.area_name, nivelName: row.nivel_name }),
    nombre: row.nombre,
    frecuencia: row.frecuencia,
    creadaEl: row.created_at.toISOString(),
    ultimoCorreoEl: row.last_mailed_at?.toISOString() ?? null,
  };
}
