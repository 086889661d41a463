import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/*
 * Owner of the tables company_tags and application_tags: a company's tags and which of its
 * applications carry them. Only the company side reads them; no applicant answer, message or data
 * export joins them. (The rating is a column of applications: ApplicationsRepository writes it.)
 */

/** An application to one of the company's ads, held until the transaction ends, with its rating. */
export interface LockedApplicationRow {
  id: number;
  rating: number | null;
}

export interface TagSuggestionRow {
  name: string;
  uses: number;
}

@Injectable()
export class ApplicationLabelsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The application, when it is one to the company's ads, locked against another change of its tags
   * (two requests adding tags at once count them one after the other); undefined otherwise.
   */
  async lockOwned(manager: EntityManager, companyId: number, applicationId: number): Promise<LockedApplicationRow | undefined> {
    const [row]: LockedApplicationRow[] = await manager.query(
      `SELECT a.id, a.rating FROM applications a JOIN avisos v ON v.id = a.aviso_id
        WHERE a.id = $1 AND v.company_id = $2
          FOR NO KEY UPDATE OF a`,
      [applicationId, companyId],
    );
    return row;
  }

  /** The keys of the application's tags, in alphabetical order, and their names. */
  tagsOf(manager: EntityManager, applicationId: number): Promise<{ name: string; key: string }[]> {
    return manager.query(`SELECT t.name, t.key FROM application_tags lt JOIN company_tags t ON t.id = lt.tag_id WHERE lt.application_id = $1 ORDER BY t.key`, [
      applicationId,
    ]);
  }

  /**
   * Puts the company's tag on the application, creating the tag the first time the company uses it.
   * A tag no application carries any longer takes the spelling written now.
   */
  async attach(manager: EntityManager, companyId: number, applicationId: number, name: string, key: string): Promise<void> {
    const [tag]: { id: number }[] = await manager.query(
      `INSERT INTO company_tags (company_id, name, key) VALUES ($1, $2, $3)
       ON CONFLICT (company_id, key) DO UPDATE
         SET name = CASE WHEN EXISTS (SELECT 1 FROM application_tags lt WHERE lt.tag_id = company_tags.id) THEN company_tags.name ELSE EXCLUDED.name END
       RETURNING id`,
      [companyId, name, key],
    );
    await manager.query(`INSERT INTO application_tags (application_id, tag_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [applicationId, tag.id]);
  }

  /** Takes the company's tag with that key off the application (nothing when it does not carry it). */
  async detach(manager: EntityManager, companyId: number, applicationId: number, key: string): Promise<void> {
    await manager.query(
      `DELETE FROM application_tags lt USING company_tags t
        WHERE lt.tag_id = t.id AND lt.application_id = $1 AND t.company_id = $2 AND t.key = $3`,
      [applicationId, companyId, key],
    );
  }

  /**
   * The company's tags some application carries whose key contains `key` (LIKE wildcards taken
   * literally): those starting with it first, then the most used, then alphabetically.
   */
  suggestions(companyId: number, key: string, limit: number): Promise<TagSuggestionRow[]> {
    const pattern = key.replace(/[\\%_]/g, '\\$&');
    return this.dataSource.query(
      `SELECT t.name, u.uses
         FROM company_tags t
         CROSS JOIN LATERAL (SELECT count(*)::int AS uses FROM application_tags lt WHERE lt.tag_id = t.id) u
        WHERE t.company_id = $1 AND t.key LIKE '%' || $2 || '%' AND u.uses > 0
        ORDER BY t.key LIKE $2 || '%' DESC, u.uses DESC, t.key
        LIMIT ${limit}`,
      [companyId, pattern],
    );
  }

  /** Every tag on the applicant's applications (the applicant deletes their account). */
  async deleteAboutApplicant(manager: EntityManager, applicantId: number): Promise<void> {
    await manager.query(`DELETE FROM application_tags WHERE application_id IN (SELECT id FROM applications WHERE applicant_id = $1)`, [applicantId]);
  }
}
