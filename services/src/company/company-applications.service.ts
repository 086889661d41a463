import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  COMPANY_MESSAGES,
  SECURITY_AREA,
  securityMask,
  type ApplicationAnswer,
  formatDmy,
  type ApplicationMarks,
  type ApplicationTab,
  type SecurityFlag,
  type AvisoStatus,
  type CompanyApplicationDetail,
  type CompanyApplicationItem,
  type CompanyApplicationsPage,
  type CompanyApplicationsQuery,
  type CompanyAvisoHeader,
  type ConversationView,
  type Cv,
  type TestReportData,
} from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { toCsv } from '../common/csv-export.js';
import { ConversationsService } from '../conversations/conversations.service.js';
import { TestReportService } from '../tests/report/test-report.service.js';

const avisoNotFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_MESSAGES.avisoNotFound });
const applicationNotFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_MESSAGES.applicationNotFound });

interface HeaderRow {
  id: number;
  titulo: string;
  area: string;
  subarea: string;
  status: AvisoStatus;
  published_at: Date | null;
  permite_msj_directo: boolean;
}

const HEADER_SQL = `
  SELECT v.id, v.titulo, ar.name AS area, s.name AS subarea, v.status, v.published_at, v.permite_msj_directo
    FROM avisos v JOIN areas ar ON ar.id = v.area_id JOIN sub_areas s ON s.id = v.sub_area_id`;

const toHeader = (row: HeaderRow): CompanyAvisoHeader => ({
  id: row.id,
  titulo: row.titulo,
  area: row.area,
  subarea: row.subarea,
  status: row.status,
  publicadoEl: row.published_at?.toISOString() ?? null,
  permiteMsjDirecto: row.permite_msj_directo,
  seguridad: row.area === SECURITY_AREA,
});

/** An applicant message the company has not opened: the conversation's read mark is below it. */
const HAS_NEW_MESSAGE = `EXISTS (
  SELECT 1 FROM conversations cn JOIN conversation_messages m ON m.conversation_id = cn.id
   WHERE cn.application_id = a.id AND m.sender_role = 'Postulante' AND m.id > cn.company_read_id)`;

/** The first education and the last job of the CV as sent, for the list's columns and the export. */
const EDUCATION_SQL = `nullif(concat_ws(' · ', a.cv_snapshot #>> '{educations,0,description}', a.cv_snapshot #>> '{educations,0,institution}'), '')`;
const EXPERIENCE_SQL = `nullif(concat_ws(' en ', a.cv_snapshot #>> '{workExperience,0,position}', a.cv_snapshot #>> '{workExperience,0,bussiness}'), '')`;

/** The screen's tabs: 'No leidas', 'Todas', 'Favoritas'. */
const TAB_SQL: Record<ApplicationTab, string> = { unread: 'AND NOT a.readed', all: '', favourites: 'AND a.favourite' };

interface ExportRow {
  applicant_id: number | null;
  applied_at: Date;
  respuestas: ApplicationAnswer[];
  name: string | null;
  mail: string | null;
  tel: string | null;
  educacion: string | null;
  experiencia: string | null;
}

/** One line per finished test, as the report reads it; a flagged result says so instead of a level. */
function testSummary(report: TestReportData): string {
  const unreliable = (flags: string[]) => (flags.length > 0 ? ' (Resultado no confiable)' : '');
  return [
    report.toulouse && `Concentracion: cociente ${report.toulouse.quotient ?? '-'}${unreliable(report.toulouse.integrity.flags)}`,
    report.mbti && `Personalidad: ${report.mbti.complete ? report.mbti.type : 'sin tipo (respuestas insuficientes)'}`,
    report.cards && `Matrices: ${report.cards.level ?? 'sin nivel'} (${report.cards.score}/${report.cards.total})${unreliable(report.cards.integrity.flags)}`,
  ]
    .filter(Boolean)
    .join(' | ');
}

/**
 * The applications to a company's ads: the list per ad (tabs, security filters, paging, all in
 * SQL), the applicant profile with the CV as sent, the read and favourite marks, the tests report
 * and the conversation. Every query joins the ad and checks its company.
 */
@Injectable()
export class CompanyApplicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly conversations: ConversationsService,
    private readonly reports: TestReportService,
  ) {}

  async list(companyId: number, avisoId: number, query: CompanyApplicationsQuery): Promise<CompanyApplicationsPage> {
    const [header]: HeaderRow[] = await this.dataSource.query(`${HEADER_SQL} WHERE v.id = $1 AND v.company_id = $2`, [avisoId, companyId]);
    if (!header) throw avisoNotFound();

    const mask = securityMask(query.seguridad);
    const where = `a.aviso_id = $1 ${TAB_SQL[query.tab]} ${mask ? 'AND (a.security_flags & $2) = $2' : ''}`;
    const params: unknown[] = mask ? [avisoId, mask] : [avisoId];
    const [{ total }]: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM applications a WHERE ${where}`, params);
    // The page's ids come from the index alone; only those 20 rows' CVs are read for the columns.
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `WITH page AS (
         SELECT a.id FROM applications a WHERE ${where}
          ORDER BY a.applied_at DESC, a.id DESC
          LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}
       )
       SELECT a.id, a.applied_at, a.readed, a.favourite,
              a.cv_snapshot ->> 'name' AS name,
              ${EDUCATION_SQL} AS educacion, ${EXPERIENCE_SQL} AS experiencia,
              ${HAS_NEW_MESSAGE} AS has_new
         FROM page JOIN applications a ON a.id = page.id
        ORDER BY a.applied_at DESC, a.id DESC`,
      params,
    );
    const response = rows.map(
      (row): CompanyApplicationItem => ({
        id: row.id as number,
        postuladoEl: (row.applied_at as Date).toISOString(),
        name: (row.name as string | null) ?? null,
        educacion: (row.educacion as string | null) ?? null,
        experiencia: (row.experiencia as string | null) ?? null,
        readed: row.readed as boolean,
        favourite: row.favourite as boolean,
        hasNewMessage: row.has_new as boolean,
      }),
    );
    return { aviso: toHeader(header), response, size: response.length, total };
  }

  /**
   * One ad's applications under a tab and the security filters as CSV, newest first: contact data and answers from the CV
   * as sent, and a line per finished test.
   */
  async exportCsv(companyId: number, avisoId: number, tab: ApplicationTab, seguridad: SecurityFlag[]): Promise<Buffer> {
    const [header]: HeaderRow[] = await this.dataSource.query(`${HEADER_SQL} WHERE v.id = $1 AND v.company_id = $2`, [avisoId, companyId]);
    if (!header) throw avisoNotFound();
    const rows: ExportRow[] = await this.dataSource.query(
      `SELECT a.applicant_id, a.applied_at, a.respuestas,
              a.cv_snapshot ->> 'name' AS name, a.cv_snapshot ->> 'mail' AS mail, a.cv_snapshot ->> 'tel' AS tel,
              ${EDUCATION_SQL} AS educacion, ${EXPERIENCE_SQL} AS experiencia
         FROM applications a
        WHERE a.aviso_id = $1 ${TAB_SQL[tab]} AND (a.security_flags & $2) = $2
        ORDER BY a.applied_at DESC, a.id DESC`,
      [avisoId, securityMask(seguridad)],
    );
    const withTests = [];
    for (const row of rows) {
      const report = row.applicant_id === null ? null : await this.reports.reportForApplicant(row.applicant_id);
      withTests.push({ ...row, tests: report ? testSummary(report) : '' });
    }
    return toCsv(withTests, [
      { header: 'Nombre', value: (row) => row.name },
      { header: 'Email', value: (row) => row.mail },
      { header: 'Telefono', value: (row) => row.tel },
      { header: 'Fecha de postulacion', value: (row) => formatDmy(row.applied_at) },
      { header: 'Educacion', value: (row) => row.educacion },
      { header: 'Experiencia', value: (row) => row.experiencia },
      { header: 'Respuestas', value: (row) => row.respuestas.map((answer) => `${answer.pregunta}: ${answer.respuesta}`).join(' | ') },
      { header: 'Tests', value: (row) => row.tests },
    ]);
  }

  /** The applicant profile: the CV and the answers exactly as sent with the application. */
  async detail(companyId: number, applicationId: number): Promise<CompanyApplicationDetail> {
    const [row] = await this.dataSource.query(
      `SELECT a.id AS application_id, a.applied_at, a.readed, a.favourite, a.cv_snapshot, a.respuestas,
              (SELECT cn.id FROM conversations cn WHERE cn.application_id = a.id) AS conversation_id,
              ${HAS_NEW_MESSAGE} AS has_new, h.*
         FROM applications a
         JOIN (${HEADER_SQL}) h ON h.id = a.aviso_id
         JOIN avisos owner ON owner.id = a.aviso_id
        WHERE a.id = $1 AND owner.company_id = $2`,
      [applicationId, companyId],
    );
    if (!row) throw applicationNotFound();
    return {
      id: row.application_id,
      aviso: toHeader(row as HeaderRow),
      postuladoEl: (row.applied_at as Date).toISOString(),
      readed: row.readed,
      favourite: row.favourite,
      hasNewMessage: row.has_new,
      conversationId: row.conversation_id ?? null,
      cv: row.cv_snapshot as Cv | null,
      respuestas: row.respuestas as ApplicationAnswer[],
    };
  }

  /** The first view of the profile: read from now on (repeating it changes nothing). */
  markRead(companyId: number, applicationId: number): Promise<ApplicationMarks> {
    return this.mark(companyId, applicationId, 'readed = true');
  }

  /** Sets the favourite mark, or flips it when no value is given. */
  markFavourite(companyId: number, applicationId: number, favourite?: boolean): Promise<ApplicationMarks> {
    return favourite === undefined
      ? this.mark(companyId, applicationId, 'favourite = NOT a.favourite')
      : this.mark(companyId, applicationId, `favourite = ${favourite ? 'true' : 'false'}`);
  }

  /** The tests report of the applicant behind the application ('sin resultados' when they took none). */
  async report(companyId: number, applicationId: number): Promise<TestReportData> {
    const [row]: { applicant_id: number | null }[] = await this.dataSource.query(
      `SELECT a.applicant_id FROM applications a JOIN avisos v ON v.id = a.aviso_id WHERE a.id = $1 AND v.company_id = $2`,
      [applicationId, companyId],
    );
    if (!row) throw applicationNotFound();
    // An applicant who deleted their account left no tests behind.
    if (row.applicant_id === null) return { candidate: { name: null, email: null }, toulouse: null, mbti: null, cards: null };
    return this.reports.reportForApplicant(row.applicant_id);
  }

  conversation(companyId: number, applicationId: number): Promise<ConversationView> {
    return this.conversations.viewForCompany(companyId, applicationId);
  }

  send(companyId: number, applicationId: number, text: string): Promise<ConversationView> {
    return this.conversations.sendAsCompany(companyId, applicationId, text);
  }

  markMessagesRead(companyId: number, conversationId: number): Promise<void> {
    return this.conversations.markReadByCompany(companyId, conversationId);
  }

  private async mark(companyId: number, applicationId: number, set: string): Promise<ApplicationMarks> {
    const [rows]: [{ id: number; readed: boolean; favourite: boolean }[]] = await this.dataSource.query(
      `UPDATE applications a SET ${set}
         FROM avisos v
        WHERE a.id = $1 AND v.id = a.aviso_id AND v.company_id = $2
        RETURNING a.id, a.readed, a.favourite`,
      [applicationId, companyId],
    );
    if (rows.length === 0) throw applicationNotFound();
    return rows[0];
  }
}
