import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PUBLIC_FILE_KINDS, type StoredFileKind } from './entities/stored-file.entity.js';
import { StoredFilesRepository } from './stored-files.repository.js';

export interface FileContent {
  mime: string;
  size: number;
  bytes: Buffer;
}

/** Files live in PostgreSQL (stored_files), so API instances share them without a shared disk. */
@Injectable()
export class FilesService {
  constructor(private readonly storedFiles: StoredFilesRepository) {}

  /** Stores checked bytes inside the caller's transaction; returns the new file's id. */
  store(manager: EntityManager, file: { kind: StoredFileKind; mime: string; bytes: Buffer }): Promise<string> {
    return this.storedFiles.insert(manager, file);
  }

  /** A file anyone may download (a company logo), or null: unknown ids and private kinds look alike. */
  async findPublic(id: string): Promise<FileContent | null> {
    const file = await this.storedFiles.contentOfKinds(id, PUBLIC_FILE_KINDS);
    return file && { mime: file.mime, size: file.size, bytes: file.bytes };
  }
}
