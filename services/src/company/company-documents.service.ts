import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  COMPANY_DOCUMENT_MAX_BYTES,
  COMPANY_DOCUMENT_SLOTS,
  COMPANY_RECORDS_MESSAGES,
  CV_MESSAGES,
  MESSAGES,
  VERIFICATION_SLOTS,
  type CompanyDocument,
  type CompanyDocuments,
  type CompanyDocumentType,
  type DocumentReview,
  type DocumentState,
} from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { checkDocument, DOCUMENT_EXTENSION, type DocumentMessages } from '../files/document-content.js';
import type { FileContent } from '../files/files.service.js';
import { FilesService } from '../files/files.service.js';
import type { UploadedFileData } from '../files/single-file-upload.js';

const MESSAGES_FOR_UPLOAD: DocumentMessages = {
  type: COMPANY_RECORDS_MESSAGES.fileType,
  tooLarge: COMPANY_RECORDS_MESSAGES.fileTooLarge,
  unreadable: COMPANY_RECORDS_MESSAGES.fileUnreadable,
  tooManyPixels: CV_MESSAGES.photoTooManyPixels,
  active: COMPANY_RECORDS_MESSAGES.fileActive,
};

interface DocumentRow {
  slot: number;
  file_id: string;
  name: string;
  mime: CompanyDocumentType;
  state: DocumentState;
  comment: string;
  uploaded_at: Date;
  reviewed_at: Date | null;
}

const badFile = (message: string) => new ApiException(HttpStatus.BAD_REQUEST, { field: 'file', message, errors: [{ field: 'file', message }] });
const companyNotFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_RECORDS_MESSAGES.companyNotFound });

/**
 * 'Ver files': the nine documents a company sends to be verified (a guard against fake ads, a real
 * scam channel). Only the company and administrators read them; the first seven approved set
 * companies.verified_at, which search cards show as 'Empresa verificada'.
 */
@Injectable()
export class CompanyDocumentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: FilesService,
  ) {}

  async list(companyId: number): Promise<CompanyDocuments> {
    const [company]: { verified: boolean }[] = await this.dataSource.query(
      `SELECT verified_at IS NOT NULL AS verified FROM companies WHERE id = $1`,
      [companyId],
    );
    if (!company) throw companyNotFound();
    const rows: DocumentRow[] = await this.dataSource.query(
      `SELECT d.slot, d.file_id, d.name, f.mime, d.state, d.comment, d.uploaded_at, d.reviewed_at
         FROM company_documents d JOIN stored_files f ON f.id = d.file_id
        WHERE d.company_id = $1`,
      [companyId],
    );
    const bySlot = new Map(rows.map((row) => [row.slot, row]));
    return {
      companyId,
      verificada: company.verified,
      documentos: COMPANY_DOCUMENT_SLOTS.map((nombre, index): CompanyDocument => {
        const row = bySlot.get(index + 1);
        return {
          slot: index + 1,
          nombre,
          archivo: row ? { id: row.file_id, nombre: row.name, tipo: row.mime, cargadoEl: row.uploaded_at.toISOString() } : null,
          estado: row?.state ?? null,
          comentario: row?.comment ?? '',
          revisadoEl: row?.reviewed_at?.toISOString() ?? null,
        };
      }),
    };
  }

  /**
   * Puts a file in a slot, replacing what was there: the slot waits for review again, so a company
   * that swaps an approved document may stop being verified until it is reviewed.
   */
  async upload(companyId: number, slot: number, file: UploadedFileData | undefined): Promise<CompanyDocuments> {
    if (!file || file.size === 0) throw badFile(COMPANY_RECORDS_MESSAGES.fileMissing);
    const check = await checkDocument(file.buffer, COMPANY_DOCUMENT_MAX_BYTES, MESSAGES_FOR_UPLOAD);
    if (!check.ok) throw badFile(check.message);
    await this.dataSource.transaction(async (manager) => {
      // The company row is the lock: two uploads or a review at once are applied one after another.
      const [company] = await manager.query(`SELECT id FROM companies WHERE id = $1 FOR UPDATE`, [companyId]);
      if (!company) throw companyNotFound();
      const [previous]: { file_id: string }[] = await manager.query(
        `SELECT file_id FROM company_documents WHERE company_id = $1 AND slot = $2`,
        [companyId, slot],
      );
      const fileId = await this.files.store(manager, { kind: 'company-document', mime: check.mime, bytes: check.bytes });
      // Named after what it is, never after the name it was sent with.
      const name = `documento-${slot}-${fileId}.${DOCUMENT_EXTENSION[check.mime]}`;
      await manager.query(
        `INSERT INTO company_documents (company_id, slot, file_id, name) VALUES ($1, $2, $3, $4)
         ON CONFLICT (company_id, slot) DO UPDATE
           SET file_id = excluded.file_id, name = excluded.name, state = 'Pendiente', comment = '',
               uploaded_at = now(), reviewed_at = NULL, reviewed_by = NULL`,
        [companyId, slot, fileId, name],
      );
      if (previous) await manager.query(`DELETE FROM stored_files WHERE id = $1`, [previous.file_id]);
      await this.updateVerification(manager, companyId);
    });
    return this.list(companyId);
  }

  /** An administrator approves or refuses a loaded document; the comment is what the company reads. */
  async review(reviewerId: number, review: DocumentReview): Promise<CompanyDocuments> {
    await this.dataSource.transaction(async (manager) => {
      const [company] = await manager.query(`SELECT id FROM companies WHERE id = $1 FOR UPDATE`, [review.id]);
      if (!company) throw companyNotFound();
      const [updated]: [{ slot: number }[]] = await manager.query(
        `UPDATE company_documents SET state = $3, comment = $4, reviewed_at = now(), reviewed_by = $5
          WHERE company_id = $1 AND slot = $2 RETURNING slot`,
        [review.id, review.slot, review.estado, review.comentario, reviewerId],
      );
      if (updated.length === 0) throw new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_RECORDS_MESSAGES.documentMissing });
      await this.updateVerification(manager, review.id);
    });
    return this.list(review.id);
  }

  /** A document's bytes: the caller's ownership was checked by the controller (its company, or an administrator). */
  async download(companyId: number, slot: number): Promise<FileContent & { name: string }> {
    const [row] = await this.dataSource.query(
      `SELECT f.mime, f.size, f.bytes, d.name
         FROM company_documents d JOIN stored_files f ON f.id = d.file_id
        WHERE d.company_id = $1 AND d.slot = $2`,
      [companyId, slot],
    );
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, { message: MESSAGES.notFound });
    return { mime: row.mime, size: row.size, bytes: row.bytes, name: row.name };
  }

  /** verified_at is set when slots 1..7 are all approved (kept if it already was), cleared otherwise. */
  private async updateVerification(manager: EntityManager, companyId: number): Promise<void> {
    await manager.query(
      `UPDATE companies c
          SET verified_at = CASE WHEN approved.count = $2 THEN coalesce(c.verified_at, now()) END
         FROM (SELECT count(*)::int AS count FROM company_documents
                WHERE company_id = $1 AND slot <= $2 AND state = 'Aprobado') approved
        WHERE c.id = $1`,
      [companyId, VERIFICATION_SLOTS],
    );
  }
}
