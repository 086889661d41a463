import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import {
  ADMIN_MESSAGES,
  type ListResponse,
  type UnlinkedCompaniesQuery,
  type UnlinkedCompany,
  type UserCreate,
  type UserListItem,
  type UserListQuery,
  type UserListExport,
  type UserUpdate,
} from '@postulate/contracts';
import { Session } from '../auth/entities/session.entity.js';
import type { SessionUser } from '../auth/auth.types.js';
import { weakPasswordMessage } from '../auth/password-policy.js';
import { everyPage, toCsv } from '../common/csv-export.js';
import { hashPassword } from '../auth/passwords.js';
import { ApiException } from '../common/api-exception.js';
import { UNIQUE_VIOLATION, violatedConstraint } from '../common/database-errors.js';
import { toListResponse } from '../common/list-response.js';
import { whereText } from '../common/name-filter.js';
import { User } from './entities/user.entity.js';

export const USER_MESSAGES = {
  notFound: 'El usuario no existe',
  duplicateName: 'Ya existe un usuario con ese nombre',
  duplicateEmail: 'Ya existe un usuario con ese correo electrónico',
  ownRole: 'No puede cambiar su propio rol',
  applicantRole: 'Los postulantes se registran solos: no se puede cambiar el rol de un postulante ni darlo a otro usuario',
};

/** The columns `fname` may name; the key comes validated from the query schema. */
const FILTER_COLUMNS: Record<UserListQuery['fname'], string> = {
  name: 'account.name',
  email: 'account.email',
  role: 'account.role',
};

/** The unique constraints of the users table, and what a clash on each means. */
const DUPLICATES: Record<string, { message: string; field: string }> = {
  users_name_key: { message: USER_MESSAGES.duplicateName, field: 'name' },
  users_name_lower_key: { message: USER_MESSAGES.duplicateName, field: 'name' },
  users_email_lower_key: { message: USER_MESSAGES.duplicateEmail, field: 'email' },
};

const conflict = ({ message, field }: { message: string; field: string }) =>
  new ApiException(HttpStatus.CONFLICT, { message, field });

function assertStrongPassword(pass: string, owner: { name: string; email: string }): void {
  const weak = weakPasswordMessage(pass, owner);
  if (weak) throw new ApiException(HttpStatus.BAD_REQUEST, { message: weak, field: 'pass', errors: [{ field: 'pass', message: weak }] });
}

const COMPANY_TAKEN = { message: ADMIN_MESSAGES.companyTaken, field: 'companyId' };

/** What an administrator reads of a user: never the hash, only whether the account is locked. */
function selectItem(builder: SelectQueryBuilder<User>): SelectQueryBuilder<User> {
  return builder
    .select('account.id', 'id')
    .addSelect('account.name', 'name')
    .addSelect('account.email', 'email')
    .addSelect('account.role', 'role')
    .addSelect('coalesce(account.lockedUntil > now(), false)', 'locked');
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
  ) {}

  async list(query: UserListQuery): Promise<ListResponse<UserListItem>> {
    const filtered = whereText(this.users.createQueryBuilder('account'), FILTER_COLUMNS[query.fname], query);
    const total = await filtered.getCount();
    const users = await selectItem(filtered.clone())
      .orderBy('account.name')
      .offset((query.page - 1) * query.size)
      .limit(query.size)
      .getRawMany<UserListItem>();
    return toListResponse(users, total);
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
    const user = await selectItem(this.users.createQueryBuilder('account'))
      .where('account.id = :id', { id })
      .getRawOne<UserListItem>();
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
        const user = await manager.save(manager.create(User, { name: input.name, email: input.email, role: input.role, passwordHash }));
        if (input.companyId !== undefined) {
          // Only a company nobody manages: the row lock of the UPDATE settles two admins racing.
          // node-postgres returns [rows, count] for UPDATE ... RETURNING through TypeORM's query().
          const [linked] = (await manager.query(`UPDATE companies SET user_id = $1 WHERE id = $2 AND user_id IS NULL RETURNING id`, [
            user.id,
            input.companyId,
          ])) as [unknown[], number];
          if (linked.length === 0) throw conflict(COMPANY_TAKEN);
        }
        return user.id;
      }),
    );
    return this.get(id);
  }

  /** Companies no user manages (a first match by name or CUIT), for the user form's 'Empresa'. */
  async unlinkedCompanies(query: UnlinkedCompaniesQuery): Promise<ListResponse<UnlinkedCompany>> {
    const companies: UnlinkedCompany[] = await this.dataSource.query(
      `SELECT id, razonsocial, cuit FROM companies
        WHERE user_id IS NULL
          AND (f_unaccent(lower(razonsocial)) LIKE '%' || f_unaccent(lower($1)) || '%' OR cuit LIKE '%' || $1 || '%')
        ORDER BY razonsocial, id
        LIMIT 20`,
      [query.fvalue],
    );
    return toListResponse(companies, companies.length);
  }

  /**
   * Changes name, e-mail, role and, when a new one is given, the password; the user's other
   * sessions then close, so whoever knew the old password is out.
   */
  async update(id: number, input: UserUpdate, actor: SessionUser): Promise<UserListItem> {
    const current = await this.users.findOneBy({ id });
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
        await manager.update(User, { id }, { name: input.name, email: input.email, role: input.role, ...(passwordHash && { passwordHash }) });
        if (passwordHash) {
          await manager
            .createQueryBuilder()
            .delete()
            .from(Session)
            .where('user_id = :id AND token_hash <> :current', { id, current: actor.tokenHash })
            .execute();
        }
      }),
    );
    return this.get(id);
  }

  /** Lifts a lock-out from too many wrong passwords and restarts the count. */
  async unlock(id: number): Promise<UserListItem> {
    const { affected } = await this.users.update({ id }, { failedAttempts: 0, lockedUntil: null });
    if (!affected) throw new ApiException(HttpStatus.NOT_FOUND, { message: USER_MESSAGES.notFound });
    return this.get(id);
  }

  /**
   * Names are unique ignoring case here, so 'Admin' cannot pose as 'admin'; the database's own
   * constraints still decide a race between two saves (see saving).
   */
  private async assertAvailable(input: { name: string; email: string }, exceptId: number | null): Promise<void> {
    const taken = (column: string, value: string) => {
      const builder = this.users.createQueryBuilder('account').where(`lower(${column}) = lower(:value)`, { value });
      if (exceptId !== null) builder.andWhere('account.id <> :exceptId', { exceptId });
      return builder.getExists();
    };
    if (await taken('account.name', input.name)) throw conflict(DUPLICATES.users_name_key);
    if (await taken('account.email', input.email)) throw conflict(DUPLICATES.users_email_lower_key);
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
