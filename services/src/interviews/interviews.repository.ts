import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ApplicationStage, AvisoStatus, InterviewAnswer, InterviewModality, InterviewSave, InterviewState } from '@postulate/contracts';

/*
 * Owner of the table interviews: only this class writes it. Reads join the application, its ad, the
 * company and the applicant to say what an interview is about and whom it concerns.
 */

/** An interview with what its screens and e-mails name. */
export interface InterviewRow {
  id: number;
  application_id: number;
  aviso_id: number;
  titulo: string;
  name: string | null;
  razonsocial: string;
  not_confidential: boolean;
  company_email: string;
  company_user_email: string | null;
  applicant_email: string | null;
  starts_at: Date;
  duration_minutes: number;
  modality: InterviewModality;
  address: string | null;
  link: string | null;
  message: string | null;
  status: InterviewState;
  answer: InterviewAnswer | null;
  answer_message: string | null;
  answered_at: Date | null;
  sequence: number;
}

/** An application the company schedules for, locked for the transaction. */
export interface SchedulableRow {
  id: number;
  stage: ApplicationStage;
  withdrawn: boolean;
  aviso_status: AvisoStatus;
  applicant_id: number | null;
}

const VIEW = `
  SELECT i.id, i.application_id, a.aviso_id, v.titulo,
         coalesce(a.cv_snapshot->>'name', cv.data->>'name') AS name,
         c.razonsocial, v.not_confidential, c.email AS company_email, cu.email AS company_user_email, u.email AS applicant_email,
         i.starts_at, i.duration_minutes, i.modality, i.address, i.link, i.message, i.status,
         i.answer, i.answer_message, i.answered_at, i.sequence
    FROM interviews i
    JOIN applications a ON a.id = i.application_id
    JOIN avisos v ON v.id = a.aviso_id
    JOIN companies c ON c.id = v.company_id
    LEFT JOIN users cu ON cu.id = c.user_id
    LEFT JOIN applicants ap ON ap.id = a.applicant_id
    LEFT JOIN users u ON u.id = ap.user_id
    LEFT JOIN cvs cv ON cv.applicant_id = ap.id`;

/** How many interviews one list answers at most. */
const LIST_MAX = 100;

/** node-postgres answers [rows, count] for UPDATE ... RETURNING through TypeORM's query(). */
const rowsOf = <T>(answer: T[] | [T[], number]): T[] => (Array.isArray(answer[0]) ? answer[0] : answer) as T[];

/** The reminder is due 24 h before; an interview sooner than that gets none (its invitation just went). */
const REMINDER_SQL = `CASE WHEN $STARTS - interval '24 hours' <= $NOW THEN $NOW END`;
const reminderAt = (starts: string, now: string) => REMINDER_SQL.replace(/\$STARTS/g, starts).replace(/\$NOW/g, now);

@Injectable()
export class InterviewsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The company's application, locked; undefined when it is not one of its ads'. */
  async lockApplication(manager: EntityManager, companyId: number, applicationId: number): Promise<SchedulableRow | undefined> {
    const [row]: SchedulableRow[] = await manager.query(
      `SELECT a.id, a.stage, a.withdrawn_at IS NOT NULL AS withdrawn, v.status AS aviso_status, a.applicant_id
         FROM applications a JOIN avisos v ON v.id = a.aviso_id
        WHERE a.id = $1 AND v.company_id = $2
          FOR UPDATE OF a`,
      [applicationId, companyId],
    );
    return row;
  }

  /** Whether the application has a programmed interview that has not ended at `now`. */
  async hasUpcoming(manager: EntityManager, applicationId: number, now: Date, except?: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM interviews
        WHERE application_id = $1 AND status = 'programada' AND starts_at + make_interval(mins => duration_minutes) > $2 AND id <> coalesce($3, 0)`,
      [applicationId, now, except ?? null],
    );
    return rows.length > 0;
  }

  async insert(manager: EntityManager, applicationId: number, save: InterviewSave, start: Date, userId: number, now: Date): Promise<number> {
    const [row]: { id: number }[] = await manager.query(
      `INSERT INTO interviews (application_id, starts_at, duration_minutes, modality, address, link, message, created_by, reminder_sent_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ${reminderAt('$2::timestamptz', '$9::timestamptz')}, $9, $9)
       RETURNING id`,
      [applicationId, start, save.duracion, save.modalidad, save.direccion ?? null, save.enlace ?? null, save.mensaje ?? null, userId, now],
    );
    return Number(row.id);
  }

  /** The interview of that application of the company's, locked; undefined when there is none. */
  async lockForCompany(manager: EntityManager, companyId: number, applicationId: number, interviewId: number): Promise<{ status: InterviewState } | undefined> {
    const [row]: { status: InterviewState }[] = await manager.query(
      `SELECT i.status FROM interviews i JOIN applications a ON a.id = i.application_id JOIN avisos v ON v.id = a.aviso_id
        WHERE i.id = $1 AND i.application_id = $2 AND v.company_id = $3
          FOR UPDATE OF i`,
      [interviewId, applicationId, companyId],
    );
    return row;
  }

  /** A new time or place: the next SEQUENCE, the candidate's answer cleared, the reminder due again. */
  async reprogram(manager: EntityManager, interviewId: number, save: InterviewSave, start: Date, now: Date): Promise<void> {
    await manager.query(
      `UPDATE interviews
          SET starts_at = $2, duration_minutes = $3, modality = $4, address = $5, link = $6, message = $7,
              sequence = sequence + 1, answer = NULL, answer_message = NULL, answered_at = NULL,
              reminder_sent_at = ${reminderAt('$2::timestamptz', '$8::timestamptz')}, updated_at = $8
        WHERE id = $1`,
      [interviewId, start, save.duracion, save.modalidad, save.direccion ?? null, save.enlace ?? null, save.mensaje ?? null, now],
    );
  }

  async cancel(manager: EntityManager, interviewId: number, now: Date): Promise<void> {
    await manager.query(`UPDATE interviews SET status = 'cancelada', sequence = sequence + 1, updated_at = $2 WHERE id = $1`, [interviewId, now]);
  }

  /** The applicant's interview, locked; undefined when it is not theirs. */
  async lockForApplicant(manager: EntityManager, applicantId: number, interviewId: number): Promise<{ status: InterviewState; ends_at: Date } | undefined> {
    const [row]: { status: InterviewState; ends_at: Date }[] = await manager.query(
      `SELECT i.status, i.starts_at + make_interval(mins => i.duration_minutes) AS ends_at
         FROM interviews i JOIN applications a ON a.id = i.application_id
        WHERE i.id = $1 AND a.applicant_id = $2 AND a.withdrawn_at IS NULL
          FOR UPDATE OF i`,
      [interviewId, applicantId],
    );
    return row;
  }

  async answer(manager: EntityManager, interviewId: number, answer: InterviewAnswer, message: string | null, now: Date): Promise<void> {
    await manager.query(`UPDATE interviews SET answer = $2, answer_message = $3, answered_at = $4, updated_at = $4 WHERE id = $1`, [
      interviewId,
      answer,
      message,
      now,
    ]);
  }

  async view(manager: EntityManager, interviewId: number): Promise<InterviewRow> {
    const [row]: InterviewRow[] = await manager.query(`${VIEW} WHERE i.id = $1`, [interviewId]);
    return row;
  }

  /** Every interview of the company's application: the programmed ones first, then the rest, latest first. */
  ofApplication(companyId: number, applicationId: number): Promise<InterviewRow[]> {
    return this.dataSource.query(
      `${VIEW} WHERE i.application_id = $1 AND v.company_id = $2 ORDER BY (i.status = 'programada') DESC, i.starts_at DESC, i.id DESC LIMIT ${LIST_MAX}`,
      [applicationId, companyId],
    );
  }

  /** The company's programmed interviews that have not ended, soonest first; of one ad when given. */
  upcomingForCompany(companyId: number, now: Date, avisoId?: number): Promise<InterviewRow[]> {
    return this.dataSource.query(
      `${VIEW}
        WHERE v.company_id = $1 AND i.status = 'programada' AND a.withdrawn_at IS NULL
          AND i.starts_at + make_interval(mins => i.duration_minutes) > $2 AND ($3::int IS NULL OR a.aviso_id = $3)
        ORDER BY i.starts_at, i.id LIMIT ${LIST_MAX}`,
      [companyId, now, avisoId ?? null],
    );
  }

  /** The applicant's interviews that have not ended, cancelled ones too, soonest first. */
  upcomingForApplicant(applicantId: number, now: Date): Promise<InterviewRow[]> {
    return this.dataSource.query(
      `${VIEW}
        WHERE a.applicant_id = $1 AND a.withdrawn_at IS NULL AND i.starts_at + make_interval(mins => i.duration_minutes) > $2
        ORDER BY i.starts_at, i.id LIMIT ${LIST_MAX}`,
      [applicantId, now],
    );
  }

  /** Every interview of the applicant, cancelled and past ones too, oldest first: their copy of their data. */
  allOfApplicant(applicantId: number): Promise<InterviewRow[]> {
    return this.dataSource.query(`${VIEW} WHERE a.applicant_id = $1 ORDER BY i.starts_at, i.id`, [applicantId]);
  }

  /**
   * The applicant deletes their account: their answers' messages go, and the interviews still ahead
   * are cancelled (nobody is left to attend or to remind). No e-mail: the address is gone too.
   */
  async forgetApplicant(manager: EntityManager, applicantId: number): Promise<void> {
    await manager.query(
      `UPDATE interviews
          SET answer_message = NULL,
              status = CASE WHEN status = 'programada' AND starts_at > now() THEN 'cancelada' ELSE status END,
              updated_at = now()
        WHERE application_id IN (SELECT id FROM applications WHERE applicant_id = $1)`,
      [applicantId],
    );
  }

  /**
   * Claims the reminders due at `now` (programmed interviews starting within 24 h, of applications
   * still open on ads not finished), marking them sent in the caller's transaction: another instance
   * skips the rows locked here and then finds them claimed.
   */
  async claimReminders(manager: EntityManager, now: Date, batch: number): Promise<number[]> {
    const rows = rowsOf<{ id: number }>(
      await manager.query(
        `UPDATE interviews SET reminder_sent_at = $1
          WHERE id IN (
            SELECT i.id FROM interviews i JOIN applications a ON a.id = i.application_id JOIN avisos v ON v.id = a.aviso_id
             WHERE i.status = 'programada' AND i.reminder_sent_at IS NULL AND i.starts_at > $1 AND i.starts_at <= $1::timestamptz + interval '24 hours'
               AND a.withdrawn_at IS NULL AND a.applicant_id IS NOT NULL AND v.status <> 'finished'
             ORDER BY i.starts_at LIMIT $2
               FOR UPDATE OF i SKIP LOCKED)
          RETURNING id`,
        [now, batch],
      ),
    );
    return rows.map((row) => Number(row.id));
  }
}
