import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Role, UserListItem, UserListQuery } from '@postulate/contracts';
import { Applicant } from '../cv/entities/applicant.entity.js';
import { whereText } from '../common/name-filter.js';
import { skeleton } from '../common/name-skeleton.js';
import { Company } from '../companies/entities/company.entity.js';
import { User } from './entities/user.entity.js';

/*
 * Owner of the tables users and known_devices: only this class writes them. The sessions are
 * SessionsRepository's (auth/), the e-mailed links AccountTokensRepository's (accounts/); a new
 * password passes one transaction's manager to each. Reads that join other aggregates' tables live
 * here when the question is about a user; writes to other aggregates' tables never do.
 */

/** What the password checks read of an account, with the lock decided by the database clock. */
export interface AccountRow {
  id: number;
  name: string;
  email: string;
  role: Role;
  passwordHash: string;
  locked: boolean;
}

/** The columns of users the services write. */
export type UserColumns = Partial<Pick<User, 'name' | 'email' | 'role' | 'passwordHash' | 'failedAttempts' | 'lockedUntil' | 'confirmed'>>;

/** The columns `fname` may name; the key comes validated from the query schema. */
const FILTER_COLUMNS: Record<UserListQuery['fname'], string> = {
  name: 'account.name',
  email: 'account.email',
  role: 'account.role',
};

/** What an administrator reads of a user: never the hash, only whether the account is locked. */
function selectItem(builder: SelectQueryBuilder<User>): SelectQueryBuilder<User> {
  return builder
    .select('account.id', 'id')
    .addSelect('account.name', 'name')
    .addSelect('account.email', 'email')
    .addSelect('account.role', 'role')
    .addSelect('coalesce(account.lockedUntil > now(), false)', 'locked');
}

/** The columns with the skeleton of the name they set, if they set one. */
function withSkeleton<Columns extends UserColumns>(columns: Columns): Columns & Pick<Partial<User>, 'nameSkeleton'> {
  return columns.name === undefined ? columns : { ...columns, nameSkeleton: skeleton(columns.name) };
}

@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ---------- The administrator's users ----------

  /** A page of users by name, filtered on one column, with the filter's total. */
  async adminPage(query: UserListQuery): Promise<{ total: number; rows: UserListItem[] }> {
    const filtered = whereText(this.accounts(), FILTER_COLUMNS[query.fname], query);
    const total = await filtered.getCount();
    const rows = await selectItem(filtered.clone())
      .orderBy('account.name')
      .offset((query.page - 1) * query.size)
      .limit(query.size)
      .getRawMany<UserListItem>();
    return { total, rows };
  }

  adminItem(id: number): Promise<UserListItem | undefined> {
    return selectItem(this.accounts()).where('account.id = :id', { id }).getRawOne<UserListItem>();
  }

  byId(id: number): Promise<User | null> {
    return this.dataSource.getRepository(User).findOneBy({ id });
  }

  /** A user that must exist (the session's own): TypeORM's not-found error otherwise. */
  existing(id: number): Promise<User> {
    return this.dataSource.getRepository(User).findOneByOrFail({ id });
  }

  /** Deletes the account; the database cascades to the rows hanging off it. */
  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(User, { id });
  }

  /**
   * Whether another user (not `exceptId`) has the e-mail, ignoring case, or the name, ignoring case
   * or a look-alike of it (the same skeleton).
   */
  isTaken(column: 'name' | 'email', value: string, exceptId: number | null): Promise<boolean> {
    const sameSkeleton = column === 'name' ? ' OR account.nameSkeleton = :skeleton' : '';
    const builder = this.accounts().where(`(lower(account.${column}) = lower(:value)${sameSkeleton})`, { value, skeleton: skeleton(value) });
    if (exceptId !== null) builder.andWhere('account.id <> :exceptId', { exceptId });
    return builder.getExists();
  }

  /** A new user; its id. Fails on the unique indexes of names, their skeletons and e-mails. */
  async insert(manager: EntityManager, columns: UserColumns & Pick<User, 'name' | 'email' | 'role' | 'passwordHash'>): Promise<number> {
    const inserted = await manager.insert(User, withSkeleton(columns));
    return (inserted.identifiers[0] as { id: number }).id;
  }

  /** Writes the user's columns; false when there is no such user. */
  async update(id: number, columns: UserColumns, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const { affected } = await manager.update(User, { id }, withSkeleton(columns));
    return Boolean(affected);
  }

  /** Holds the user's row until the transaction ends. */
  async lock(manager: EntityManager, id: number): Promise<void> {
    await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [id]);
  }

  // ---------- Logging in ----------

  /** The account of a name, whatever its case (the form normalises names to NFKC). */
  accountByName(name: string): Promise<AccountRow | undefined> {
    return this.accountQuery().where('lower(account.name) = lower(:name)', { name }).getRawOne<AccountRow>();
  }

  accountById(id: number): Promise<AccountRow | undefined> {
    return this.accountQuery().where('account.id = :id', { id }).getRawOne<AccountRow>();
  }

  /** The user's id, name and e-mail by name, whatever its case. */
  contactByName(name: string): Promise<Pick<User, 'id' | 'name' | 'email'> | null> {
    return this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .select(['user.id', 'user.name', 'user.email'])
      .where('lower(user.name) = lower(:name)', { name })
      .getOne();
  }

  /**
   * Counts a wrong password in one UPDATE, so concurrent attempts on any instance cannot lose a
   * count; the attempt that reaches `maxFailures` locks the account for `lockMinutes`. Undefined
   * when the account is locked already (then nothing is counted).
   */
  async countFailedLogin(id: number, maxFailures: number, lockMinutes: number): Promise<{ locked_until: Date | null } | undefined> {
    // A lock still set here has expired (the WHERE skips live ones): counting starts again.
    const attempts = 'CASE WHEN locked_until IS NULL THEN failed_attempts + 1 ELSE 1 END';
    const result = await this.dataSource
      .createQueryBuilder()
      .update(User)
      .set({
        failedAttempts: () => attempts,
        lockedUntil: () => `CASE WHEN ${attempts} >= ${maxFailures} THEN now() + make_interval(mins => ${lockMinutes}) END`,
      })
      .where('id = :id AND (locked_until IS NULL OR locked_until <= now())', { id })
      .returning('locked_until')
      .execute();
    const [row] = result.raw as { locked_until: Date | null }[];
    return row;
  }

  /** Resets the failure count, unless the account is locked and `evenIfLocked` is false; whether it did. */
  async resetFailedLogins(id: number, evenIfLocked: boolean): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(User)
      .set({ failedAttempts: 0, lockedUntil: null })
      .where(evenIfLocked ? 'id = :id' : 'id = :id AND (locked_until IS NULL OR locked_until <= now())', { id })
      .execute();
    return result.affected === 1;
  }

  async isKnownDevice(userId: number, deviceHash: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM known_devices WHERE token_hash = $1 AND user_id = $2`, [deviceHash, userId]);
    return rows.length > 0;
  }

  async rememberDevice(userId: number, deviceHash: string): Promise<void> {
    await this.dataSource.query(`INSERT INTO known_devices (token_hash, user_id) VALUES ($1, $2) ON CONFLICT (token_hash, user_id) DO NOTHING`, [
      deviceHash,
      userId,
    ]);
  }

  /** The company the user manages, for the session's profile. */
  companyOf(userId: number): Promise<Pick<Company, 'id' | 'razonsocial'> | null> {
    return this.dataSource.getRepository(Company).findOneBy({ userId });
  }

  /** The applicant the user is, for the session's profile. */
  applicantOf(userId: number): Promise<Pick<Applicant, 'id' | 'cvName'> | null> {
    return this.dataSource.getRepository(Applicant).findOneBy({ userId });
  }

  private accounts(): SelectQueryBuilder<User> {
    return this.dataSource.getRepository(User).createQueryBuilder('account');
  }

  private accountQuery(): SelectQueryBuilder<User> {
    return this.accounts()
      .select('account.id', 'id')
      .addSelect('account.name', 'name')
      .addSelect('account.email', 'email')
      .addSelect('account.role', 'role')
      .addSelect('account.passwordHash', 'passwordHash')
      .addSelect('coalesce(account.lockedUntil > now(), false)', 'locked');
  }
}
