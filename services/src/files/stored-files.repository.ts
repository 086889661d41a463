import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { StoredFile, type StoredFileKind } from './entities/stored-file.entity.js';

/*
 * Owner of the table stored_files: only this class writes it. Reads that join other aggregates'
 * tables live here when the question is about a stored file; writes to other aggregates' tables
 * never do.
 */

/** A file's bytes with what serving them needs. */
export interface StoredFileContentRow {
  mime: string;
  size: number;
  bytes: Buffer;
}

@Injectable()
export class StoredFilesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores checked bytes inside the caller's transaction; returns the new file's id. */
  async insert(manager: EntityManager, file: { kind: StoredFileKind; mime: string; bytes: Buffer }): Promise<string> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(StoredFile)
      .values({ kind: file.kind, mime: file.mime, bytes: file.bytes, size: file.bytes.length })
      .returning('id')
      .execute();
    return (result.raw as { id: string }[])[0].id;
  }

  /** A file of one of `kinds`, with its bytes; null for an unknown id or another kind. */
  contentOfKinds(id: string, kinds: readonly StoredFileKind[]): Promise<StoredFileContentRow | null> {
    return this.dataSource
      .getRepository(StoredFile)
      .createQueryBuilder('file')
      .select(['file.mime', 'file.size'])
      .addSelect('file.bytes')
      .where('file.id = :id AND file.kind IN (:...kinds)', { id, kinds })
      .getOne();
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(StoredFile, { id });
  }

  /** Every file of an applicant's CV (their cv_files rows go with them), for the account's deletion. */
  async deleteOfApplicant(manager: EntityManager, applicantId: number): Promise<void> {
    await manager.query(`DELETE FROM stored_files WHERE id IN (SELECT file_id FROM cv_files WHERE applicant_id = $1)`, [applicantId]);
  }
}
