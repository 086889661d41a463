import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { Cv, CvFile as CvFileRef } from '@postulate/contracts';
import { Applicant } from './entities/applicant.entity.js';
import { CvFile } from './entities/cv-file.entity.js';
import { CvDocument } from './entities/cv.entity.js';

/*
 * Owner of the tables applicants, cvs and cv_files: only this class writes them. Reads that join
 * other aggregates' tables live here when the question is about an applicant, their CV or its
 * files; writes to other aggregates' tables never do.
 */

/** A CV file with its bytes, as its download serves it. */
export interface CvFileContentRow {
  mime: CvFileRef['tipo'];
  size: number;
  bytes: Buffer;
  name: string;
}

/** A CV file in the applicant's data export (without the bytes). */
export interface CvFileExportRow {
  id: string;
  name: string;
  mime: CvFileRef['tipo'];
  size: number;
  created_at: Date;
}

@Injectable()
export class CvsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ---------- Applicants ----------

  /** The applicant row of a user, if they are one. */
  /** A new account's applicant row, without a CV yet. */
  async insertApplicant(manager: EntityManager, userId: number): Promise<void> {
    await manager.insert(Applicant, { userId, cvName: null });
  }

  /** The name and e-mail a test report shows: the CV's name, or the account's. */
  async reportIdentity(applicantId: number): Promise<{ name: string; email: string } | null> {
    const applicant = await this.dataSource.getRepository(Applicant).findOne({ where: { id: applicantId }, relations: { user: true } });
    return applicant && { name: applicant.cvName ?? applicant.user.name, email: applicant.user.email };
  }

  /** Whether the applicant shares the personality result with companies; null for no such applicant. */
  async sharesMbti(applicantId: number): Promise<boolean | null> {
    const applicant = await this.dataSource.getRepository(Applicant).findOne({ where: { id: applicantId }, select: { id: true, shareMbti: true } });
    return applicant?.shareMbti ?? null;
  }

  async setShareMbti(applicantId: number, share: boolean): Promise<void> {
    await this.dataSource.getRepository(Applicant).update({ id: applicantId }, { shareMbti: share });
  }

  async applicantIdOfUser(userId: number): Promise<number | null> {
    const applicant = await this.dataSource.getRepository(Applicant).findOne({ where: { userId }, select: { id: true } });
    return applicant?.id ?? null;
  }

  /** The name the applicant's session shows, kept with the CV it comes from. */
  async setCvName(manager: EntityManager, applicantId: number, cvName: string): Promise<void> {
    await manager.update(Applicant, { id: applicantId }, { cvName });
  }

  // ---------- The CV ----------

  /** The applicant's CV, null before their first save. */
  cvOf(applicantId: number, manager: EntityManager = this.dataSource.manager): Promise<CvDocument | null> {
    return manager.findOneBy(CvDocument, { applicantId });
  }

  /** The applicant's CV, locked until the transaction ends (none: nothing to lock). */
  lockCv(manager: EntityManager, applicantId: number): Promise<CvDocument | null> {
    return manager.createQueryBuilder(CvDocument, 'cv').setLock('pessimistic_write').where('cv.applicantId = :applicantId', { applicantId }).getOne();
  }

  /** Writes the CV under its next version; returns the stored row. */
  async update(manager: EntityManager, applicantId: number, cv: Cv, version: number): Promise<CvDocument> {
    await manager.update(CvDocument, { applicantId }, { data: cv, version, updatedAt: () => 'now()' });
    return manager.findOneByOrFail(CvDocument, { applicantId });
  }

  /** The applicant's first CV (version 1); undefined when another save stored one first (unique key). */
  async insertFirst(manager: EntityManager, applicantId: number, cv: Cv): Promise<CvDocument | undefined> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO cvs (applicant_id, data, version) VALUES ($1, $2::jsonb, 1)
       ON CONFLICT (applicant_id) DO NOTHING RETURNING applicant_id`,
      [applicantId, JSON.stringify(cv)],
    );
    if (inserted.length === 0) return undefined;
    return manager.findOneByOrFail(CvDocument, { applicantId });
  }

  // ---------- The CV's files ----------

  async insertFile(manager: EntityManager, file: { fileId: string; applicantId: number; name: string }): Promise<void> {
    await manager.insert(CvFile, file);
  }

  /** Whether an application's CV snapshot still shows the file (the company keeps seeing the CV as it was sent). */
  async isInSentCv(manager: EntityManager, fileId: string): Promise<boolean> {
    const [kept]: unknown[] = await manager.query(
      `SELECT 1 FROM applications
        WHERE cv_snapshot->'fotoPerfil'->>'id' = $1 OR cv_snapshot->'seguridad'->'documento'->>'id' = $1
        LIMIT 1`,
      [fileId],
    );
    return kept !== undefined;
  }

  /** A CV file, for its owner or for a company that received it with an application to one of its ads. */
  async downloadable(userId: number, fileId: string): Promise<CvFileContentRow | undefined> {
    const [row]: CvFileContentRow[] = await this.dataSource.query(
      `SELECT f.mime, f.size, f.bytes, cf.name
         FROM cv_files cf
         JOIN stored_files f ON f.id = cf.file_id
         JOIN applicants ap ON ap.id = cf.applicant_id
        WHERE cf.file_id = $1
          AND (ap.user_id = $2 OR EXISTS (
            SELECT 1 FROM applications a
              JOIN avisos v ON v.id = a.aviso_id
              JOIN companies c ON c.id = v.company_id
             WHERE c.user_id = $2
               AND (a.cv_snapshot->'fotoPerfil'->>'id' = $3 OR a.cv_snapshot->'seguridad'->'documento'->>'id' = $3)))`,
      // The id twice: once as the uuid column's, once as JSON text (one parameter cannot be both types).
      [fileId, userId, fileId],
    );
    return row;
  }

  /** The files of an applicant's CV, oldest first, for the data export. */
  filesForExport(applicantId: number): Promise<CvFileExportRow[]> {
    return this.dataSource.query(
      `SELECT cf.file_id AS id, cf.name, f.mime, f.size, f.created_at
         FROM cv_files cf JOIN stored_files f ON f.id = cf.file_id
        WHERE cf.applicant_id = $1 ORDER BY f.created_at`,
      [applicantId],
    );
  }
}
