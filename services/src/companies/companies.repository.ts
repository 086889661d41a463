import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { SECURITY_AREA, SECURITY_LICENCE_SLOT, type CompanyListQuery, type LinkableUser } from '@postulate/contracts';
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
export type CompanyColumns = Partial<Pick<Company, 'razonsocial' | 'descripcion' | 'cuit' | 'email' | 'tel' | 'domicilio' | 'provinceId' | 'localityId' | 'logoFileId'>>;

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

@Injectable()
export class CompaniesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The company of a user, if they have one. */
  async idOfUser(userId: number): Promise<number | null> {
    const [row]: { id: number }[] = await this.dataSource.query(`SELECT id FROM companies WHERE user_id = $1`, [userId]);
    return row?.id ?? null;
  }

  /** Whether the company's verification was granted. */
  async isVerified(companyId: number): Promise<boolean> {
    const [company]: { verified: boolean }[] = await this.dataSource.query(`SELECT verified_at IS NOT NULL AS verified FROM companies WHERE id = $1`, [
      companyId,
    ]);
    return company.verified;
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

  /** The company's current logo, the row locked until the transaction ends. */
  async lockLogo(manager: EntityManager, companyId: number): Promise<string | null> {
    const [previous]: { logo_file_id: string | null }[] = await manager.query(`SELECT logo_file_id FROM companies WHERE id = $1 FOR UPDATE`, [
      companyId,
    ]);
    return previous?.logo_file_id ?? null;
  }

  async update(manager: EntityManager, companyId: number, columns: CompanyColumns): Promise<void> {
    await manager.update(Company, { id: companyId }, columns);
  }

  // ---------- The administrator's 'Empresas' ----------

  /** A page of companies by razón social, filtered on one column, with the filter's total. */
  async adminPage(query: CompanyListQuery): Promise<{ total: number; rows: AdminCompanyRow[] }> {
    const filtered = whereText(this.companies(), FILTER_COLUMNS[query.fname], query);
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

  async exists(id: number): Promise<boolean> {
    return (await this.dataSource.getRepository(Company).countBy({ id })) > 0;
  }

  private companies(): SelectQueryBuilder<Company> {
    return this.dataSource.getRepository(Company).createQueryBuilder('company').leftJoin('company.user', 'manager');
  }
}
