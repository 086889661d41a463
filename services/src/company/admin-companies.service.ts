import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import {
  COMPANY_RECORDS_MESSAGES,
  type CompanyAdminView,
  type CompanyListExport,
  type CompanyListItem,
  type CompanyListQuery,
  type LinkableUser,
  type ListResponse,
} from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { everyPage, toCsv } from '../common/csv-export.js';
import { UNIQUE_VIOLATION, violatedConstraint } from '../common/database-errors.js';
import { toListResponse } from '../common/list-response.js';
import { fvalueParameter, nameContains, whereText } from '../common/name-filter.js';
import { Company } from '../companies/entities/company.entity.js';

const FILTER_COLUMNS: Record<CompanyListQuery['fname'], string> = {
  razonsocial: 'company.razonsocial',
  cuit: 'company.cuit',
  email: 'company.email',
};

interface CompanyRow {
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

const companyNotFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_RECORDS_MESSAGES.companyNotFound });

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

const toItem = (row: CompanyRow): CompanyListItem => ({
  id: row.id,
  razonsocial: row.razonsocial,
  cuit: row.cuit,
  email: row.email,
  avisosPublicados: row.avisos_publicados,
  verificada: row.verificada,
  pendientes: row.pendientes,
  usuario: row.usuario,
  alta: row.alta,
});

/** The administrator's 'Empresas': every company with its verification, and who manages it. */
@Injectable()
export class AdminCompaniesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: CompanyListQuery): Promise<ListResponse<CompanyListItem>> {
    const filtered = whereText(this.companies(), FILTER_COLUMNS[query.fname], query);
    const total = await filtered.getCount();
    const rows = await selectItem(filtered.clone())
      .orderBy('company.razonsocial')
      .addOrderBy('company.id')
      .offset((query.page - 1) * query.size)
      .limit(query.size)
      .getRawMany<CompanyRow>();
    return toListResponse(rows.map(toItem), total);
  }

  async exportCsv(filter: CompanyListExport): Promise<Buffer> {
    const rows = await everyPage((query) => this.list(query), filter);
    return toCsv(rows, [
      { header: 'Razon social', value: (row) => row.razonsocial },
      { header: 'CUIT', value: (row) => row.cuit },
      { header: 'Email', value: (row) => row.email },
      { header: 'Avisos publicados', value: (row) => row.avisosPublicados },
      { header: 'Verificada', value: (row) => (row.verificada ? 'Si' : 'No') },
      { header: 'Documentos pendientes', value: (row) => row.pendientes },
      { header: 'Usuario', value: (row) => row.usuario },
      { header: 'Alta', value: (row) => row.alta },
    ]);
  }

  async get(id: number): Promise<CompanyAdminView> {
    const row = await selectItem(this.companies().where('company.id = :id', { id })).getRawOne<CompanyRow>();
    if (!row) throw companyNotFound();
    return { ...toItem(row), usuarioId: row.usuario_id };
  }

  /** Empresa and Tester users who manage no company yet, by name or e-mail (20 at most). */
  async linkableUsers(fvalue: string): Promise<ListResponse<LinkableUser>> {
    const builder = this.dataSource
      .createQueryBuilder()
      .select(['u.id AS id', 'u.name AS name', 'u.email AS email', 'u.role AS role'])
      .from('users', 'u')
      .where(`u.role IN ('Empresa', 'Tester')`)
      .andWhere('NOT EXISTS (SELECT 1 FROM companies c WHERE c.user_id = u.id)');
    if (fvalue) builder.andWhere(`(${nameContains('u.name')} OR ${nameContains('u.email')})`, fvalueParameter(fvalue));
    const rows = await builder.orderBy('u.name').limit(20).getRawMany<LinkableUser>();
    return toListResponse(rows, rows.length);
  }

  /** Links an Empresa or Tester without a company to this one (or unlinks with null), replacing its manager. */
  async link(id: number, userId: number | null): Promise<CompanyAdminView> {
    await this.dataSource.transaction(async (manager) => {
      const [company] = await manager.query(`SELECT id FROM companies WHERE id = $1 FOR UPDATE`, [id]);
      if (!company) throw companyNotFound();
      if (userId !== null) {
        const [user] = await manager.query(`SELECT 1 FROM users WHERE id = $1 AND role IN ('Empresa', 'Tester')`, [userId]);
        if (!user) throw new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_RECORDS_MESSAGES.userNotFound, field: 'userId' });
      }
      try {
        await manager.query(`UPDATE companies SET user_id = $2 WHERE id = $1`, [id, userId]);
      } catch (error) {
        // companies.user_id is unique: the user manages another company (perhaps linked a moment ago).
        if (violatedConstraint(error, UNIQUE_VIOLATION) !== undefined) {
          throw new ApiException(HttpStatus.CONFLICT, { message: COMPANY_RECORDS_MESSAGES.userTaken, field: 'userId' });
        }
        throw error;
      }
    });
    return this.get(id);
  }

  /** Whether a company exists, for the routes that address one by id. */
  async exists(id: number): Promise<boolean> {
    return (await this.dataSource.getRepository(Company).countBy({ id })) > 0;
  }

  private companies(): SelectQueryBuilder<Company> {
    return this.dataSource.getRepository(Company).createQueryBuilder('company').leftJoin('company.user', 'manager');
  }
}
