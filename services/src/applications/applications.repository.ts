import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  APPLICATION_STAGES,
  type ApplicationAnswer,
  type ApplicationSort,
  type ApplicationStage,
  type ApplicationTab,
  type AvisoSource,
  type AvisoStatus,
  type Cv,
  type ListQuery,
  meetsRequirements,
} from '@postulate/contracts';
import { fvalueParameter, nameContains } from '../common/name-filter.js';
import { PublicReads } from '../database/public-reads.js';

/*
 * Owner of the tables applications, application_stage_changes and applications_seen: only this class
 * writes them. Reads that join other aggregates' tables live here when the question is about an
 * application; writes to other aggregates' tables never do (a conversation's are ConversationsRepository's).
 */

/** An application as its applicant sees its state. */
export interface ApplicationStatusRow {
  id: number;
  aviso_id: number;
  applied_at: Date;
  withdrawn_at: Date | null;
}

/** An application the applicant asks to withdraw, with what decides whether it is still open. */
export interface WithdrawalRow extends ApplicationStatusRow {
  stage: ApplicationStage;
  aviso_status: AvisoStatus;
}

/** The top-bar badge's counts. */
export interface NovedadesRow {
  mensajes: number;
  cambios: number;
}

/** A company's recent applications and how it answered them (median_days null when none was answered). */
export interface AnswerRecordRow {
  total: number;
  answered: number;
  median_days: number | null;
}

/** A line of Mis Postulaciones. */
export interface ApplicantListRow {
  id: number;
  aviso_id: number;
  stage: ApplicationStage;
  stage_at: Date;
  aviso_status: AvisoStatus;
  withdrawn_at: Date | null;
  titulo: string;
  published_at: Date | null;
  permite_msj_directo: boolean;
  empresa: string | null;
  area: string;
  applied_at: Date;
  has_new: boolean;
}

export interface ApplicantDetailRow extends ApplicationStatusRow {
  titulo: string;
  respuestas: ApplicationAnswer[];
  cv_snapshot: Cv | null;
}

/** An application in the applicant's data export. */
export interface ApplicantExportRow {
  id: number;
  aviso_id: number;
  titulo: string;
  empresa: string | null;
  applied_at: Date;
  respuestas: ApplicationAnswer[];
  cv_snapshot: Cv | null;
  stage: ApplicationStage;
  stage_at: Date;
  aviso_status: AvisoStatus;
  withdrawn_at: Date | null;
  /** Every stage it went through ('retirada' for the withdrawal), oldest first. */
  history: { stage: ApplicationStage | 'retirada'; changed_at: string }[];
}

/** The ad heading the company's applications screens. */
export interface CompanyAvisoHeaderRow {
  id: number;
  titulo: string;
  area: string;
  subarea: string;
  status: AvisoStatus;
  published_at: Date | null;
  permite_msj_directo: boolean;
  /** Some question of the ad asks for an answer. */
  requisitos: boolean;
  /** Open applications that fail a requirement: what 'Descartar a quienes no cumplen' would move. */
  no_cumplen_abiertas: number;
}

/** A line of an ad's applications list on the company side. */
export interface CompanyListRow {
  id: number;
  applied_at: Date;
  stage: ApplicationStage;
  stage_at: Date;
  readed: boolean;
  favourite: boolean;
  name: string | null;
  educacion: string | null;
  experiencia: string | null;
  has_new: boolean;
  retirada: boolean;
  cumple_requisitos: boolean | null;
  rating: number | null;
  tags: string[];
  /** Whole days waiting for the company's answer; null once answered or withdrawn (WAITING_SQL). */
  dias_sin_respuesta: number | null;
}

/** An application's stage after a change; `moved` when this change took it there. */
export interface ApplicationStageRow {
  id: number;
  stage: ApplicationStage;
  stage_at: Date;
  moved: boolean;
}

/** Who a stage change's message goes to, and what its placeholders and the ad's rule need. */
export interface StageMessageTargetRow {
  id: number;
  applicant_id: number | null;
  titulo: string;
  permite_msj_directo: boolean;
  name: string | null;
}

/** The history line of a withdrawal: not a stage the company moves to, the applicant's own act. */
export const WITHDRAWAL_LINE = 'retirada';

export interface StageChangeRow {
  stage: ApplicationStage | typeof WITHDRAWAL_LINE;
  changed_by: number | null;
  changed_at: Date;
}

export interface CompanyExportRow {
  applicant_id: number | null;
  applied_at: Date;
  stage: ApplicationStage;
  stage_at: Date;
  respuestas: ApplicationAnswer[];
  name: string | null;
  mail: string | null;
  tel: string | null;
  educacion: string | null;
  experiencia: string | null;
  retirada: boolean;
  cumple_requisitos: boolean | null;
  rating: number | null;
  tags: string[];
}

/** The CV an application was sent with, its answers, its ad's title and the photo's bytes, for the e-mailed PDF. */
export interface SentCvRow {
  cv: Cv;
  respuestas: ApplicationAnswer[];
  titulo: string;
  photo: Buffer | null;
}

export interface CompanyDetailRow extends CompanyAvisoHeaderRow {
  application_id: number;
  applied_at: Date;
  readed: boolean;
  favourite: boolean;
  cv_snapshot: Cv | null;
  respuestas: ApplicationAnswer[];
  conversation_id: number | null;
  has_new: boolean;
  stage: ApplicationStage;
  stage_at: Date;
  retirada: boolean;
  cumple_requisitos: boolean | null;
  rating: number | null;
  tags: string[];
}

/** An application's place in its ad's list, and the ones before and after it (null at either end). */
export interface NeighboursRow {
  previous_id: number | null;
  next_id: number | null;
  place: number;
  total: number;
}

/** Who sent an application: the applicant (null once anonymised) and the CV's name and e-mail as sent. */
export interface SentApplicantRow {
  applicant_id: number | null;
  name: string | null;
  mail: string | null;
}

/** The company's rating and tags on an application. */
export interface LabelsRow {
  id: number;
  rating: number | null;
  tags: string[];
}

export interface ApplicationMarksRow {
  id: number;
  readed: boolean;
  favourite: boolean;
}

/** What the company's marks change: read, favourite on or off, or the favourite flipped. */
export type MarkChange = 'read' | 'favourite' | 'notFavourite' | 'toggleFavourite';

const MARK_SQL: Record<MarkChange, string> = {
  read: 'readed = true',
  favourite: 'favourite = true',
  notFavourite: 'favourite = false',
  toggleFavourite: 'favourite = NOT a.favourite',
};

/** Which applications of an ad the company's list shows, and which page of them. */
export interface CompanyListFilter {
  tab: ApplicationTab;
  /** The security flags every application must carry (0: no filter). */
  mask: number;
  /** Only the applications in this stage. */
  stage?: ApplicationStage;
  /** Text in the name or e-mail the application was sent with. */
  search?: string;
  /** Only the applications that meet the ad's requirements (true) or fail one (false). */
  meets?: boolean;
  /** Only the applications the company rated at least this many stars. */
  minRating?: number;
  /** Only the applications carrying the company's tag with this key (tagKey). */
  tag?: string;
  sort: ApplicationSort;
  page: number;
  size: number;
}

const STATUS_SQL = `SELECT id, aviso_id, applied_at, withdrawn_at FROM applications WHERE applicant_id = $1 AND aviso_id = $2`;

const HEADER_SQL = `
  SELECT v.id, v.titulo, ar.name AS area, s.name AS subarea, v.status, v.published_at, v.permite_msj_directo,
         EXISTS (SELECT 1 FROM aviso_preguntas p WHERE p.aviso_id = v.id AND (p.respuesta_requerida IS NOT NULL OR p.minimo_requerido IS NOT NULL)) AS requisitos,
         (SELECT count(*)::int FROM applications o
           WHERE o.aviso_id = v.id AND o.cumple_requisitos = false AND o.stage NOT IN ('contratada', 'descartada') AND o.withdrawn_at IS NULL) AS no_cumplen_abiertas
    FROM avisos v JOIN areas ar ON ar.id = v.area_id JOIN sub_areas s ON s.id = v.sub_area_id`;

/** An applicant message the company has not opened: the conversation's read mark is below it. */
const HAS_NEW_MESSAGE = `EXISTS (
  SELECT 1 FROM conversations cn JOIN conversation_messages m ON m.conversation_id = cn.id
   WHERE cn.application_id = a.id AND m.sender_role = 'Postulante' AND m.id > cn.company_read_id)`;

/**
 * Whether application `a` still waits for the company (WAITING_MARK_DAYS in the contracts; the rule
 * of answerRecord): not withdrawn, still 'nueva' or 'vista', with no stage change a person made past
 * 'vista' (a discard on a finished ad's expiry is automatic, nobody's answer) and no company
 * message. The stage alone already rules out most answered ones; a change back to 'vista' or a
 * message is looked up for the rest, per application (indexed by application).
 */
const WAITING_SQL = `(a.withdrawn_at IS NULL AND a.stage IN ('nueva', 'vista')
  AND NOT EXISTS (SELECT 1 FROM application_stage_changes sc
                   WHERE sc.application_id = a.id AND sc.stage NOT IN ('nueva', 'vista', '${WITHDRAWAL_LINE}') AND NOT sc.automatic)
  AND NOT EXISTS (SELECT 1 FROM conversations cn JOIN conversation_messages m ON m.conversation_id = cn.id
                   WHERE cn.application_id = a.id AND m.sender_role = 'Empresa'))`;

/** Whole days application `a` has waited for the company, or null when it does not wait (WAITING_SQL). */
const DAYS_WAITING_SQL = `CASE WHEN ${WAITING_SQL} THEN floor(extract(epoch FROM now() - a.applied_at) / 86400)::int END`;

/** The first education and the last job of the CV as sent, for the list's columns and the export. */
const EDUCATION_SQL = `nullif(concat_ws(' · ', a.cv_snapshot #>> '{educations,0,description}', a.cv_snapshot #>> '{educations,0,institution}'), '')`;
const EXPERIENCE_SQL = `nullif(concat_ws(' en ', a.cv_snapshot #>> '{workExperience,0,position}', a.cv_snapshot #>> '{workExperience,0,bussiness}'), '')`;

/** The screen's tabs: 'No leídas', 'Todas', 'Favoritas'; a withdrawn application is no longer one to read. */
const TAB_SQL: Record<ApplicationTab, string> = { unread: 'AND NOT a.readed AND a.withdrawn_at IS NULL', all: '', favourites: 'AND a.favourite' };

/** The list's filter and order without its paging: what the list, its export and a profile's previous/next share. */
export type CompanyListFilterShape = Pick<CompanyListFilter, 'tab' | 'mask' | 'stage' | 'search' | 'meets' | 'minRating' | 'tag' | 'sort'>;

/** The company's tags on the application `a`, in alphabetical order (company side only). */
const TAGS_SQL = `ARRAY(SELECT t.name FROM application_tags lt JOIN company_tags t ON t.id = lt.tag_id WHERE lt.application_id = a.id ORDER BY t.key)`;

/** The stages along the process, for 'Por estado'; the id breaks every tie, so the order is total. */
const STAGE_ORDER_SQL = `array_position(ARRAY[${APPLICATION_STAGES.map((stage) => `'${stage}'`).join(', ')}]::text[], a.stage)`;
const ORDER_SQL: Record<ApplicationSort, string> = {
  recientes: 'a.applied_at DESC, a.id DESC',
  antiguas: 'a.applied_at ASC, a.id ASC',
  estado: `${STAGE_ORDER_SQL}, a.applied_at DESC, a.id DESC`,
  calificacion: 'a.rating DESC NULLS LAST, a.applied_at DESC, a.id DESC',
};

/**
 * One ad's applications under a tab, the security mask, a stage and a search in the name and e-mail
 * as sent (case and accents ignored), as the list and its export both select them. The ad's own
 * index bounds the rows read, whatever the search.
 */
function listWhere(avisoId: number, filter: CompanyListFilterShape): { where: string; params: unknown[] } {
  const params: unknown[] = [avisoId];
  const conditions = [`a.aviso_id = $1 ${TAB_SQL[filter.tab]}`];
  if (filter.mask) conditions.push(`(a.security_flags & $${params.push(filter.mask)}) = $${params.length}`);
  if (filter.stage) conditions.push(`a.stage = $${params.push(filter.stage)}`);
  if (filter.meets !== undefined) conditions.push(`a.cumple_requisitos = $${params.push(filter.meets)}`);
  if (filter.search) {
    const at = `$${params.push(fvalueParameter(filter.search).fvalue)}::text`;
    conditions.push(`(${nameContains(`(a.cv_snapshot ->> 'name')`, at)} OR ${nameContains(`(a.cv_snapshot ->> 'mail')`, at)})`);
  }
  if (filter.minRating) conditions.push(`a.rating >= $${params.push(filter.minRating)}`);
  if (filter.tag) {
    conditions.push(
      `EXISTS (SELECT 1 FROM application_tags lt JOIN company_tags t ON t.id = lt.tag_id WHERE lt.application_id = a.id AND t.key = $${params.push(filter.tag)})`,
    );
  }
  return { where: conditions.join(' AND '), params };
}

/** Whom an e-mail about an application goes to, and what it names (the company only when the ad shows it). */
export interface NotificationTargetRow {
  id: number;
  aviso_id: number;
  titulo: string;
  /** 'finished' when the stage change is the ad's end (read in the transaction that finished it). */
  aviso_status: AvisoStatus;
  empresa: string | null;
  user_id: number;
  email: string;
  name: string | null;
}

/** A company with applications to summarise, and its account. */
export interface SummaryRecipientRow {
  company_id: number;
  user_id: number;
  email: string;
}

/** One ad's new applications in a company's daily summary. */
export interface NewApplicationsRow {
  aviso_id: number;
  titulo: string;
  nuevas: number;
}

@Injectable()
export class ApplicationsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly publicReads: PublicReads,
  ) {}

  // ---------- Applications, applicant side ----------

  /** The applicant's application to the ad, if any. */
  async statusOf(applicantId: number, avisoId: number, manager: EntityManager = this.dataSource.manager): Promise<ApplicationStatusRow | undefined> {
    const [row]: ApplicationStatusRow[] = await manager.query(STATUS_SQL, [applicantId, avisoId]);
    return row;
  }

  /** Which of these ads the applicant applied to (a withdrawn application included: it cannot be sent again). */
  async appliedAmong(applicantId: number, avisoIds: number[]): Promise<number[]> {
    const rows: { aviso_id: number }[] = await this.dataSource.query(
      `SELECT aviso_id FROM applications WHERE applicant_id = $1 AND aviso_id = ANY($2::int[]) ORDER BY aviso_id`,
      [applicantId, avisoIds],
    );
    return rows.map((row) => row.aviso_id);
  }

  /** Stores the application; undefined when the applicant had already applied to the ad (unique constraint). */
  async insertOnce(
    manager: EntityManager,
    application: { avisoId: number; applicantId: number; cv: Cv; respuestas: ApplicationAnswer[]; cumpleRequisitos: boolean | null; origen: AvisoSource },
  ): Promise<ApplicationStatusRow | undefined> {
    const [inserted]: ApplicationStatusRow[] = await manager.query(
      `INSERT INTO applications (aviso_id, applicant_id, cv_snapshot, respuestas, cumple_requisitos, origen) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6)
         ON CONFLICT ON CONSTRAINT applications_applicant_aviso_key DO NOTHING
         RETURNING id, aviso_id, applied_at, withdrawn_at`,
      [
        application.avisoId,
        application.applicantId,
        JSON.stringify(application.cv),
        JSON.stringify(application.respuestas),
        application.cumpleRequisitos,
        application.origen,
      ],
    );
    return inserted;
  }

  /**
   * The open applications to one of the company's ads that fail one of its requirements (not
   * withdrawn, hired or already discarded), locked for the move; undefined when the ad is not the company's.
   */
  async openUnqualified(manager: EntityManager, companyId: number, avisoId: number): Promise<number[] | undefined> {
    const [owned]: { id: number }[] = await manager.query(`SELECT id FROM avisos WHERE id = $1 AND company_id = $2`, [avisoId, companyId]);
    if (!owned) return undefined;
    const rows: { id: number }[] = await manager.query(
      `SELECT id FROM applications
        WHERE aviso_id = $1 AND cumple_requisitos = false AND stage NOT IN ('contratada', 'descartada') AND withdrawn_at IS NULL
        ORDER BY id FOR UPDATE`,
      [avisoId],
    );
    return rows.map((row) => row.id);
  }

  /** Sets whether each application to the ad meets its questions' requirements as they read now (meetsRequirements). */
  async judgeRequirements(manager: EntityManager, avisoId: number, questions: Parameters<typeof meetsRequirements>[0]): Promise<void> {
    const rows: { id: number; respuestas: ApplicationAnswer[] }[] = await manager.query(`SELECT id, respuestas FROM applications WHERE aviso_id = $1`, [
      avisoId,
    ]);
    if (rows.length === 0) return;
    await manager.query(
      `UPDATE applications AS a SET cumple_requisitos = judged.cumple
         FROM unnest($1::int[], $2::boolean[]) AS judged (id, cumple)
        WHERE a.id = judged.id AND a.cumple_requisitos IS DISTINCT FROM judged.cumple`,
      [rows.map((row) => row.id), rows.map((row) => meetsRequirements(questions, row.respuestas))],
    );
  }

  /** A page of Mis Postulaciones, newest first; `fvalue` filters by the ad's title. */
  async pageForApplicant(applicantId: number, query: ListQuery): Promise<{ total: number; rows: ApplicantListRow[] }> {
    const params = { applicantId, limit: query.size, offset: (query.page - 1) * query.size, ...fvalueParameter(query.fvalue) };
    const where = `a.applicant_id = :applicantId${query.fvalue ? ` AND ${nameContains('v.titulo')}` : ''}`;
    const run = (sql: string) => {
      const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
      return this.dataSource.query(text, values);
    };
    const [{ total }]: { total: number }[] = await run(`SELECT count(*)::int AS total FROM applications a JOIN avisos v ON v.id = a.aviso_id WHERE ${where}`);
    const rows: ApplicantListRow[] = await run(
      `SELECT a.id, a.aviso_id, v.titulo, v.published_at, v.permite_msj_directo, a.stage, a.stage_at, v.status AS aviso_status, a.withdrawn_at,
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
    return { total: Number(total), rows };
  }

  /** One of the applicant's own applications with the ad's title. */
  async detailForApplicant(applicantId: number, id: number): Promise<ApplicantDetailRow | undefined> {
    const [row]: ApplicantDetailRow[] = await this.dataSource.query(
      `SELECT a.id, a.aviso_id, a.applied_at, a.withdrawn_at, a.respuestas, a.cv_snapshot, v.titulo
         FROM applications a JOIN avisos v ON v.id = a.aviso_id
        WHERE a.id = $1 AND a.applicant_id = $2`,
      [id, applicantId],
    );
    return row;
  }

  /** Every application of the applicant, oldest first, for the data export. */
  exportForApplicant(applicantId: number): Promise<ApplicantExportRow[]> {
    return this.dataSource.query(
      `SELECT a.id, a.aviso_id, v.titulo, CASE WHEN v.not_confidential THEN c.razonsocial END AS empresa,
              a.applied_at, a.respuestas, a.cv_snapshot, a.stage, a.stage_at, v.status AS aviso_status, a.withdrawn_at,
              coalesce((SELECT json_agg(json_build_object('stage', h.stage, 'changed_at', h.changed_at) ORDER BY h.id)
                          FROM application_stage_changes h WHERE h.application_id = a.id), '[]') AS history
         FROM applications a JOIN avisos v ON v.id = a.aviso_id JOIN companies c ON c.id = v.company_id
        WHERE a.applicant_id = $1 ORDER BY a.applied_at, a.id`,
      [applicantId],
    );
  }

  /** The account's erasure: the companies keep the applications without applicant, CV or answers (their conversations go first). */
  async anonymiseApplicant(manager: EntityManager, applicantId: number): Promise<void> {
    await manager.query(
      `UPDATE applications SET applicant_id = NULL, cv_snapshot = NULL, respuestas = '[]', rating = NULL, anonymized_at = now()
          WHERE applicant_id = $1`,
      [applicantId],
    );
  }

  // ---------- Withdrawal and the applicant's news ----------

  /** One of the applicant's applications, held until the transaction ends; undefined when it is not theirs. */
  async lockForWithdrawal(manager: EntityManager, applicantId: number, id: number): Promise<WithdrawalRow | undefined> {
    const [row]: WithdrawalRow[] = await manager.query(
      `SELECT a.id, a.aviso_id, a.applied_at, a.withdrawn_at, a.stage, v.status AS aviso_status
         FROM applications a JOIN avisos v ON v.id = a.aviso_id
        WHERE a.id = $1 AND a.applicant_id = $2
          FOR UPDATE OF a`,
      [id, applicantId],
    );
    return row;
  }

  /** Withdraws the application and keeps the act in its history, by the applicant's user; answers when. */
  async withdraw(manager: EntityManager, id: number, userId: number): Promise<Date> {
    const [{ withdrawn_at }]: { withdrawn_at: Date }[] = await manager.query(
      `WITH withdrawn AS (UPDATE applications SET withdrawn_at = now() WHERE id = $1 RETURNING id, withdrawn_at),
            logged AS (
              INSERT INTO application_stage_changes (application_id, stage, changed_by, changed_at)
              SELECT id, '${WITHDRAWAL_LINE}', $2::int, withdrawn_at FROM withdrawn
            )
       SELECT withdrawn_at FROM withdrawn`,
      [id, userId],
    );
    return withdrawn_at;
  }

  /** Which of these applications their applicants withdrew, holding them until the transaction ends. */
  async withdrawnAmong(manager: EntityManager, ids: number[]): Promise<number[]> {
    const rows: { id: number }[] = await manager.query(
      `SELECT id FROM applications WHERE id = ANY($1::int[]) AND withdrawn_at IS NOT NULL ORDER BY id FOR UPDATE`,
      [ids],
    );
    return rows.map((row) => row.id);
  }

  /**
   * The top-bar badge: company messages the applicant has not read, and applications whose status
   * changed after the applicant last opened Mis Postulaciones (every change before the first visit
   * is news). The applicant's own withdrawal is none.
   */
  async novedades(applicantId: number): Promise<NovedadesRow> {
    const [row]: NovedadesRow[] = await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM applications a
            JOIN conversations cn ON cn.application_id = a.id
            JOIN conversation_messages m ON m.conversation_id = cn.id AND m.sender_role = 'Empresa' AND m.id > cn.applicant_read_id
           WHERE a.applicant_id = $1)::int AS mensajes,
         (SELECT count(DISTINCT a.id) FROM applications a
            JOIN application_stage_changes sc ON sc.application_id = a.id AND sc.stage <> '${WITHDRAWAL_LINE}'
           WHERE a.applicant_id = $1
             AND sc.changed_at > coalesce((SELECT seen_at FROM applications_seen WHERE applicant_id = $1), '-infinity'))::int AS cambios`,
      [applicantId],
    );
    return { mensajes: Number(row.mensajes), cambios: Number(row.cambios) };
  }

  /** The applicant opened Mis Postulaciones: the status changes until now are no longer news. */
  async markSeen(applicantId: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO applications_seen (applicant_id, seen_at) VALUES ($1, now())
         ON CONFLICT (applicant_id) DO UPDATE SET seen_at = greatest(applications_seen.seen_at, excluded.seen_at)`,
      [applicantId],
    );
  }

  // ---------- The company's answer record ----------

  /**
   * How the company behind the ad answered its applications of the last `days` days (any of its
   * ads). An application is answered from the first stage change a person made past 'vista' (the
   * automatic discard of a finished ad is nobody's answer) or the first company message. One
   * withdrawn before any answer is left out: nobody was waiting for it any more.
   */
  async answerRecord(avisoId: number, days: number): Promise<AnswerRecordRow> {
    // Shown on the public ad page: a public read.
    const [row]: AnswerRecordRow[] = await this.publicReads.query(
      `WITH recent AS (
         SELECT a.id, a.applied_at, a.withdrawn_at,
                least(
                  (SELECT min(sc.changed_at) FROM application_stage_changes sc
                    WHERE sc.application_id = a.id AND sc.stage NOT IN ('nueva', 'vista', '${WITHDRAWAL_LINE}') AND NOT sc.automatic),
                  (SELECT min(m.created_at) FROM conversations cn JOIN conversation_messages m ON m.conversation_id = cn.id
                    WHERE cn.application_id = a.id AND m.sender_role = 'Empresa')
                ) AS answered_at
           FROM avisos own
           JOIN avisos v ON v.company_id = own.company_id
           JOIN applications a ON a.aviso_id = v.id
          WHERE own.id = $1 AND a.applied_at >= now() - $2 * interval '1 day'
       ),
       counted AS (
         SELECT * FROM recent WHERE withdrawn_at IS NULL OR answered_at <= withdrawn_at
       )
       SELECT count(*)::int AS total, count(answered_at)::int AS answered,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - applied_at)) / 86400 AS median_days
         FROM counted`,
      [avisoId, days],
    );
    return { total: Number(row.total), answered: Number(row.answered), median_days: row.median_days === null ? null : Number(row.median_days) };
  }

  // ---------- An ad's statistics (company side) ----------

  /** The ad's applications by day (YYYY-MM-DD, Argentina) from `fromDay`. */
  async appliedByDay(avisoId: number, fromDay: string): Promise<Map<string, number>> {
    const rows: { day: string; total: number }[] = await this.dataSource.query(
      `SELECT to_char((applied_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, 'YYYY-MM-DD') AS day, count(*)::int AS total
         FROM applications WHERE aviso_id = $1 AND (applied_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date >= $2::date
        GROUP BY 1`,
      [avisoId, fromDay],
    );
    return new Map(rows.map((row) => [row.day, Number(row.total)]));
  }

  /** The ad's applications by source; null: received before sources were recorded. */
  async appliedBySource(avisoId: number): Promise<Map<AvisoSource | null, number>> {
    const rows: { origen: AvisoSource | null; total: number }[] = await this.dataSource.query(
      `SELECT origen, count(*)::int AS total FROM applications WHERE aviso_id = $1 GROUP BY origen`,
      [avisoId],
    );
    return new Map(rows.map((row) => [row.origen, Number(row.total)]));
  }

  /**
   * The ad's applications by the furthest stage they reached (its index in FUNNEL_STAGES): their
   * current stage, any stage in their history, and 'vista' once the company read them; and how
   * many are discarded now.
   */
  async funnel(avisoId: number): Promise<{ furthest: Map<number, number>; discarded: number }> {
    const order = `ARRAY['nueva', 'vista', 'preseleccionada', 'entrevista', 'finalista', 'contratada']`;
    const rows: { furthest: number; total: number; discarded: number }[] = await this.dataSource.query(
      `SELECT furthest, count(*)::int AS total, count(*) FILTER (WHERE discarded)::int AS discarded
         FROM (SELECT greatest(coalesce(array_position(${order}, a.stage), 1) - 1, CASE WHEN a.readed THEN 1 ELSE 0 END,
                               coalesce(max(array_position(${order}, c.stage)) - 1, 0)) AS furthest,
                      a.stage = 'descartada' AS discarded
                 FROM applications a LEFT JOIN application_stage_changes c ON c.application_id = a.id
                WHERE a.aviso_id = $1
                GROUP BY a.id) reached
        GROUP BY furthest`,
      [avisoId],
    );
    return {
      furthest: new Map(rows.map((row) => [Number(row.furthest), Number(row.total)])),
      discarded: rows.reduce((sum, row) => sum + Number(row.discarded), 0),
    };
  }

  // ---------- Applications, company side ----------

  /**
   * The company's applications waiting for its answer (WAITING_SQL) more than `days` days, per ad,
   * most waiting first: the dashboard's reminder.
   */
  waitingLongOfCompany(companyId: number, days: number): Promise<{ aviso_id: number; titulo: string; total: number }[]> {
    return this.dataSource.query(
      `SELECT v.id AS aviso_id, v.titulo, count(*)::int AS total
         FROM avisos v JOIN applications a ON a.aviso_id = v.id
        WHERE v.company_id = $1 AND a.applied_at < now() - $2::int * interval '1 day' AND ${WAITING_SQL}
        GROUP BY v.id, v.titulo
        ORDER BY total DESC, v.id DESC`,
      [companyId, days],
    );
  }

  /** The company's ad heading its applications screens; undefined when the ad is not the company's. */
  async companyAvisoHeader(companyId: number, avisoId: number): Promise<CompanyAvisoHeaderRow | undefined> {
    const [header]: CompanyAvisoHeaderRow[] = await this.dataSource.query(`${HEADER_SQL} WHERE v.id = $1 AND v.company_id = $2`, [avisoId, companyId]);
    return header;
  }

  /** A page of an ad's applications under a tab and the security filters, newest first. */
  async pageForAviso(avisoId: number, filter: CompanyListFilter): Promise<{ total: number; rows: CompanyListRow[] }> {
    const { where, params } = listWhere(avisoId, filter);
    const [{ total }]: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM applications a WHERE ${where}`, params);
    // The page's ids come from the index alone; only those 20 rows' CVs are read for the columns.
    const rows: CompanyListRow[] = await this.dataSource.query(
      `WITH page AS (
         SELECT a.id, row_number() OVER (ORDER BY ${ORDER_SQL[filter.sort]}) AS place FROM applications a WHERE ${where}
          ORDER BY ${ORDER_SQL[filter.sort]}
          LIMIT ${filter.size} OFFSET ${(filter.page - 1) * filter.size}
       )
       SELECT a.id, a.applied_at, a.readed, a.favourite, a.stage, a.stage_at, a.rating, ${TAGS_SQL} AS tags,
              a.cv_snapshot ->> 'name' AS name,
              ${EDUCATION_SQL} AS educacion, ${EXPERIENCE_SQL} AS experiencia,
              ${HAS_NEW_MESSAGE} AS has_new, a.withdrawn_at IS NOT NULL AS retirada, a.cumple_requisitos,
              ${DAYS_WAITING_SQL} AS dias_sin_respuesta
         FROM page JOIN applications a ON a.id = page.id
        ORDER BY page.place`,
      params,
    );
    return { total: Number(total), rows };
  }

  /** Every application the list shows for the same filter, in its order, for the CSV export. */
  exportForAviso(avisoId: number, filter: CompanyListFilterShape): Promise<CompanyExportRow[]> {
    const { where, params } = listWhere(avisoId, filter);
    return this.dataSource.query(
      `SELECT a.applicant_id, a.applied_at, a.stage, a.stage_at, a.respuestas, a.cumple_requisitos, a.rating, ${TAGS_SQL} AS tags,
              a.cv_snapshot ->> 'name' AS name, a.cv_snapshot ->> 'mail' AS mail, a.cv_snapshot ->> 'tel' AS tel,
              ${EDUCATION_SQL} AS educacion, ${EXPERIENCE_SQL} AS experiencia, a.withdrawn_at IS NOT NULL AS retirada
         FROM applications a
        WHERE ${where}
        ORDER BY ${ORDER_SQL[filter.sort]}`,
      params,
    );
  }

  /**
   * The applications before and after one in its ad's list under the filter and order; the
   * application counts even when it left the filter (opening it read it, the recruiter moved it),
   * so the recruiter goes on from where it stood. Undefined when it is not the company's.
   */
  async neighboursForCompany(companyId: number, applicationId: number, filter: CompanyListFilterShape): Promise<NeighboursRow | undefined> {
    const [owned]: { aviso_id: number }[] = await this.dataSource.query(
      `SELECT a.aviso_id FROM applications a JOIN avisos v ON v.id = a.aviso_id WHERE a.id = $1 AND v.company_id = $2`,
      [applicationId, companyId],
    );
    if (!owned) return undefined;
    const { where, params } = listWhere(owned.aviso_id, filter);
    const at = params.push(applicationId);
    const [row]: NeighboursRow[] = await this.dataSource.query(
      `WITH list AS (
         SELECT a.id, lag(a.id) OVER w AS previous_id, lead(a.id) OVER w AS next_id, row_number() OVER w AS place, count(*) OVER () AS total
           FROM applications a
          WHERE a.aviso_id = $1 AND ((${where}) OR a.id = $${at})
         WINDOW w AS (ORDER BY ${ORDER_SQL[filter.sort]})
       )
       SELECT previous_id, next_id, place::int, total::int FROM list WHERE id = $${at}`,
      params,
    );
    return row;
  }

  /** What the company's copy of an application's CV is drawn from; undefined when the application is gone. */
  async sentCv(applicationId: number): Promise<SentCvRow | undefined> {
    const [row]: SentCvRow[] = await this.dataSource.query(
      `SELECT a.cv_snapshot AS cv, a.respuestas, v.titulo, f.bytes AS photo
         FROM applications a
         JOIN avisos v ON v.id = a.aviso_id
         LEFT JOIN stored_files f ON f.id::text = a.cv_snapshot -> 'fotoPerfil' ->> 'id'
        WHERE a.id = $1`,
      [applicationId],
    );
    return row;
  }

  /** An application to one of the company's ads, with its ad's header and its conversation's state. */
  async detailForCompany(companyId: number, applicationId: number): Promise<CompanyDetailRow | undefined> {
    const [row]: CompanyDetailRow[] = await this.dataSource.query(
      `SELECT a.id AS application_id, a.applied_at, a.readed, a.favourite, a.cv_snapshot, a.respuestas,
              a.stage, a.stage_at, a.withdrawn_at IS NOT NULL AS retirada, a.cumple_requisitos, a.rating, ${TAGS_SQL} AS tags,
              (SELECT cn.id FROM conversations cn WHERE cn.application_id = a.id) AS conversation_id,
              ${HAS_NEW_MESSAGE} AS has_new, h.*
         FROM applications a
         JOIN (${HEADER_SQL}) h ON h.id = a.aviso_id
         JOIN avisos owner ON owner.id = a.aviso_id
        WHERE a.id = $1 AND owner.company_id = $2`,
      [applicationId, companyId],
    );
    return row;
  }

  /** The applicant behind an application to one of the company's ads (null once anonymised), and the name and e-mail it was sent with. */
  async applicantForCompany(companyId: number, applicationId: number): Promise<SentApplicantRow | undefined> {
    const [row]: SentApplicantRow[] = await this.dataSource.query(
      `SELECT a.applicant_id, a.cv_snapshot ->> 'name' AS name, a.cv_snapshot ->> 'mail' AS mail
         FROM applications a JOIN avisos v ON v.id = a.aviso_id WHERE a.id = $1 AND v.company_id = $2`,
      [applicationId, companyId],
    );
    return row;
  }

  /** Changes the company's marks on an application to one of its ads; undefined when it is not one. */
  async updateMarks(
    companyId: number,
    applicationId: number,
    change: MarkChange,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ApplicationMarksRow | undefined> {
    const [rows]: [ApplicationMarksRow[]] = await manager.query(
      `UPDATE applications a SET ${MARK_SQL[change]}
         FROM avisos v
        WHERE a.id = $1 AND v.id = a.aviso_id AND v.company_id = $2
        RETURNING a.id, a.readed, a.favourite`,
      [applicationId, companyId],
    );
    return rows[0];
  }

  /**
   * The company's rating of an application to one of its ads (null clears it), with its tags;
   * undefined when the application is not the company's. Setting the same rating again changes nothing.
   */
  async setRating(companyId: number, applicationId: number, rating: number | null): Promise<LabelsRow | undefined> {
    const [rows]: [LabelsRow[]] = await this.dataSource.query(
      `UPDATE applications a SET rating = $3
         FROM avisos v
        WHERE a.id = $1 AND v.id = a.aviso_id AND v.company_id = $2
        RETURNING a.id, a.rating, ${TAGS_SQL} AS tags`,
      [applicationId, companyId, rating],
    );
    return rows[0];
  }

  // ---------- Stages ----------

  /**
   * Moves applications to a stage, all or none: null when one is not an application to the
   * company's ads (nothing changes). An application already there keeps its date and gets no new
   * history line, so a repeated request changes nothing; `onlyFrom` moves only those in that stage.
   * A move past 'nueva' is a decision on the applicant: it is read from then on, out of 'No leídas'.
   */
  async setStage(
    manager: EntityManager,
    change: { companyId: number; ids: number[]; stage: ApplicationStage; userId: number; onlyFrom?: ApplicationStage },
  ): Promise<ApplicationStageRow[] | null> {
    const owned: { id: number }[] = await manager.query(
      `SELECT a.id FROM applications a JOIN avisos v ON v.id = a.aviso_id
        WHERE a.id = ANY($1::int[]) AND v.company_id = $2
          FOR UPDATE OF a`,
      [change.ids, change.companyId],
    );
    if (owned.length !== change.ids.length) return null;
    // The statements of a WITH share one snapshot: the answer is built from `moved` and `kept`.
    return manager.query(
      `WITH old AS (SELECT id, stage, stage_at FROM applications WHERE id = ANY($1::int[])),
            moved AS (
              UPDATE applications a SET stage = $2, stage_at = now(), readed = a.readed OR $2 <> 'nueva'
                FROM old WHERE a.id = old.id AND old.stage <> $2 AND ($4::text IS NULL OR old.stage = $4) AND a.withdrawn_at IS NULL
                RETURNING a.id, a.stage, a.stage_at
            ),
            logged AS (INSERT INTO application_stage_changes (application_id, stage, changed_by) SELECT id, stage, $3::int FROM moved)
       SELECT id, stage, stage_at, true AS moved FROM moved
       UNION ALL
       SELECT id, stage, stage_at, false AS moved FROM old WHERE id NOT IN (SELECT id FROM moved)
       ORDER BY id`,
      [change.ids, change.stage, change.userId, change.onlyFrom ?? null],
    );
  }

  /** For a stage change's message: each application's applicant (null once gone), name, ad title and whether the ad takes messages. */
  stageMessageTargets(manager: EntityManager, ids: number[]): Promise<StageMessageTargetRow[]> {
    return manager.query(
      `SELECT a.id, a.applicant_id, v.titulo, v.permite_msj_directo, coalesce(cv.data->>'name', a.cv_snapshot->>'name') AS name
         FROM applications a
         JOIN avisos v ON v.id = a.aviso_id
         LEFT JOIN cvs cv ON cv.applicant_id = a.applicant_id
        WHERE a.id = ANY($1::int[])
        ORDER BY a.id`,
      [ids],
    );
  }

  /**
   * A finished ad ends every process still open: those applications become 'descartada', each change
   * kept (by `userId`; null when the ad expired, by nobody); answers their ids.
   */
  async discardOpen(manager: EntityManager, avisoId: number, userId: number | null): Promise<number[]> {
    const rows: { id: number }[] = await manager.query(
      `WITH moved AS (
         UPDATE applications SET stage = 'descartada', stage_at = now()
          WHERE aviso_id = $1 AND stage NOT IN ('contratada', 'descartada') AND withdrawn_at IS NULL
          RETURNING id
       ),
       logged AS (
         INSERT INTO application_stage_changes (application_id, stage, changed_by, automatic) SELECT id, 'descartada', $2::int, true FROM moved
       )
       SELECT id FROM moved ORDER BY id`,
      [avisoId, userId],
    );
    return rows.map((row) => Number(row.id));
  }

  /** The stage changes of an application, oldest first. */
  stageHistory(applicationId: number): Promise<StageChangeRow[]> {
    return this.dataSource.query(`SELECT stage, changed_by, changed_at FROM application_stage_changes WHERE application_id = $1 ORDER BY id`, [applicationId]);
  }

  /** The applicants behind these applications, for e-mails about them; an application whose applicant deleted the account has none. */
  notificationTargets(manager: EntityManager, ids: number[]): Promise<NotificationTargetRow[]> {
    return manager.query(
      `SELECT a.id, a.aviso_id, v.titulo, v.status AS aviso_status, CASE WHEN v.not_confidential THEN c.razonsocial END AS empresa,
              u.id AS user_id, u.email, coalesce(cv.data->>'name', a.cv_snapshot->>'name') AS name
         FROM applications a
         JOIN avisos v ON v.id = a.aviso_id
         JOIN companies c ON c.id = v.company_id
         JOIN applicants ap ON ap.id = a.applicant_id
         JOIN users u ON u.id = ap.user_id
         LEFT JOIN cvs cv ON cv.applicant_id = ap.id
        WHERE a.id = ANY($1::int[])
        ORDER BY a.id`,
      [ids],
    );
  }

  /**
   * Who applied to these ads and did not withdraw, with the ad's title, for a warning after a
   * moderation decision (issue 39); an applicant who deleted the account has no row.
   */
  applicantsOfAvisos(manager: EntityManager, avisoIds: number[]): Promise<{ email: string; name: string | null; titulo: string }[]> {
    return manager.query(
      `SELECT u.email, coalesce(cv.data->>'name', a.cv_snapshot->>'name') AS name, v.titulo
         FROM applications a
         JOIN avisos v ON v.id = a.aviso_id
         JOIN applicants ap ON ap.id = a.applicant_id
         JOIN users u ON u.id = ap.user_id
         LEFT JOIN cvs cv ON cv.applicant_id = ap.id
        WHERE a.aviso_id = ANY($1::int[]) AND a.withdrawn_at IS NULL
        ORDER BY u.email, v.titulo`,
      [avisoIds],
    );
  }

  /** Each application's stage before its latest logged change ('nueva', where it started, when there was none before). */
  async stagesBeforeLastChange(manager: EntityManager, ids: number[]): Promise<Map<number, ApplicationStage>> {
    const rows: { application_id: number; stage: ApplicationStage }[] = await manager.query(
      `SELECT application_id, stage FROM (
         SELECT application_id, stage, row_number() OVER (PARTITION BY application_id ORDER BY id DESC) AS latest
           FROM application_stage_changes WHERE application_id = ANY($1::int[])
       ) changes WHERE latest = 2`,
      [ids],
    );
    const before = new Map(rows.map((row) => [Number(row.application_id), row.stage]));
    return new Map(ids.map((id) => [id, before.get(id) ?? 'nueva']));
  }

  /** The companies, with an account, that received applications (not withdrawn) since then. */
  summaryRecipients(since: Date): Promise<SummaryRecipientRow[]> {
    return this.dataSource.query(
      `SELECT DISTINCT c.id AS company_id, u.id AS user_id, u.email
         FROM applications a JOIN avisos v ON v.id = a.aviso_id JOIN companies c ON c.id = v.company_id JOIN users u ON u.id = c.user_id
        WHERE a.applied_at >= $1 AND a.withdrawn_at IS NULL
        ORDER BY c.id`,
      [since],
    );
  }

  /** The company's applications (not withdrawn) since then, per ad, most first. */
  async newApplicationsPerAviso(manager: EntityManager, companyId: number, since: Date): Promise<NewApplicationsRow[]> {
    const rows: NewApplicationsRow[] = await manager.query(
      `SELECT v.id AS aviso_id, v.titulo, count(*)::int AS nuevas
         FROM applications a JOIN avisos v ON v.id = a.aviso_id
        WHERE v.company_id = $1 AND a.applied_at >= $2 AND a.withdrawn_at IS NULL
        GROUP BY v.id, v.titulo
        ORDER BY nuevas DESC, v.id`,
      [companyId, since],
    );
    return rows.map((row) => ({ ...row, nuevas: Number(row.nuevas) }));
  }
}
