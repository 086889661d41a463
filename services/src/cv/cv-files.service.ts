import { HttpStatus, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import { CV_LIMITS, CV_MESSAGES, MESSAGES, PHOTO_TYPES, type CvAttachment, type CvFile as CvFileRef } from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import type { SessionUser } from '../common/session-user.js';
import type { UploadedFileData } from '../common/single-file-upload.js';
import type { FileContent } from '../files/files.service.js';
import { checkDocument, DOCUMENT_EXTENSION, type DocumentMessages } from '../files/document-content.js';
import { checkImage, type ImageRule } from '../files/image-content.js';
import { StoredFilesRepository } from '../files/stored-files.repository.js';
import { CvsRepository } from './cvs.repository.js';

/** A checked upload, ready to be stored inside the CV's save transaction. */
export interface PreparedUpload {
  adjunto: CvAttachment;
  mime: CvFileRef['tipo'];
  bytes: Buffer;
}

const KIND: Record<CvAttachment, string> = { fotoPerfil: 'cv-photo', documentoSeguridad: 'cv-document' };
const MAX_PIXELS = 4000 * 4000;

export const PHOTO_RULE: ImageRule = {
  maxBytes: CV_LIMITS.photoMaxBytes,
  maxPixels: MAX_PIXELS,
  mimeTypes: PHOTO_TYPES,
  messages: {
    type: CV_MESSAGES.photoType,
    tooLarge: CV_MESSAGES.photoTooLarge,
    unreadable: CV_MESSAGES.photoUnreadable,
    tooManyPixels: CV_MESSAGES.photoTooManyPixels,
  },
};

const DOCUMENT_MESSAGES: DocumentMessages = {
  type: CV_MESSAGES.documentType,
  tooLarge: CV_MESSAGES.documentTooLarge,
  unreadable: CV_MESSAGES.documentUnreadable,
  tooManyPixels: CV_MESSAGES.photoTooManyPixels,
  active: CV_MESSAGES.documentActive,
};

const badFile = (message: string) => new ApiException(HttpStatus.BAD_REQUEST, { field: 'file', message, errors: [{ field: 'file', message }] });

const STORED_NAME: Record<CvAttachment, string> = { fotoPerfil: 'foto', documentoSeguridad: 'documento' };

/** The CV's private files: checked by content, stored in stored_files, owned through cv_files. */
@Injectable()
export class CvFilesService {
  constructor(
    private readonly cvs: CvsRepository,
    private readonly storedFiles: StoredFilesRepository,
  ) {}

  /**
   * Checks an upload by its bytes, never its name or declared type. A photo is PNG or JPEG of at
   * most 500000 bytes, re-encoded cropped to 200x200 (which also drops EXIF data such as GPS); a
   * document is a PDF, PNG or JPEG of at most 2 MB, kept as sent.
   */
  async prepare(adjunto: CvAttachment, file: UploadedFileData | undefined): Promise<PreparedUpload> {
    if (!file || file.size === 0) throw badFile(CV_MESSAGES.fileMissing);
    if (adjunto === 'fotoPerfil') {
      const check = await checkImage(file.buffer, PHOTO_RULE);
      if (!check.ok) throw badFile(check.message);
      const resized = sharp(file.buffer).rotate().resize(CV_LIMITS.photoSize, CV_LIMITS.photoSize, { fit: 'cover' });
      const bytes = await (check.mime === 'image/png' ? resized.png() : resized.jpeg({ quality: 85 })).toBuffer();
      return { adjunto, mime: check.mime as CvFileRef['tipo'], bytes };
    }
    const check = await checkDocument(file.buffer, CV_LIMITS.documentMaxBytes, DOCUMENT_MESSAGES);
    if (!check.ok) throw badFile(check.message);
    return { adjunto, mime: check.mime, bytes: check.bytes };
  }

  /**
   * Stores a prepared upload for the applicant inside the save's transaction, under a name we derive
   * from what it is: the name it was sent with could make a download land as '.html'.
   */
  async store(manager: EntityManager, applicantId: number, upload: PreparedUpload): Promise<CvFileRef> {
    const id = await this.storedFiles.insert(manager, { kind: KIND[upload.adjunto], mime: upload.mime, bytes: upload.bytes });
    const name = `${STORED_NAME[upload.adjunto]}-${id}.${DOCUMENT_EXTENSION[upload.mime]}`;
    await this.cvs.insertFile(manager, { fileId: id, applicantId, name });
    return { id, nombre: name, tipo: upload.mime };
  }

  /**
   * Deletes files the CV no longer shows, unless an application's CV snapshot still does (the
   * company keeps seeing the CV as it was sent).
   */
  async release(manager: EntityManager, fileIds: string[]): Promise<void> {
    for (const id of fileIds) {
      if (!(await this.cvs.isInSentCv(manager, id))) await this.storedFiles.delete(manager, id);
    }
  }

  /**
   * A CV file for its owner, or for a company that received it with an application to one of its
   * ads; anything else looks like an unknown id (404).
   */
  async download(user: SessionUser, fileId: string): Promise<FileContent & { name: string }> {
    const row = await this.cvs.downloadable(user.id, fileId);
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, { message: MESSAGES.notFound });
    return { mime: row.mime, size: row.size, bytes: row.bytes, name: row.name };
  }
}
