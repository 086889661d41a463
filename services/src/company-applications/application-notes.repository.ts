import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/*
 * Owner of the table application_notes: a company's private notes on the applications to its ads.
 * Only the company side reads it; no applicant answer, message or data export joins it.
 */

export interface ApplicationNoteRow {
  id: number;
  text: string;
  author: string | null;
  created_at: Date;
}

@Injectable()
export class ApplicationNotesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The application's notes, newest first, with the author's user name. */
  list(applicationId: number): Promise<ApplicationNoteRow[]> {
    return this.dataSource.query(
      `SELECT n.id, n.text, u.name AS author, n.created_at
         FROM application_notes n LEFT JOIN users u ON u.id = n.author_id
        WHERE n.application_id = $1
        ORDER BY n.id DESC`,
      [applicationId],
    );
  }

  async insert(applicationId: number, authorId: number, text: string): Promise<ApplicationNoteRow> {
    const [row]: ApplicationNoteRow[] = await this.dataSource.query(
      `WITH added AS (INSERT INTO application_notes (application_id, author_id, text) VALUES ($1, $2, $3) RETURNING *)
       SELECT added.id, added.text, u.name AS author, added.created_at FROM added LEFT JOIN users u ON u.id = added.author_id`,
      [applicationId, authorId, text],
    );
    return row;
  }

  /** Deletes a note on an application to one of the company's ads; false when it is not one. */
  async removeForCompany(companyId: number, noteId: number): Promise<boolean> {
    const [rows]: [unknown[]] = await this.dataSource.query(
      `DELETE FROM application_notes n
        USING applications a, avisos v
        WHERE n.id = $1 AND a.id = n.application_id AND v.id = a.aviso_id AND v.company_id = $2
        RETURNING n.id`,
      [noteId, companyId],
    );
    return rows.length > 0;
  }

  /** Every note about the applicant's applications (the applicant deletes their account). */
  async deleteAboutApplicant(manager: EntityManager, applicantId: number): Promise<void> {
    await manager.query(`DELETE FROM application_notes WHERE application_id IN (SELECT id FROM applications WHERE applicant_id = $1)`, [applicantId]);
  }
}
