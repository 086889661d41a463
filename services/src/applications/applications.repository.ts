import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ApplicationAnswer, ApplicationStage, ApplicationTab, AvisoStatus, Cv, ListQuery } from '@postulate/contracts';
import { fvalueParameter, nameContains } from '../common/name-filter.js';
import { ConversationMessage } from '../conversations/entities/conversation-message.entity.js';

/*
 * Owner of the tables applications, application_stage_changes, conversations and conversation_messages: only this class
 * writes them. Reads that join other aggregates' tables live here when the question is about an
 * application or its conversation; writes to other aggregates' tables never do.
 */

export type MessageSide = 'Empresa' | 'Postulante';

/** An application as its applicant sees its state. */
export interface ApplicationStatusRow {
  id: number;
  aviso_id: number;
  applied_at: Date;
}

/** The application a conversation belongs to, with what decides who may read and write it. */
export interface ThreadRow {
  application_id: number;
  aviso_id: number;
  company_id: number;
  applicant_id: number | null;
  permite_msj_directo: boolean;
  conversation_id: number | null;
}

export interface MessageRow {
  id: number;
  sender_role: MessageSide;
  sender_name: string;
  text: string;
  created_at: Date;
}

/** A line of Mis Postulaciones. */
export interface ApplicantListRow {
  id: number;
  aviso_id: number;
  stage: ApplicationStage;
  stage_at: Date;
  aviso_status: AvisoStatus;
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
}

/** An application's stage after a change. */
export interface ApplicationStageRow {
  id: number;
  stage: ApplicationStage;
  stage_at: Date;
}

export interface StageChangeRow {
  stage: ApplicationStage;
  changed_by: number | null;
  changed_at: Date;
}

export interface CompanyExportRow {
  applicant_id: number | null;
  applied_at: Date;
  respuestas: ApplicationAnswer[];
  name: string | null;
  mail: string | null;
  tel: string | null;
  educacion: string | null;
  experiencia: string | null;
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
}

/** A conversation with applicant messages the company has not opened. */
export interface UnreadConversationRow {
  aviso_id: number;
  titulo: string;
  application_id: number;
  name: string | null;
  mensajes: number;
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
  page: number;
  size: number;
}

const STATUS_SQL = `SELECT id, aviso_id, applied_at FROM applications WHERE applicant_id = $1 AND aviso_id = $2`;

const THREAD_SQL = `
  SELECT a.id AS application_id, a.aviso_id, v.company_id, a.applicant_id, v.permite_msj_directo, cn.id AS conversation_id
    FROM applications a
    JOIN avisos v ON v.id = a.aviso_id
    LEFT JOIN conversations cn ON cn.application_id = a.id`;

const HEADER_SQL = `
  SELECT v.id, v.titulo, ar.name AS area, s.name AS subarea, v.status, v.published_at, v.permite_msj_directo
    FROM avisos v JOIN areas ar ON ar.id = v.area_id JOIN sub_areas s ON s.id = v.sub_area_id`;

/** An applicant message the company has not opened: the conversation's read mark is below it. */
const HAS_NEW_MESSAGE = `EXISTS (
  SELECT 1 FROM conversations cn JOIN conversation_messages m ON m.conversation_id = cn.id
   WHERE cn.application_id = a.id AND m.sender_role = 'Postulante' AND m.id > cn.company_read_id)`;

/** The first education and the last job of the CV as sent, for the list's columns and the export. */
const EDUCATION_SQL = `nullif(concat_ws(' · ', a.cv_snapshot #>> '{educations,0,description}', a.cv_snapshot #>> '{educations,0,institution}'), '')`;
const EXPERIENCE_SQL = `nullif(concat_ws(' en ', a.cv_snapshot #>> '{workExperience,0,position}', a.cv_snapshot #>> '{workExperience,0,bussiness}'), '')`;

/** The screen's tabs: 'No leidas', 'Todas', 'Favoritas'. */
const TAB_SQL: Record<ApplicationTab, string> = { unread: 'AND NOT a.readed', all: '', favourites: 'AND a.favourite' };

@Injectable()
export class ApplicationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ---------- Applications, applicant side ----------

  /** The applicant's application to the ad, if any. */
  async statusOf(applicantId: number, avisoId: number, manager: EntityManager = this.dataSource.manager): Promise<ApplicationStatusRow | undefined> {
    const [row]: ApplicationStatusRow[] = await manager.query(STATUS_SQL, [applicantId, avisoId]);
    return row;
  }

  /** Stores the application; undefined when the applicant had already applied to the ad (unique constraint). */
  async insertOnce(
    manager: EntityManager,
    application: { avisoId: number; applicantId: number; cv: Cv; respuestas: ApplicationAnswer[] },
  ): Promise<ApplicationStatusRow | undefined> {
    const [inserted]: ApplicationStatusRow[] = await manager.query(
      `INSERT INTO applications (aviso_id, applicant_id, cv_snapshot, respuestas) VALUES ($1, $2, $3::jsonb, $4::jsonb)
         ON CONFLICT ON CONSTRAINT applications_applicant_aviso_key DO NOTHING
         RETURNING id, aviso_id, applied_at`,
      [application.avisoId, application.applicantId, JSON.stringify(application.cv), JSON.stringify(application.respuestas)],
    );
    return inserted;
  }

  /** A page of Mis Postulaciones, newest first; `fvalue` filters by the ad's title. */
  async pageForApplicant(applicantId: number, query: ListQuery): Promise<{ total: number; rows: ApplicantListRow[] }> {
    const params = { applicantId, limit: query.size, offset: (query.page - 1) * query.size, ...fvalueParameter(query.fvalue) };
    const where = `a.applicant_id = :applicantId${query.fvalue ? ` AND ${nameContains('v.titulo')}` : ''}`;
    const run = (sql: string) => {
      const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
      return this.dataSource.query(text, values);
    };
    const [{ total }]: { total: number }[] = await run(
      `SELECT count(*)::int AS total FROM applications a JOIN avisos v ON v.id = a.aviso_id WHERE ${where}`,
    );
    const rows: ApplicantListRow[] = await run(
      `SELECT a.id, a.aviso_id, v.titulo, v.published_at, v.permite_msj_directo, a.stage, a.stage_at, v.status AS aviso_status,
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
      `SELECT a.id, a.aviso_id, a.applied_at, a.respuestas, a.cv_snapshot, v.titulo
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
              a.applied_at, a.respuestas, a.cv_snapshot
         FROM applications a JOIN avisos v ON v.id = a.aviso_id JOIN companies c ON c.id = v.company_id
        WHERE a.applicant_id = $1 ORDER BY a.applied_at, a.id`,
      [applicantId],
    );
  }

  /** The account's erasure: the companies keep the applications without applicant, CV, answers or conversation. */
  async anonymiseApplicant(manager: EntityManager, applicantId: number): Promise<void> {
    await manager.query(
      `DELETE FROM conversations WHERE application_id IN (SELECT id FROM applications WHERE applicant_id = $1)`,
      [applicantId],
    );
    await manager.query(
      `UPDATE applications SET applicant_id = NULL, cv_snapshot = NULL, respuestas = '[]', anonymized_at = now()
          WHERE applicant_id = $1`,
      [applicantId],
    );
  }

  // ---------- Applications, company side ----------

  /** The company's ad heading its applications screens; undefined when the ad is not the company's. */
  async companyAvisoHeader(companyId: number, avisoId: number): Promise<CompanyAvisoHeaderRow | undefined> {
    const [header]: CompanyAvisoHeaderRow[] = await this.dataSource.query(`${HEADER_SQL} WHERE v.id = $1 AND v.company_id = $2`, [
      avisoId,
      companyId,
    ]);
    return header;
  }

  /** A page of an ad's applications under a tab and the security filters, newest first. */
  async pageForAviso(avisoId: number, filter: CompanyListFilter): Promise<{ total: number; rows: CompanyListRow[] }> {
    const params: unknown[] = [avisoId];
    const conditions = [`a.aviso_id = $1 ${TAB_SQL[filter.tab]}`];
    if (filter.mask) conditions.push(`(a.security_flags & $${params.push(filter.mask)}) = $${params.length}`);
    if (filter.stage) conditions.push(`a.stage = $${params.push(filter.stage)}`);
    const where = conditions.join(' AND ');
    const [{ total }]: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM applications a WHERE ${where}`, params);
    // The page's ids come from the index alone; only those 20 rows' CVs are read for the columns.
    const rows: CompanyListRow[] = await this.dataSource.query(
      `WITH page AS (
         SELECT a.id FROM applications a WHERE ${where}
          ORDER BY a.applied_at DESC, a.id DESC
          LIMIT ${filter.size} OFFSET ${(filter.page - 1) * filter.size}
       )
       SELECT a.id, a.applied_at, a.readed, a.favourite, a.stage, a.stage_at,
              a.cv_snapshot ->> 'name' AS name,
              ${EDUCATION_SQL} AS educacion, ${EXPERIENCE_SQL} AS experiencia,
              ${HAS_NEW_MESSAGE} AS has_new
         FROM page JOIN applications a ON a.id = page.id
        ORDER BY a.applied_at DESC, a.id DESC`,
      params,
    );
    return { total: Number(total), rows };
  }

  /** Every application of an ad under a tab and the security mask, newest first, for the CSV export. */
  exportForAviso(avisoId: number, tab: ApplicationTab, mask: number): Promise<CompanyExportRow[]> {
    return this.dataSource.query(
      `SELECT a.applicant_id, a.applied_at, a.respuestas,
              a.cv_snapshot ->> 'name' AS name, a.cv_snapshot ->> 'mail' AS mail, a.cv_snapshot ->> 'tel' AS tel,
              ${EDUCATION_SQL} AS educacion, ${EXPERIENCE_SQL} AS experiencia
         FROM applications a
        WHERE a.aviso_id = $1 ${TAB_SQL[tab]} AND (a.security_flags & $2) = $2
        ORDER BY a.applied_at DESC, a.id DESC`,
      [avisoId, mask],
    );
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

  /** The applicant behind an application to one of the company's ads (null once anonymised). */
  async applicantForCompany(companyId: number, applicationId: number): Promise<{ applicant_id: number | null } | undefined> {
    const [row]: { applicant_id: number | null }[] = await this.dataSource.query(
      `SELECT a.applicant_id FROM applications a JOIN avisos v ON v.id = a.aviso_id WHERE a.id = $1 AND v.company_id = $2`,
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

  // ---------- Stages ----------

  /**
   * Moves applications to a stage, all or none: null when one is not an application to the
   * company's ads (nothing changes). An application already there keeps its date and gets no new
   * history line, so a repeated request changes nothing; `onlyFrom` moves only those in that stage.
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
              UPDATE applications a SET stage = $2, stage_at = now()
                FROM old WHERE a.id = old.id AND old.stage <> $2 AND ($4::text IS NULL OR old.stage = $4)
                RETURNING a.id, a.stage, a.stage_at
            ),
            logged AS (INSERT INTO application_stage_changes (application_id, stage, changed_by) SELECT id, stage, $3::int FROM moved)
       SELECT id, stage, stage_at FROM moved
       UNION ALL
       SELECT id, stage, stage_at FROM old WHERE id NOT IN (SELECT id FROM moved)
       ORDER BY id`,
      [change.ids, change.stage, change.userId, change.onlyFrom ?? null],
    );
  }

  /** A finished ad ends every process still open: those applications become 'descartada', each change kept. */
  async discardOpen(manager: EntityManager, avisoId: number, userId: number): Promise<void> {
    await manager.query(
      `WITH moved AS (
         UPDATE applications SET stage = 'descartada', stage_at = now()
          WHERE aviso_id = $1 AND stage NOT IN ('contratada', 'descartada')
          RETURNING id
       )
       INSERT INTO application_stage_changes (application_id, stage, changed_by) SELECT id, 'descartada', $2::int FROM moved`,
      [avisoId, userId],
    );
  }

  /** The stage changes of an application, oldest first. */
  stageHistory(applicationId: number): Promise<StageChangeRow[]> {
    return this.dataSource.query(
      `SELECT stage, changed_by, changed_at FROM application_stage_changes WHERE application_id = $1 ORDER BY id`,
      [applicationId],
    );
  }

  // ---------- Conversations ----------

  /** One row per conversation on the company's ads with applicant messages it has not opened, newest first. */
  async unreadConversationsOfCompany(companyId: number): Promise<UnreadConversationRow[]> {
    const rows: UnreadConversationRow[] = await this.dataSource.query(
      `SELECT v.id AS aviso_id, v.titulo, a.id AS application_id, a.cv_snapshot ->> 'name' AS name,
              count(m.id)::int AS mensajes, max(m.id) AS newest
         FROM avisos v
         JOIN applications a ON a.aviso_id = v.id
         JOIN conversations cn ON cn.application_id = a.id
         JOIN conversation_messages m ON m.conversation_id = cn.id AND m.sender_role = 'Postulante' AND m.id > cn.company_read_id
        WHERE v.company_id = $1
        GROUP BY v.id, a.id
        ORDER BY newest DESC`,
      [companyId],
    );
    return rows.map((row) => ({ ...row, mensajes: Number(row.mensajes) }));
  }

  /** The thread of the applicant's application to the ad; `lock` holds the application until the transaction ends. */
  async threadForApplicant(manager: EntityManager, applicantId: number, avisoId: number, lock = false): Promise<ThreadRow | undefined> {
    const [thread]: ThreadRow[] = await manager.query(`${THREAD_SQL} WHERE a.applicant_id = $1 AND a.aviso_id = $2${lock ? ' FOR UPDATE OF a' : ''}`, [
      applicantId,
      avisoId,
    ]);
    return thread;
  }

  /** The thread of an application to one of the company's ads; `lock` holds the application until the transaction ends. */
  async threadForCompany(manager: EntityManager, companyId: number, applicationId: number, lock = false): Promise<ThreadRow | undefined> {
    const [thread]: ThreadRow[] = await manager.query(`${THREAD_SQL} WHERE a.id = $1 AND v.company_id = $2${lock ? ' FOR UPDATE OF a' : ''}`, [
      applicationId,
      companyId,
    ]);
    return thread;
  }

  /** Whether the company has written in the conversation. */
  companyWrote(manager: EntityManager, conversationId: number): Promise<boolean> {
    return manager.existsBy(ConversationMessage, { conversationId, senderRole: 'Empresa' });
  }

  /** The name an applicant's messages carry: the CV's, else the account's. */
  async applicantSenderName(manager: EntityManager, applicantId: number): Promise<string> {
    const [{ name }]: { name: string }[] = await manager.query(
      `SELECT coalesce(cv.data->>'name', u.name) AS name
           FROM applicants ap JOIN users u ON u.id = ap.user_id LEFT JOIN cvs cv ON cv.applicant_id = ap.id
          WHERE ap.id = $1`,
      [applicantId],
    );
    return name;
  }

  /** The name a company's messages carry. */
  async companySenderName(manager: EntityManager, companyId: number): Promise<string> {
    const [{ razonsocial }]: { razonsocial: string }[] = await manager.query(`SELECT razonsocial FROM companies WHERE id = $1`, [companyId]);
    return razonsocial;
  }

  /** The application's conversation id, opening it if needed. */
  async openConversation(manager: EntityManager, applicationId: number): Promise<number> {
    // ON CONFLICT: a company writing from two tabs at once opens one conversation.
    await manager.query(`INSERT INTO conversations (application_id) VALUES ($1) ON CONFLICT (application_id) DO NOTHING`, [applicationId]);
    const [{ id }]: { id: number }[] = await manager.query(`SELECT id FROM conversations WHERE application_id = $1`, [applicationId]);
    return id;
  }

  async appendMessage(manager: EntityManager, conversationId: number, side: MessageSide, name: string, text: string): Promise<void> {
    await manager.insert(ConversationMessage, { conversationId, senderRole: side, senderName: name, text });
  }

  /** The conversation's messages, oldest first. */
  messagesOf(manager: EntityManager, conversationId: number): Promise<MessageRow[]> {
    return manager.query(
      `SELECT id, sender_role, sender_name, text, created_at FROM conversation_messages WHERE conversation_id = $1 ORDER BY id`,
      [conversationId],
    );
  }

  /** Every message of the application's conversation, oldest first. */
  messagesOfApplication(applicationId: number): Promise<MessageRow[]> {
    return this.dataSource.query(
      `SELECT m.id, m.sender_role, m.sender_name, m.text, m.created_at
         FROM conversation_messages m JOIN conversations cn ON cn.id = m.conversation_id
        WHERE cn.application_id = $1 ORDER BY m.id`,
      [applicationId],
    );
  }

  /** Moves the applicant's read mark to the newest message; false when the conversation is not theirs. */
  markReadByApplicant(conversationId: number, applicantId: number): Promise<boolean> {
    return this.markRead(conversationId, 'applicant_read_id', `a.applicant_id = $2`, applicantId);
  }

  /** Moves the company's read mark to the newest message; false when the conversation is not on its ads. */
  markReadByCompany(conversationId: number, companyId: number): Promise<boolean> {
    return this.markRead(conversationId, 'company_read_id', `v.company_id = $2`, companyId);
  }

  private async markRead(conversationId: number, column: 'applicant_read_id' | 'company_read_id', owner: string, ownerId: number): Promise<boolean> {
    const [rows]: [{ id: number }[]] = await this.dataSource.query(
      `UPDATE conversations cn
          SET ${column} = coalesce((SELECT max(id) FROM conversation_messages WHERE conversation_id = cn.id), 0)
         FROM applications a JOIN avisos v ON v.id = a.aviso_id
        WHERE cn.id = $1 AND a.id = cn.application_id AND ${owner}
        RETURNING cn.id`,
      [conversationId, ownerId],
    );
    return rows.length > 0;
  }
}
