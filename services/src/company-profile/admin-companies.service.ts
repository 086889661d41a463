import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
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
import { CompaniesRepository, type AdminCompanyRow } from '../companies/companies.repository.js';

const companyNotFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_RECORDS_MESSAGES.companyNotFound });

const toItem = (row: AdminCompanyRow): CompanyListItem => ({
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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompaniesRepository,
  ) {}

  async list(query: CompanyListQuery): Promise<ListResponse<CompanyListItem>> {
    const { total, rows } = await this.companies.adminPage(query);
    return toListResponse(rows.map(toItem), total);
  }

  async exportCsv(filter: CompanyListExport): Promise<Buffer> {
    const rows = await everyPage((query) => this.list(query), filter);
    return toCsv(rows, [
      { header: 'Razón social', value: (row) => row.razonsocial },
      { header: 'CUIT', kind: 'code', value: (row) => row.cuit },
      { header: 'Email', value: (row) => row.email },
      { header: 'Avisos publicados', value: (row) => row.avisosPublicados },
      { header: 'Verificada', value: (row) => (row.verificada ? 'Sí' : 'No') },
      { header: 'Documentos pendientes', value: (row) => row.pendientes },
      { header: 'Usuario', value: (row) => row.usuario },
      { header: 'Alta', value: (row) => row.alta },
    ]);
  }

  async get(id: number): Promise<CompanyAdminView> {
    const row = await this.companies.adminItem(id);
    if (!row) throw companyNotFound();
    return { ...toItem(row), usuarioId: row.usuario_id };
  }

  /** Empresa and Tester users who manage no company yet, by name or e-mail (20 at most). */
  async linkableUsers(fvalue: string): Promise<ListResponse<LinkableUser>> {
    const rows = await this.companies.linkableUsers(fvalue);
    return toListResponse(rows, rows.length);
  }

  /** Links an Empresa or Tester without a company to this one (or unlinks with null), replacing its manager. */
  async link(id: number, userId: number | null): Promise<CompanyAdminView> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.companies.lockExisting(manager, id))) throw companyNotFound();
      if (userId !== null) {
        if (!(await this.companies.isManagerRole(manager, userId)))
          throw new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_RECORDS_MESSAGES.userNotFound, field: 'userId' });
      }
      try {
        await this.companies.setManager(manager, id, userId);
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
  exists(id: number): Promise<boolean> {
    return this.companies.exists(id);
  }
}
