import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import {
  SECURITY_AREA,
  SECURITY_LICENCE_SLOT,
  type CompanyDocumentType,
  identityDigits,
  type CompanyListQuery,
  type DocumentReview,
  type DocumentState,
  type InvoiceFileSlot,
  type InvoiceListQuery,
  type InvoiceState,
  type LinkableUser,
} from '@postulate/contracts';
import { fvalueParameter, nameContains, whereText } from '../common/name-filter.js';
import { Company } from './entities/company.entity.js';

/*
 * Owner of the tables companies, company_documents and invoices: only this class writes them.
 * Reads that join other aggregates' tables live here when the question is about a company;
 * writes to other aggregates' tables never do.
 */

const FILTER_COLUMNS: Record<CompanyListQuery['fname'], string> = {
  razonsocial: 'company.razonsocial',
  cuit: 'company.cuit',
  email: 'company.email',
};

/** A company no user manages, offered to the administrator's user form. */
export interface UnmanagedCompanyRow {
  id: number;
  razonsocial: string;
  cuit: string;
}

/** A company as the administrator's 'Empresas' lists it. */
export interface AdminCompanyRow {
  id: number;
  razonsocial: string;
  cuit: string;
  email: string;
  avisos_publicados: number;
  verificada: boolean;
  pendientes: number;
  usuario: string | null;
  usuario_id: number | null;
  alta: string;
}

/** The company's own columns, as Mi Perfil writes them. */
export type CompanyColumns = Partial<
  Pick<Company, 'razonsocial' | 'descripcion' | 'cuit' | 'email' | 'tel' | 'domicilio' | 'provinceId' | 'localityId' | 'logoFileId'>
>;

/** A document in one of the company's slots, with its file's type. */
export interface CompanyDocumentRow {
  slot: number;
  file_id: string;
  name: string;
  mime: CompanyDocumentType;
  state: DocumentState;
  comment: string;
  uploaded_at: Date;
  reviewed_at: Date | null;
}

/** A stored file's bytes with what serving them needs, and the name it downloads with. */
export interface DocumentContentRow {
  mime: string;
  size: number;
  bytes: Buffer;
  name: string;
}

/** An invoice's file's bytes, with the invoice's number its download is named after. */
export interface InvoiceFileRow {
  mime: string;
  size: number;
  bytes: Buffer;
  punto: string;
  codigo: string;
}

/** An invoice's own columns: `fecha` an ISO day, `importe` a decimal with two digits. */
export interface InvoiceColumns {
  companyId: number;
  punto: string;
  codigo: string;
  fecha: string;
  apellido: string;
  comentario: string;
  status: InvoiceState;
  importe: string;
}

/** A line of 'Ver Facturas': the invoice's columns, its company and its files' names. */
export type InvoiceRow = Omit<InvoiceColumns, 'companyId'> & {
  id: number;
  company_id: number;
  razonsocial: string;
  pdf_name: string | null;
  doc_name: string | null;
};

const INVOICE_FILTER_COLUMNS: Record<InvoiceListQuery['fname'], string> = {
  apellido: 'i.apellido',
  codigo: 'i.codigo',
  status: 'i.status',
  razonsocial: 'c.razonsocial',
};

const INVOICE_FILE_COLUMN: Record<InvoiceFileSlot, string> = { pdf: 'pdf_file_id', doc: 'doc_file_id' };

function selectItem(builder: SelectQueryBuilder<Company>): SelectQueryBuilder<Company> {
  return builder
    .select('company.id', 'id')
    .addSelect('company.razonsocial', 'razonsocial')
    .addSelect('company.cuit', 'cuit')
    .addSelect('company.email', 'email')
    .addSelect(`(SELECT count(*)::int FROM avisos v WHERE v.company_id = company.id AND v.status = 'published')`, 'avisos_publicados')
    .addSelect('company.verified_at IS NOT NULL', 'verificada')
    .addSelect(`(SELECT count(*)::int FROM company_documents d WHERE d.company_id = company.id AND d.state = 'Pendiente')`, 'pendientes')
    .addSelect('manager.name', 'usuario')
    .addSelect('manager.id', 'usuario_id')
    .addSelect(`to_char(company.created_at AT TIME ZONE 'America/Argentina/Buenos_Aires', 'DD/MM/YYYY')`, 'alta');
}

function selectInvoice(builder: SelectQueryBuilder<object>): SelectQueryBuilder<object> {
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

@Injectable()
export class CompaniesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The company of a user, if they have one. */
  async idOfUser(userId: number): Promise<number | null> {
    const [row]: { id: number }[] = await this.dataSource.query(`SELECT id FROM companies WHERE user_id = $1`, [userId]);
    return row?.id ?? null;
  }

  /** Whether the company's verification was granted (in `manager`'s transaction when given). */
  async isVerified(companyId: number, manager?: EntityManager): Promise<boolean> {
    return (await this.verification(companyId, manager))!.verified;
  }

  /** Whether an administrator suspended the company (issue 39): it cannot publish. */
  async isSuspended(companyId: number, manager?: EntityManager): Promise<boolean> {
    return (await this.verification(companyId, manager))?.suspended ?? false;
  }

  /** 'Suspender a la empresa', or the suspension lifted after its appeal. */
  async setSuspended(manager: EntityManager, companyId: number, suspended: boolean): Promise<void> {
    await manager.query(`UPDATE companies SET suspended_at = CASE WHEN $2 THEN coalesce(suspended_at, now()) END WHERE id = $1`, [companyId, suspended]);
  }

  /** The companies of the reports queue: name, verification and suspension. */
  moderationSummaries(ids: number[]): Promise<{ id: number; razonsocial: string; verified: boolean; suspended: boolean }[]> {
    return this.dataSource.query(
      `SELECT id, razonsocial, verified_at IS NOT NULL AS verified, suspended_at IS NOT NULL AS suspended FROM companies WHERE id = ANY($1::int[])`,
      [ids],
    );
  }

  /** The company's verification, and whether it is suspended (issue 39); undefined for an unknown company. */
  async verification(companyId: number, manager?: EntityManager): Promise<{ verified: boolean; suspended: boolean } | undefined> {
    const [company]: { verified: boolean; suspended: boolean }[] = await (manager ?? this.dataSource).query(
      `SELECT verified_at IS NOT NULL AS verified, suspended_at IS NOT NULL AS suspended FROM companies WHERE id = $1`,
      [companyId],
    );
    return company;
  }

  /** Whether an ad in `areaId` would be a Seguridad ad of a company without its security licence approved. */
  async lacksSecurityLicence(manager: EntityManager, companyId: number, areaId: number): Promise<boolean> {
    const [row]: { lacks: boolean }[] = await manager.query(
      `SELECT (SELECT name FROM areas WHERE id = $2) = $3
              AND NOT EXISTS (SELECT 1 FROM company_documents
                               WHERE company_id = $1 AND slot = $4 AND state = 'Aprobado') AS lacks`,
      [companyId, areaId, SECURITY_AREA, SECURITY_LICENCE_SLOT],
    );
    return row.lacks;
  }

  // ---------- Mi Perfil ----------

  /** The company with its locality. */
  withLocality(companyId: number): Promise<Company> {
    return this.dataSource.getRepository(Company).findOneOrFail({ where: { id: companyId }, relations: { locality: true } });
  }

  /** The province of a locality (the profile's location must lie in its province). */
  async provinceOfLocality(manager: EntityManager, localityId: string): Promise<{ province_id: string } | undefined> {
    const [locality]: { province_id: string }[] = await manager.query(`SELECT province_id FROM localities WHERE id = $1`, [localityId]);
    return locality;
  }

  /** A new company managed by the user; its id. */
  async create(manager: EntityManager, userId: number | null, columns: CompanyColumns): Promise<number> {
    return (await manager.save(manager.create(Company, { ...columns, userId }))).id;
  }

  /** What the company's public ads show of it (its name and logo) as it is now, the row locked until the transaction ends. */
  async lockShown(manager: EntityManager, companyId: number): Promise<{ razonsocial: string; logo_file_id: string | null } | undefined> {
    const [shown]: { razonsocial: string; logo_file_id: string | null }[] = await manager.query(
      `SELECT razonsocial, logo_file_id FROM companies WHERE id = $1 FOR UPDATE`,
      [companyId],
    );
    return shown;
  }

  async update(manager: EntityManager, companyId: number, columns: CompanyColumns): Promise<void> {
    await manager.update(Company, { id: companyId }, columns);
  }

  // ---------- The administrator's 'Empresas' ----------

  /** A page of companies by razón social, filtered on one column, with the filter's total. */
  async adminPage(query: CompanyListQuery): Promise<{ total: number; rows: AdminCompanyRow[] }> {
    // CUITs are stored as digits: '30-71234567-8' typed in the filter finds them too.
    const filter = query.fname === 'cuit' ? { ...query, fvalue: identityDigits(query.fvalue) } : query;
    const filtered = whereText(this.companies(), FILTER_COLUMNS[query.fname], filter);
    const total = await filtered.getCount();
    const rows = await selectItem(filtered.clone())
      .orderBy('company.razonsocial')
      .addOrderBy('company.id')
      .offset((query.page - 1) * query.size)
      .limit(query.size)
      .getRawMany<AdminCompanyRow>();
    return { total, rows };
  }

  adminItem(id: number): Promise<AdminCompanyRow | undefined> {
    return selectItem(this.companies().where('company.id = :id', { id })).getRawOne<AdminCompanyRow>();
  }

  /** Empresa and Tester users who manage no company yet, by name or e-mail (20 at most). */
  linkableUsers(fvalue: string): Promise<LinkableUser[]> {
    const builder = this.dataSource
      .createQueryBuilder()
      .select(['u.id AS id', 'u.name AS name', 'u.email AS email', 'u.role AS role'])
      .from('users', 'u')
      .where(`u.role IN ('Empresa', 'Tester')`)
      .andWhere('NOT EXISTS (SELECT 1 FROM companies c WHERE c.user_id = u.id)');
    if (fvalue) builder.andWhere(`(${nameContains('u.name')} OR ${nameContains('u.email')})`, fvalueParameter(fvalue));
    return builder.orderBy('u.name').limit(20).getRawMany<LinkableUser>();
  }

  /** Whether the company exists, locking it until the transaction ends. */
  async lockExisting(manager: EntityManager, id: number): Promise<boolean> {
    const [company]: { id: number }[] = await manager.query(`SELECT id FROM companies WHERE id = $1 FOR UPDATE`, [id]);
    return company !== undefined;
  }

  /** Whether the user may manage a company (an Empresa or a Tester). */
  async isManagerRole(manager: EntityManager, userId: number): Promise<boolean> {
    const [user]: unknown[] = await manager.query(`SELECT 1 FROM users WHERE id = $1 AND role IN ('Empresa', 'Tester')`, [userId]);
    return user !== undefined;
  }

  /** Makes the user the company's manager (null: none); fails on companies.user_id's unique constraint. */
  async setManager(manager: EntityManager, id: number, userId: number | null): Promise<void> {
    await manager.query(`UPDATE companies SET user_id = $2 WHERE id = $1`, [id, userId]);
  }

  /**
   * Makes the user the manager of a company nobody manages; false when it has one already. The
   * row lock of the UPDATE settles two administrators racing for the same company.
   */
  async claimUnmanaged(manager: EntityManager, id: number, userId: number): Promise<boolean> {
    // node-postgres returns [rows, count] for UPDATE ... RETURNING through TypeORM's query().
    const [linked] = (await manager.query(`UPDATE companies SET user_id = $1 WHERE id = $2 AND user_id IS NULL RETURNING id`, [userId, id])) as [
      unknown[],
      number,
    ];
    return linked.length > 0;
  }

  /** Companies no user manages whose name or CUIT holds the text: the first 20, by name. */
  unmanaged(fvalue: string): Promise<UnmanagedCompanyRow[]> {
    return this.dataSource.query(
      `SELECT id, razonsocial, cuit FROM companies
        WHERE user_id IS NULL
          AND (${nameContains('razonsocial', '$1')} OR cuit LIKE '%' || $2 || '%')
        ORDER BY razonsocial, id
        LIMIT 20`,
      [fvalue, identityDigits(fvalue)],
    );
  }

  async exists(id: number): Promise<boolean> {
    return (await this.dataSource.getRepository(Company).countBy({ id })) > 0;
  }

  // ---------- 'Ver files': the verification documents ----------

  documentsOf(companyId: number): Promise<CompanyDocumentRow[]> {
    return this.dataSource.query(
      `SELECT d.slot, d.file_id, d.name, f.mime, d.state, d.comment, d.uploaded_at, d.reviewed_at
         FROM company_documents d JOIN stored_files f ON f.id = d.file_id
        WHERE d.company_id = $1`,
      [companyId],
    );
  }

  /** The file in the company's slot, if any. */
  async documentFileId(manager: EntityManager, companyId: number, slot: number): Promise<string | undefined> {
    const [previous]: { file_id: string }[] = await manager.query(`SELECT file_id FROM company_documents WHERE company_id = $1 AND slot = $2`, [
      companyId,
      slot,
    ]);
    return previous?.file_id;
  }

  /** Puts the file in the slot, replacing what was there; the slot waits for review again. */
  async putDocument(manager: EntityManager, companyId: number, slot: number, fileId: string, name: string): Promise<void> {
    await manager.query(
      `INSERT INTO company_documents (company_id, slot, file_id, name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id, slot) DO UPDATE
         SET file_id = excluded.file_id, name = excluded.name, state = 'Pendiente', comment = '',
             uploaded_at = now(), reviewed_at = NULL, reviewed_by = NULL`,
      [companyId, slot, fileId, name],
    );
  }

  /**
   * Whom a document review is told to: the company's user, or its contact address when it has none;
   * and whether it is verified now (read in the review's transaction).
   */
  async reviewRecipient(manager: EntityManager, companyId: number): Promise<{ razonsocial: string; email: string; verified: boolean }> {
    const [row]: { razonsocial: string; email: string; verified: boolean }[] = await manager.query(
      `SELECT c.razonsocial, coalesce(u.email, c.email) AS email, c.verified_at IS NOT NULL AS verified
         FROM companies c LEFT JOIN users u ON u.id = c.user_id WHERE c.id = $1`,
      [companyId],
    );
    return row;
  }

  /** Records the reviewer's verdict on a loaded document; false when the slot is empty. */
  async reviewDocument(manager: EntityManager, reviewerId: number, review: DocumentReview): Promise<boolean> {
    const [updated]: [{ slot: number }[]] = await manager.query(
      `UPDATE company_documents SET state = $3, comment = $4, reviewed_at = now(), reviewed_by = $5
        WHERE company_id = $1 AND slot = $2 RETURNING slot`,
      [review.id, review.slot, review.estado, review.comentario, reviewerId],
    );
    return updated.length > 0;
  }

  /**
   * verified_at is set when slots 1..`slots` are all approved (kept if it already was), cleared
   * otherwise. Whether the badge came or went: the ads show it.
   */
  async refreshVerification(manager: EntityManager, companyId: number, slots: number): Promise<boolean> {
    const [[row]]: [{ changed: boolean }[]] = await manager.query(
      `UPDATE companies c
          SET verified_at = CASE WHEN approved.count = $2 THEN coalesce(c.verified_at, now()) END
         FROM (SELECT count(*)::int AS count FROM company_documents
                WHERE company_id = $1 AND slot <= $2 AND state = 'Aprobado') approved,
              (SELECT verified_at IS NOT NULL AS was FROM companies WHERE id = $1) before
        WHERE c.id = $1
        RETURNING before.was <> (c.verified_at IS NOT NULL) AS changed`,
      [companyId, slots],
    );
    return row?.changed ?? false;
  }

  async documentContent(companyId: number, slot: number): Promise<DocumentContentRow | undefined> {
    const [row]: DocumentContentRow[] = await this.dataSource.query(
      `SELECT f.mime, f.size, f.bytes, d.name
         FROM company_documents d JOIN stored_files f ON f.id = d.file_id
        WHERE d.company_id = $1 AND d.slot = $2`,
      [companyId, slot],
    );
    return row;
  }

  // ---------- 'Ver Facturas' ----------

  /** A page of invoices (of one company, or all when `companyId` is undefined) under the list's filter, newest first, with the filter's total and pending sum. */
  async invoicePage(companyId: number | undefined, query: InvoiceListQuery): Promise<{ total: number; saldo: number; rows: InvoiceRow[] }> {
    const filtered = whereText(this.invoices(companyId), INVOICE_FILTER_COLUMNS[query.fname], query);
    const [{ total, saldo }] = await filtered
      .clone()
      .select('count(*)::int', 'total')
      .addSelect(`coalesce(sum(i.importe) FILTER (WHERE i.status = 'Pendiente'), 0)::text`, 'saldo')
      .getRawMany<{ total: number; saldo: string }>();
    const rows = await selectInvoice(filtered)
      .orderBy('i.fecha', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .offset((query.page - 1) * query.size)
      .limit(query.size)
      .getRawMany<InvoiceRow>();
    return { total: Number(total), saldo: Number(saldo), rows };
  }

  /** An invoice, of one company or of any when `companyId` is undefined. */
  invoiceItem(companyId: number | undefined, id: number): Promise<InvoiceRow | undefined> {
    return selectInvoice(this.invoices(companyId).andWhere('i.id = :id', { id })).getRawOne<InvoiceRow>();
  }

  /** What the company's 'Pendiente' invoices add up to. */
  async pendingTotal(companyId: number): Promise<number> {
    const [row]: { saldo: string }[] = await this.dataSource.query(
      `SELECT coalesce(sum(importe), 0)::text AS saldo FROM invoices WHERE company_id = $1 AND status = 'Pendiente'`,
      [companyId],
    );
    return Number(row.saldo);
  }

  /** A new invoice; its id. Fails on invoices_number_key for a repeated punto + codigo. */
  async insertInvoice(columns: InvoiceColumns): Promise<number> {
    const [row]: { id: number }[] = await this.dataSource.query(
      `INSERT INTO invoices (company_id, punto, codigo, fecha, apellido, comentario, status, importe)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [columns.companyId, columns.punto, columns.codigo, columns.fecha, columns.apellido, columns.comentario, columns.status, columns.importe],
    );
    return row.id;
  }

  /** Rewrites the invoice; false when there is none. Fails on invoices_number_key like the insert. */
  async updateInvoice(id: number, columns: InvoiceColumns): Promise<boolean> {
    const [rows]: [{ id: number }[]] = await this.dataSource.query(
      `UPDATE invoices SET company_id = $2, punto = $3, codigo = $4, fecha = $5, apellido = $6, comentario = $7,
              status = $8, importe = $9, updated_at = now()
        WHERE id = $1 RETURNING id`,
      [id, columns.companyId, columns.punto, columns.codigo, columns.fecha, columns.apellido, columns.comentario, columns.status, columns.importe],
    );
    return rows.length > 0;
  }

  /** The file in the invoice's slot (null: none), the invoice locked until the transaction ends; undefined when there is no invoice. */
  async lockInvoiceFile(manager: EntityManager, id: number, slot: InvoiceFileSlot): Promise<{ previous: string | null } | undefined> {
    const [invoice]: { previous: string | null }[] = await manager.query(
      `SELECT ${INVOICE_FILE_COLUMN[slot]} AS previous FROM invoices WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return invoice;
  }

  async setInvoiceFile(manager: EntityManager, id: number, slot: InvoiceFileSlot, fileId: string): Promise<void> {
    await manager.query(`UPDATE invoices SET ${INVOICE_FILE_COLUMN[slot]} = $2, updated_at = now() WHERE id = $1`, [id, fileId]);
  }

  /** The file in the invoice's slot, of one company or of any when `companyId` is null. */
  async invoiceFile(companyId: number | null, id: number, slot: InvoiceFileSlot): Promise<InvoiceFileRow | undefined> {
    const [row]: InvoiceFileRow[] = await this.dataSource.query(
      `SELECT f.mime, f.size, f.bytes, i.punto, i.codigo
         FROM invoices i JOIN stored_files f ON f.id = i.${INVOICE_FILE_COLUMN[slot]}
        WHERE i.id = $1 AND ($2::int IS NULL OR i.company_id = $2)`,
      [id, companyId],
    );
    return row;
  }

  private invoices(companyId: number | undefined): SelectQueryBuilder<object> {
    const builder = this.dataSource.createQueryBuilder().from('invoices', 'i').innerJoin('companies', 'c', 'c.id = i.company_id');
    return companyId === undefined ? builder : builder.andWhere('i.company_id = :companyId', { companyId });
  }

  private companies(): SelectQueryBuilder<Company> {
    return this.dataSource.getRepository(Company).createQueryBuilder('company').leftJoin('company.user', 'manager');
  }
}
