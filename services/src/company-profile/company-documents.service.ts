import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  COMPANY_DOCUMENT_MAX_BYTES,
  COMPANY_DOCUMENT_SLOTS,
  COMPANY_RECORDS_MESSAGES,
  CV_MESSAGES,
  MESSAGES,
  VERIFICATION_SLOTS,
  type CompanyDocument,
  type CompanyDocuments,
  type DocumentReview,
} from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { PublicAnswers } from '../common/public-answers.js';
import type { UploadedFileData } from '../common/single-file-upload.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { checkDocument, DOCUMENT_EXTENSION, type DocumentMessages } from '../files/document-content.js';
import type { FileContent } from '../files/files.service.js';
import { FilesService } from '../files/files.service.js';
import { StoredFilesRepository } from '../files/stored-files.repository.js';
import { MailService } from '../mail/mail.service.js';
import { documentReviewMail } from './document-review-mail.js';

const MESSAGES_FOR_UPLOAD: DocumentMessages = {
  type: COMPANY_RECORDS_MESSAGES.fileType,
  tooLarge: COMPANY_RECORDS_MESSAGES.fileTooLarge,
  unreadable: COMPANY_RECORDS_MESSAGES.fileUnreadable,
  tooManyPixels: CV_MESSAGES.photoTooManyPixels,
  active: COMPANY_RECORDS_MESSAGES.fileActive,
};

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
    private readonly companies: CompaniesRepository,
    private readonly files: FilesService,
    private readonly storedFiles: StoredFilesRepository,
    private readonly mail: MailService,
    private readonly publicAnswers: PublicAnswers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(companyId: number): Promise<CompanyDocuments> {
    const company = await this.companies.verification(companyId);
    if (!company) throw companyNotFound();
    const rows = await this.companies.documentsOf(companyId);
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
    const badgeChanged = await this.dataSource.transaction(async (manager) => {
      // The company row is the lock: two uploads or a review at once are applied one after another.
      if (!(await this.companies.lockExisting(manager, companyId))) throw companyNotFound();
      const previous = await this.companies.documentFileId(manager, companyId, slot);
      const fileId = await this.files.store(manager, { kind: 'company-document', mime: check.mime, bytes: check.bytes });
      // Named after what it is, never after the name it was sent with.
      const name = `documento-${slot}-${fileId}.${DOCUMENT_EXTENSION[check.mime]}`;
      await this.companies.putDocument(manager, companyId, slot, fileId, name);
      if (previous) await this.storedFiles.delete(manager, previous);
      return this.companies.refreshVerification(manager, companyId, VERIFICATION_SLOTS);
    });
    // The badge on the company's ads.
    if (badgeChanged) await this.publicAnswers.changed();
    return this.list(companyId);
  }

  /**
   * An administrator approves or refuses a loaded document; the comment is what the company reads.
   * The company is e-mailed the verdict (with the reason of a refusal) in the same transaction.
   */
  async review(reviewerId: number, review: DocumentReview): Promise<CompanyDocuments> {
    const badgeChanged = await this.dataSource.transaction(async (manager) => {
      if (!(await this.companies.lockExisting(manager, review.id))) throw companyNotFound();
      const before = await this.companies.reviewRecipient(manager, review.id);
      if (!(await this.companies.reviewDocument(manager, reviewerId, review))) {
        throw new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_RECORDS_MESSAGES.documentMissing });
      }
      await this.companies.refreshVerification(manager, review.id, VERIFICATION_SLOTS);
      const after = await this.companies.reviewRecipient(manager, review.id);
      const verification = after.verified === before.verified ? 'unchanged' : after.verified ? 'gained' : 'lost';
      await this.mail.enqueue(documentReviewMail(after, review, verification, this.config.mail.portalUrl), manager);
      return verification !== 'unchanged';
    });
    // The badge on the company's ads.
    if (badgeChanged) await this.publicAnswers.changed();
    this.mail.deliverSoon();
    return this.list(review.id);
  }

  /** A document's bytes: the caller's ownership was checked by the controller (its company, or an administrator). */
  async download(companyId: number, slot: number): Promise<FileContent & { name: string }> {
    const row = await this.companies.documentContent(companyId, slot);
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, { message: MESSAGES.notFound });
    return { mime: row.mime, size: row.size, bytes: row.bytes, name: row.name };
  }
}
