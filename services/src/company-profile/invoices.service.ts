import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  COMPANY_DOCUMENT_MAX_BYTES,
  COMPANY_RECORDS_MESSAGES,
  CV_MESSAGES,
  MESSAGES,
  type InvoiceFileSlot,
  type InvoiceItem,
  type InvoiceListExport,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceSave,
} from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { everyPage, toCsv } from '../common/csv-export.js';
import { UNIQUE_VIOLATION, violatedConstraint } from '../common/database-errors.js';
import type { UploadedFileData } from '../common/single-file-upload.js';
import { CompaniesRepository, type InvoiceColumns, type InvoiceRow } from '../companies/companies.repository.js';
import { checkDocument, DOCUMENT_EXTENSION, type DocumentMessages } from '../files/document-content.js';
import { FilesService, type FileContent } from '../files/files.service.js';
import { StoredFilesRepository } from '../files/stored-files.repository.js';

/** Whose invoices a caller reads: an administrator any company's (or all), a company only its own. */
export type InvoiceScope = { admin: true } | { admin: false; companyId: number };

const FILE_MESSAGES: DocumentMessages = {
  type: COMPANY_RECORDS_MESSAGES.fileType,
  tooLarge: COMPANY_RECORDS_MESSAGES.fileTooLarge,
  unreadable: COMPANY_RECORDS_MESSAGES.fileUnreadable,
  tooManyPixels: CV_MESSAGES.photoTooManyPixels,
  active: COMPANY_RECORDS_MESSAGES.fileActive,
};

const invoiceNotFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_RECORDS_MESSAGES.invoiceNotFound });
const badFile = (message: string) => new ApiException(HttpStatus.BAD_REQUEST, { field: 'file', message, errors: [{ field: 'file', message }] });

/** dd/MM/yyyy as the ISO day PostgreSQL reads for a date column. */
const isoDay = (dmy: string) => dmy.split('/').reverse().join('-');

const columnsOf = (body: InvoiceSave): InvoiceColumns => ({
  companyId: body.empresa,
  punto: body.punto,
  codigo: body.codigo,
  fecha: isoDay(body.fecha),
  apellido: body.apellido,
  comentario: body.comentario,
  status: body.status,
  importe: body.importe.toFixed(2),
});

/** 'Ver Facturas': the invoices the portal issues to a company; administrators write them, the company reads its own. */
@Injectable()
export class InvoicesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompaniesRepository,
    private readonly files: FilesService,
    private readonly storedFiles: StoredFilesRepository,
  ) {}

  async list(scope: InvoiceScope, query: InvoiceListQuery): Promise<InvoicePage> {
    const { total, saldo, rows } = await this.companies.invoicePage(scope.admin ? query.empresa : scope.companyId, query);
    const response = rows.map(toItem);
    return { response, size: response.length, total, saldo };
  }

  /** Every row of the list's filter as CSV, the amounts with a decimal comma as Excel in es-AR reads them. */
  async exportCsv(scope: InvoiceScope, filter: InvoiceListExport): Promise<Buffer> {
    const rows = await everyPage((query) => this.list(scope, query), filter);
    return toCsv(rows, [
      { header: 'Empresa', value: (row) => row.empresa.razonsocial },
      { header: 'Punto de venta', kind: 'code', value: (row) => row.punto },
      { header: 'Número', kind: 'code', value: (row) => row.codigo },
      { header: 'Fecha', value: (row) => row.fecha },
      { header: 'Apellido', value: (row) => row.apellido },
      { header: 'Comentario', value: (row) => row.comentario },
      { header: 'Estado', value: (row) => row.status },
      { header: 'Importe', kind: 'amount', value: (row) => row.importe },
    ]);
  }

  /** 'Saldo pendiente de pago': what the company's 'Pendiente' invoices add up to. */
  pendingTotal(companyId: number): Promise<number> {
    return this.companies.pendingTotal(companyId);
  }

  async create(body: InvoiceSave): Promise<InvoiceItem> {
    const id = await this.write(() => this.companies.insertInvoice(columnsOf(body)), body.empresa);
    return this.get({ admin: true }, id);
  }

  async update(id: number, body: InvoiceSave): Promise<InvoiceItem> {
    await this.write(async () => {
      if (!(await this.companies.updateInvoice(id, columnsOf(body)))) throw invoiceNotFound();
      return id;
    }, body.empresa);
    return this.get({ admin: true }, id);
  }

  /** The invoice PDF ('pdf', a PDF only) or an attached document ('doc', PDF or image); replaces the previous one. */
  async attach(id: number, slot: InvoiceFileSlot, file: UploadedFileData | undefined): Promise<InvoiceItem> {
    if (!file || file.size === 0) throw badFile(COMPANY_RECORDS_MESSAGES.fileMissing);
    const check = await checkDocument(file.buffer, COMPANY_DOCUMENT_MAX_BYTES, FILE_MESSAGES);
    if (!check.ok) throw badFile(check.message);
    if (slot === 'pdf' && check.mime !== 'application/pdf') throw badFile(COMPANY_RECORDS_MESSAGES.invoicePdfType);
    await this.dataSource.transaction(async (manager) => {
      const invoice = await this.companies.lockInvoiceFile(manager, id, slot);
      if (!invoice) throw invoiceNotFound();
      const fileId = await this.files.store(manager, { kind: `invoice-${slot}`, mime: check.mime, bytes: check.bytes });
      await this.companies.setInvoiceFile(manager, id, slot, fileId);
      if (invoice.previous) await this.storedFiles.delete(manager, invoice.previous);
    });
    return this.get({ admin: true }, id);
  }

  async download(scope: InvoiceScope, id: number, slot: InvoiceFileSlot): Promise<FileContent & { name: string }> {
    const row = await this.companies.invoiceFile(scope.admin ? null : scope.companyId, id, slot);
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, { message: MESSAGES.notFound });
    const extension = DOCUMENT_EXTENSION[row.mime as keyof typeof DOCUMENT_EXTENSION];
    const name = slot === 'pdf' ? `factura-${row.punto}-${row.codigo}.${extension}` : `factura-${row.punto}-${row.codigo}-adjunto.${extension}`;
    return { mime: row.mime, size: row.size, bytes: row.bytes, name };
  }

  private async get(scope: InvoiceScope, id: number): Promise<InvoiceItem> {
    const row = await this.companies.invoiceItem(scope.admin ? undefined : scope.companyId, id);
    if (!row) throw invoiceNotFound();
    return toItem(row);
  }

  /** Runs an insert or update; an unknown company is a 404 and a repeated punto + codigo a 409, each on its field. */
  private async write(statement: () => Promise<number>, companyId: number): Promise<number> {
    if (!(await this.companies.exists(companyId))) {
      throw new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_RECORDS_MESSAGES.companyNotFound, field: 'empresa' });
    }
    try {
      return await statement();
    } catch (error) {
      if (violatedConstraint(error, UNIQUE_VIOLATION) === 'invoices_number_key') {
        throw new ApiException(HttpStatus.CONFLICT, { message: COMPANY_RECORDS_MESSAGES.duplicateInvoice, field: 'codigo' });
      }
      throw error;
    }
  }
}

function toItem(row: InvoiceRow): InvoiceItem {
  const file = (slot: InvoiceFileSlot, name: string | null) => (name ? { url: `/api/factura/archivo/${row.id}/${slot}`, nombre: name } : null);
  return {
    id: row.id,
    empresa: { id: row.company_id, razonsocial: row.razonsocial },
    punto: row.punto,
    codigo: row.codigo,
    fecha: row.fecha,
    apellido: row.apellido,
    comentario: row.comentario,
    status: row.status,
    importe: Number(row.importe),
    pdf: file('pdf', row.pdf_name),
    doc: file('doc', row.doc_name),
  };
}
