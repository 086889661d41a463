import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  APPLY_MESSAGES,
  HOME_MESSAGES,
  type ApplicationAnswer,
  type ApplicationDetail,
  type ApplicationListItem,
  type ApplicationStatus,
  type ApplyRequest,
  type Cv,
  type ListQuery,
  type ListResponse,
} from '@postulate/contracts';
import { AvisoPregunta } from '../avisos/entities/aviso-pregunta.entity.js';
import { Aviso } from '../avisos/entities/aviso.entity.js';
import { ApiException } from '../common/api-exception.js';
import { toListResponse } from '../common/list-response.js';
import { fvalueParameter, nameContains } from '../common/name-filter.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { CvService } from '../cv/cv.service.js';
import { MailService } from '../mail/mail.service.js';
import { cvCopyMail } from './application-mails.js';

const notFound = (message: string) => new ApiException(HttpStatus.NOT_FOUND, { message });
const badField = (field: string, message: string) =>
  new ApiException(HttpStatus.BAD_REQUEST, { message, field, errors: [{ field, message }] });

interface StatusRow {
  id: number;
  aviso_id: number;
  applied_at: Date;
}

const toStatus = (row: StatusRow): ApplicationStatus => ({
  id: row.id,
  idAviso: row.aviso_id,
  postuladoEl: row.applied_at.toISOString(),
});

/** An applicant's applications: applying once per ad, and reading only their own. */
@Injectable()
export class ApplicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cvs: CvService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Applies to a published ad with one answer per question, keeping the CV and the questions as
   * they read now. The unique (applicant, ad) constraint makes a double click or a retry apply
   * once: the second call gets the first application back (`created` false).
   */
  async apply(applicantId: number, body: ApplyRequest): Promise<{ created: boolean; status: ApplicationStatus }> {
    const result = await this.dataSource.transaction(async (manager) => {
      const aviso = await manager.findOne(Aviso, {
        where: { id: body.idAviso },
        select: { id: true, status: true, titulo: true, recibeMail: true, direccionMail: true },
      });
      if (!aviso || aviso.status !== 'published') throw notFound(HOME_MESSAGES.avisoNotFound);

      const preguntas = await manager.find(AvisoPregunta, { where: { avisoId: aviso.id }, order: { id: 'ASC' } });
      const answers = new Map(body.respuestas.map((answer) => [answer.idPregunta, answer.respuesta]));
      const matches =
        answers.size === body.respuestas.length &&
        answers.size === preguntas.length &&
        preguntas.every((pregunta) => answers.has(pregunta.id));
      if (!matches) throw badField('respuestas', APPLY_MESSAGES.answersMismatch);

      const cv = await this.cvs.current(applicantId, manager);
      if (!cv) throw badField('cv', APPLY_MESSAGES.completeCv);
      const respuestas: ApplicationAnswer[] = preguntas.map((pregunta) => ({
        idPregunta: pregunta.id,
        pregunta: pregunta.pregunta,
        respuesta: answers.get(pregunta.id)!,
      }));

      const inserted: StatusRow[] = await manager.query(
        `INSERT INTO applications (aviso_id, applicant_id, cv_snapshot, respuestas) VALUES ($1, $2, $3::jsonb, $4::jsonb)
         ON CONFLICT ON CONSTRAINT applications_applicant_aviso_key DO NOTHING
         RETURNING id, aviso_id, applied_at`,
        [aviso.id, applicantId, JSON.stringify(cv), JSON.stringify(respuestas)],
      );
      if (inserted.length > 0) {
        // The company's copy of the CV is stored with the application: both or neither.
        if (aviso.recibeMail && aviso.direccionMail) {
          const application = { id: inserted[0].id, avisoId: aviso.id, titulo: aviso.titulo, name: cv.name, respuestas };
          await this.mail.enqueue(cvCopyMail(aviso.direccionMail, application, this.config.mail.portalUrl), manager);
        }
        return { created: true, status: toStatus(inserted[0]), mailed: aviso.recibeMail };
      }
      const [existing]: StatusRow[] = await manager.query(
        `SELECT id, aviso_id, applied_at FROM applications WHERE applicant_id = $1 AND aviso_id = $2`,
        [applicantId, aviso.id],
      );
      return { created: false, status: toStatus(existing), mailed: false };
    });
    if (result.mailed) this.mail.deliverSoon();
    return { created: result.created, status: result.status };
  }

  /** Whether the applicant applied to the ad (the ad page shows it instead of the apply button). */
  async statusFor(applicantId: number, idAviso: number): Promise<ApplicationStatus | null> {
    const [row]: StatusRow[] = await this.dataSource.query(
      `SELECT id, aviso_id, applied_at FROM applications WHERE applicant_id = $1 AND aviso_id = $2`,
      [applicantId, idAviso],
    );
    return row ? toStatus(row) : null;
  }

  /** Mis Postulaciones, newest first; `fvalue` filters by the ad's title. */
  async list(applicantId: number, query: ListQuery): Promise<ListResponse<ApplicationListItem>> {
    const params = { applicantId, limit: query.size, offset: (query.page - 1) * query.size, ...fvalueParameter(query.fvalue) };
    const where = `a.applicant_id = :applicantId${query.fvalue ? ` AND ${nameContains('v.titulo')}` : ''}`;
    const run = (sql: string) => {
      const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
      return this.dataSource.query(text, values);
    };
    const [{ total }] = await run(`SELECT count(*)::int AS total FROM applications a JOIN avisos v ON v.id = a.aviso_id WHERE ${where}`);
    const rows: Record<string, unknown>[] = await run(
      `SELECT a.id, a.aviso_id, v.titulo, v.published_at, v.permite_msj_directo,
              CASE WHEN v.not_confidential THEN c.razonsocial END AS empresa,
              ar.name AS area, a.applied_at,
              EXISTS (
                SELECT 1 FROM conversations cn JOIN conversation_messages m ON m.conversation_id = cn.id
                 WHERE cn.application_id = a.id AND m.sender_role = 'Empresa' AND m.id > cn.applicant_read_id
              ) AS has_new
         FROM applications a
         JOIN avisos v ON v.id = a.aviso_id
         JOIN companies c ON c.id = v.company_id
         JOIN areas ar ON ar.id = v.area_id
        WHERE ${where}
        ORDER BY a.applied_at DESC, a.id DESC
        LIMIT :limit OFFSET :offset`,
    );
    return toListResponse(
      rows.map((row) => ({
        id: row.id as number,
        idAviso: row.aviso_id as number,
        titulo: row.titulo as string,
        publicadoEl: row.published_at ? (row.published_at as Date).toISOString() : null,
        nombreEmpresa: (row.empresa as string | null) ?? null,
        area: row.area as string,
        postuladoEl: (row.applied_at as Date).toISOString(),
        hasNewMessage: row.has_new as boolean,
        permiteMsjDirecto: row.permite_msj_directo as boolean,
      })),
      total,
    );
  }

  /** One of the applicant's own applications, with the answers and CV as sent; another's is 404. */
  async get(applicantId: number, id: number): Promise<ApplicationDetail> {
    const [row] = await this.dataSource.query(
      `SELECT a.id, a.aviso_id, a.applied_at, a.respuestas, a.cv_snapshot, v.titulo
         FROM applications a JOIN avisos v ON v.id = a.aviso_id
        WHERE a.id = $1 AND a.applicant_id = $2`,
      [id, applicantId],
    );
    if (!row) throw notFound(APPLY_MESSAGES.applicationNotFound);
    return {
      ...toStatus(row),
      titulo: row.titulo,
      respuestas: row.respuestas as ApplicationAnswer[],
      cv: row.cv_snapshot as Cv | null,
    };
  }
}
