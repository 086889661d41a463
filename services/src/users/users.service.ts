import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ADMIN_MESSAGES,
  type ListResponse,
  type UnlinkedCompaniesQuery,
  type UnlinkedCompany,
  type UserCreate,
  type UserListExport,
  type UserListItem,
  type UserListQuery,
  type UserUpdate,
} from '@postulate/contracts';
import { weakPasswordMessage } from '../auth/password-policy.js';
import { everyPage, toCsv } from '../common/csv-export.js';
import { hashPassword } from '../auth/passwords.js';
import { SessionsRepository } from '../auth/sessions.repository.js';
import { ApiException } from '../common/api-exception.js';
import { UNIQUE_VIOLATION, violatedConstraint } from '../common/database-errors.js';
import { toListResponse } from '../common/list-response.js';
import type { SessionUser } from '../common/session-user.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { UsersRepository } from './users.repository.js';

export const USER_MESSAGES = {
  notFound: 'El usuario no existe',
  duplicateName: 'Ya existe un usuario con ese nombre',
  duplicateEmail: 'Ya existe un usuario con ese correo electrónico',
  ownRole: 'No puede cambiar su propio rol',
  applicantRole: 'Los postulantes se registran solos: no se puede cambiar el rol de un postulante ni darlo a otro usuario',
};

/** The unique constraints of the users table, and what a clash on each means. */
const DUPLICATES: Record<string, { message: string; field: string }> = {
  users_name_key: { message: USER_MESSAGES.duplicateName, field: 'name' },
  users_name_lower_key: { message: USER_MESSAGES.duplicateName, field: 'name' },
  users_name_skeleton_key: { message: USER_MESSAGES.duplicateName, field: 'name' },
  users_email_lower_key: { message: USER_MESSAGES.duplicateEmail, field: 'email' },
};

const conflict = ({ message, field }: { message: string; field: string }) => new ApiException(HttpStatus.CONFLICT, { message, field });

function assertStrongPassword(pass: string, owner: { name: string; email: string }): void {
  const weak = weakPasswordMessage(pass, owner);
  if (weak) throw new ApiException(HttpStatus.BAD_REQUEST, { message: weak, field: 'pass', errors: [{ field: 'pass', message: weak }] });
}

const COMPANY_TAKEN = { message: ADMIN_MESSAGES.companyTaken, field: 'companyId' };

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly companies: CompaniesRepository,
    private readonly dataSource: DataSource,
  ) {}

  async list(query: UserListQuery): Promise<ListResponse<UserListItem>> {
    const { total, rows } = await this.users.adminPage(query);
    return toListResponse(rows, total);
  }

  /** The users the list shows for `filter`, every page, as a CSV file. */
  async exportCsv(filter: UserListExport): Promise<Buffer> {
    const rows = await everyPage((query) => this.list(query), filter);
    return toCsv(rows, [
      { header: 'Usuario', value: (user) => user.name },
      { header: 'Email', value: (user) => user.email },
      { header: 'Rol', value: (user) => user.role },
      { header: 'Bloqueado', value: (user) => (user.locked ? 'Sí' : 'No') },
    ]);
  }

  async get(id: number): Promise<UserListItem> {
    const user = await this.users.adminItem(id);
    if (!user) throw new ApiException(HttpStatus.NOT_FOUND, { message: USER_MESSAGES.notFound });
    return user;
  }

  /**
   * A new Administrador, Empresa or Tester. An Empresa or Tester is linked to the company chosen,
   * which must have no user; without one, they create their company in Mi Perfil.
   */
  async create(input: UserCreate): Promise<UserListItem> {
    await this.assertAvailable(input, null);
    assertStrongPassword(input.pass, input);
    const passwordHash = await hashPassword(input.pass);
    const id = await this.saving(() =>
      this.dataSource.transaction(async (manager) => {
        const userId = await this.users.insert(manager, { name: input.name, email: input.email, role: input.role, passwordHash });
        if (input.companyId !== undefined) {
          // Only a company nobody manages.
          if (!(await this.companies.claimUnmanaged(manager, input.companyId, userId))) throw conflict(COMPANY_TAKEN);
        }
        return userId;
      }),
    );
    return this.get(id);
  }

  /** Companies no user manages (a first match by name or CUIT), for the user form's 'Empresa'. */
  async unlinkedCompanies(query: UnlinkedCompaniesQuery): Promise<ListResponse<UnlinkedCompany>> {
    const companies: UnlinkedCompany[] = await this.companies.unmanaged(query.fvalue);
    return toListResponse(companies, companies.length);
  }

  /**
   * Changes name, e-mail, role and, when a new one is given, the password; the user's other
   * sessions then close, so whoever knew the old password is out.
   */
  async update(id: number, input: UserUpdate, actor: SessionUser): Promise<UserListItem> {
    const current = await this.users.byId(id);
    if (!current) throw new ApiException(HttpStatus.NOT_FOUND, { message: USER_MESSAGES.notFound });
    if (input.role !== current.role) {
      // Keeps at least the administrator doing the change able to administer.
      if (id === actor.id) throw new ApiException(HttpStatus.BAD_REQUEST, { message: USER_MESSAGES.ownRole, field: 'role' });
      // An applicant's account carries a CV and applications; other roles carry a company.
      if (current.role === 'Postulante' || input.role === 'Postulante') {
        throw new ApiException(HttpStatus.BAD_REQUEST, { message: USER_MESSAGES.applicantRole, field: 'role' });
      }
    }
    await this.assertAvailable(input, id);
    if (input.pass !== undefined) assertStrongPassword(input.pass, input);
    const passwordHash = input.pass === undefined ? undefined : await hashPassword(input.pass);
    await this.saving(() =>
      this.dataSource.transaction(async (manager) => {
        await this.users.update(id, { name: input.name, email: input.email, role: input.role, ...(passwordHash && { passwordHash }) }, manager);
        if (passwordHash) await this.sessions.closeOtherSessions(manager, id, actor.tokenHash);
      }),
    );
    return this.get(id);
  }

  /** Lifts a lock-out from too many wrong passwords and restarts the count. */
  async unlock(id: number): Promise<UserListItem> {
    const unlocked = await this.users.update(id, { failedAttempts: 0, lockedUntil: null });
    if (!unlocked) throw new ApiException(HttpStatus.NOT_FOUND, { message: USER_MESSAGES.notFound });
    return this.get(id);
  }

  /**
   * Names are unique ignoring case and look-alikes here, so neither 'Admin' nor 'аdmin' (a Cyrillic
   * а) can pose as 'admin'; the database's own
   * constraints still decide a race between two saves (see saving).
   */
  private async assertAvailable(input: { name: string; email: string }, exceptId: number | null): Promise<void> {
    if (await this.users.isTaken('name', input.name, exceptId)) throw conflict(DUPLICATES.users_name_key);
    if (await this.users.isTaken('email', input.email, exceptId)) throw conflict(DUPLICATES.users_email_lower_key);
  }

  private async saving<T>(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      const constraint = violatedConstraint(error, UNIQUE_VIOLATION);
      if (constraint === undefined) throw error;
      throw conflict(DUPLICATES[constraint] ?? DUPLICATES.users_name_key);
    }
  }
}
