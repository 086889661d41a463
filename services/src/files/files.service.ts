import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { PUBLIC_FILE_KINDS, StoredFile, type StoredFileKind } from './entities/stored-file.entity.js';

export interface FileContent {
  mime: string;
  size: number;
  bytes: Buffer;
}

/** Files live in PostgreSQL (stored_files), so API instances share them without a shared disk. */
@Injectable()
export class FilesService {
  constructor(@InjectRepository(StoredFile) private readonly files: Repository<StoredFile>) {}

  /** Stores checked bytes inside the caller's transaction; returns the new file's id. */
  async store(manager: EntityManager, file: { kind: StoredFileKind; mime: string; bytes: Buffer }): Promise<string> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(StoredFile)
      .values({ kind: file.kind, mime: file.mime, bytes: file.bytes, size: file.bytes.length })
      .returning('id')
      .execute();
    return (result.raw as { id: string }[])[0].id;
  }

  /** A file anyone may download (a company logo), or null: unknown ids and private kinds look alike. */
  async findPublic(id: string): Promise<FileContent | null> {
    const file = await this.files
      .createQueryBuilder('file')
      .select(['file.mime', 'file.size'])
      .addSelect('file.bytes')
      .where('file.id = :id AND file.kind IN (:...kinds)', { id, kinds: PUBLIC_FILE_KINDS })
      .getOne();
    return file && { mime: file.mime, size: file.size, bytes: file.bytes };
  }
}
