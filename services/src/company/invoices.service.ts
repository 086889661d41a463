import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
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
  type InvoiceState,
} from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { everyPage, toCsv } from '../common/csv-export.js';
import { UNIQUE_VIOLATION, violatedConstraint } from '../common/database-errors.js';
import { whereText } from '../common/name-filter.js';
import { checkDocument, DOCUMENT_EXTENSION, type DocumentMessages } from '../files/document-content.js';
import { FilesService, type FileContent } from '../files/files.service.js';
import type { UploadedFileData } from '../files/single-file-upload.js';

/** Whose invoices a caller reads: an administrator any company's (or all), a company only its own. */
export type InvoiceScope = { admin: true } | { admin: false; companyId: number };

const FILTER_COLUMNS: Record<InvoiceListQuery['fname'], string> = {
  apellido: 'i.apellido',
  codigo: 'i.codigo',
  status: 'i.status',
  razonsocial: 'c.razonsocial',
};

const FILE_MESSAGES: DocumentMessages = {
  type: COMPANY_RECORDS_MESSAGES.fileType,
  tooLarge: COMPANY_RECORDS_MESSAGES.fileTooLarge,
  unreadable: COMPANY_RECORDS_MESSAGES.fileUnreadable,
  tooManyPixels: CV_MESSAGES.photoTooManyPixels,
  active: COMPANY_RECORDS_MESSAGES.fileActive,
};

const FILE_COLUMN: Record<InvoiceFileSlot, string> = { pdf: 'pdf_file_id', doc: 'doc_file_id' };

interface InvoiceRow {
  id: number;
  company_id: number;
  razonsocial: string;
  punto: string;
  codigo: string;
  fecha: string;
  apellido: string;
  comentario: string;
  status: InvoiceState;
  importe: string;
  pdf_name: string | null;
  doc_name: string | null;
}

const invoiceNotFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_RECORDS_MESSAGES.invoiceNotFound });
const badFile = (message: string) => new ApiException(HttpStatus.BAD_REQUEST, { field: 'file', message, errors: [{ field: 'file', message }] });

/** dd/MM/yyyy as the ISO day PostgreSQL reads for a date column. */
const isoDay = (dmy: string) => dmy.split('/').reverse().join('-');

/** 'Ver Facturas': the invoices the portal issues to a company; administrators write them, the company reads its own. */
@Injectable()
export class InvoicesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: FilesService,
  ) {}

  async list(scope: InvoiceScope, query: InvoiceListQuery): Promise<InvoicePage> {
    const filtered = this.filtered(scope, query);
    const [{ total, saldo }] = await filtered
      .clone()
      .select('count(*)::int', 'total')
      .addSelect(`coalesce(sum(i.importe) FILTER (WHERE i.status = 'Pendiente'), 0)::text`, 'saldo')
      .getRawMany<{ total: number; saldo: string }>();
    const rows = await this.selectItem(filtered)
      .orderBy('i.fecha', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .offset((query.page - 1) * query.size)
      .limit(query.size)
      .getRawMany<InvoiceRow>();
    const response = rows.map(toItem);
    return { response, size: response.length, total, saldo: Number(saldo) };
  }

  /** Every row of the list's filter as CSV, the amounts with a decimal comma as Excel in es-AR reads them. */
  async exportCsv(scope: InvoiceScope, filter: InvoiceListExport): Promise<Buffer> {
    const rows = await everyPage((query) => this.list(scope, query), filter);
    return toCsv(rows, [
      { header: 'Empresa', value: (row) => row.empresa.razonsocial },
      { header: 'Punto', value: (row) => row.punto },
      { header: 'Codigo', value: (row) => row.codigo },
      { header: 'Fecha', value: (row) => row.fecha },
      { header: 'Apellido', value: (row) => row.apellido },
      { header: 'Comentario', value: (row) => row.comentario },
      { header: 'Status', value: (row) => row.status },
      { header: 'Importe', value: (row) => row.importe.toFixed(2).replace('.', ',') },
    ]);
  }

  /** 'Saldo de la cuenta': what the company's 'Pendiente' invoices add up to. */
  async pendingTotal(companyId: number): Promise<number> {
    const [row]: { saldo: string }[] = await this.dataSource.query(
      `SELECT coalesce(sum(importe), 0)::text AS saldo FROM invoices WHERE company_id = $1 AND status = 'Pendiente'`,
      [companyId],
    );
    return Number(row.saldo);
  }

  async create(body: InvoiceSave): Promise<InvoiceItem> {
    const id = await this.write(async () => {
      const [row]: { id: number }[] = await this.dataSource.query(
        `INSERT INTO invoices (company_id, punto, codigo, fecha, apellido, comentario, status, importe)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [body.empresa, body.punto, body.codigo, isoDay(body.fecha), body.apellido, body.comentario, body.status, body.importe.toFixed(2)],
      );
      return row.id;
    }, body.empresa);
    return this.get({ admin: true }, id);
  }

  async update(id: number, body: InvoiceSave): Promise<InvoiceItem> {
    await this.write(async () => {
      const [rows]: [{ id: number }[]] = await this.dataSource.query(
        `UPDATE invoices SET company_id = $2, punto = $3, codigo = $4, fecha = $5, apellido = $6, comentario = $7,
                status = $8, importe = $9, updated_at = now()
          WHERE id = $1 RETURNING id`,
        [id, body.empresa, body.punto, body.codigo, isoDay(body.fecha), body.apellido, body.comentario, body.status, body.importe.toFixed(2)],
      );
      if (rows.length === 0) throw invoiceNotFound();
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
      const [invoice]: { previous: string | null }[] = await manager.query(
        `SELECT ${FILE_COLUMN[slot]} AS previous FROM invoices WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!invoice) throw invoiceNotFound();
      const fileId = await this.files.store(manager, { kind: `invoice-${slot}`, mime: check.mime, bytes: check.bytes });
      await manager.query(`UPDATE invoices SET ${FILE_COLUMN[slot]} = $2, updated_at = now() WHERE id = $1`, [id, fileId]);
      if (invoice.previous) await manager.query(`DELETE FROM stored_files WHERE id = $1`, [invoice.previous]);
    });
    return this.get({ admin: true }, id);
  }

  async download(scope: InvoiceScope, id: number, slot: InvoiceFileSlot): Promise<FileContent & { name: string }> {
    const [row] = await this.dataSource.query(
      `SELECT f.mime, f.size, f.bytes, i.punto, i.codigo
         FROM invoices i JOIN stored_files f ON f.id = i.${FILE_COLUMN[slot]}
        WHERE i.id = $1 AND ($2::int IS NULL OR i.company_id = $2)`,
      [id, scope.admin ? null : scope.companyId],
    );
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, { message: MESSAGES.notFound });
    const extension = DOCUMENT_EXTENSION[row.mime as keyof typeof DOCUMENT_EXTENSION];
    const name = slot === 'pdf' ? `factura-${row.punto}-${row.codigo}.${extension}` : `factura-${row.punto}-${row.codigo}-adjunto.${extension}`;
    return { mime: row.mime, size: row.size, bytes: row.bytes, name };
  }

  private async get(scope: InvoiceScope, id: number): Promise<InvoiceItem> {
    const row = await this.selectItem(this.scoped(scope).andWhere('i.id = :id', { id })).getRawOne<InvoiceRow>();
    if (!row) throw invoiceNotFound();
    return toItem(row);
  }

  /** Runs an insert or update; an unknown company is a 404 and a repeated punto + codigo a 409, each on its field. */
  private async write(statement: () => Promise<number>, companyId: number): Promise<number> {
    const [company] = await this.dataSource.query(`SELECT 1 FROM companies WHERE id = $1`, [companyId]);
    if (!company) throw new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_RECORDS_MESSAGES.companyNotFound, field: 'empresa' });
    try {
      return await statement();
    } catch (error) {
      if (violatedConstraint(error, UNIQUE_VIOLATION) === 'invoices_number_key') {
        throw new ApiException(HttpStatus.CONFLICT, { message: COMPANY_RECORDS_MESSAGES.duplicateInvoice, field: 'codigo' });
      }
      throw error;
    }
  }

  private scoped(scope: InvoiceScope, companyId?: number): SelectQueryBuilder<object> {
    const builder = this.dataSource.createQueryBuilder().from('invoices', 'i').innerJoin('companies', 'c', 'c.id = i.company_id');
    const only = scope.admin ? companyId : scope.companyId;
    return only === undefined ? builder : builder.andWhere('i.company_id = :companyId', { companyId: only });
  }

  private filtered(scope: InvoiceScope, query: InvoiceListExport): SelectQueryBuilder<object> {
    return whereText(this.scoped(scope, query.empresa), FILTER_COLUMNS[query.fname], query);
  }

  private selectItem(builder: SelectQueryBuilder<object>): SelectQueryBuilder<object> {
    return builder
      .select('i.id', 'id')
      .addSelect('i.company_id', 'company_id')
      .addSelect('c.razonsocial', 'razonsocial')
      .addSelect('i.punto', 'punto')
      .addSelect('i.codigo', 'codigo')
      .addSelect(`to_char(i.fecha, 'DD/MM/YYYY')`, 'fecha')
      .addSelect('i.apellido', 'apellido')
      .addSelect('i.comentario', 'comentario')
      .addSelect('i.status', 'status')
      .addSelect('i.importe::text', 'importe')
      .addSelect(`CASE WHEN i.pdf_file_id IS NOT NULL THEN 'factura-' || i.punto || '-' || i.codigo || '.pdf' END`, 'pdf_name')
      .addSelect(`CASE WHEN i.doc_file_id IS NOT NULL THEN 'factura-' || i.punto || '-' || i.codigo || '-adjunto' END`, 'doc_name');
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
