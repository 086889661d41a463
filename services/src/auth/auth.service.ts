import { randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CookieOptions } from 'express';
import type { Repository } from 'typeorm';
import {
  LOCK_MINUTES,
  MESSAGES,
  type LoginRequest,
  type LoginResponse,
  type Role,
  type SessionApplicant,
  type SessionCompany,
  type SessionProfile,
} from '@postulate/contracts';
import { Applicant } from '../applicants/entities/applicant.entity.js';
import { ApiException } from '../common/api-exception.js';
import { Company } from '../companies/entities/company.entity.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { TestsService } from '../tests/tests.service.js';
import { User } from '../users/entities/user.entity.js';
import type { SessionUser } from './auth.types.js';
import { CaptchaService } from './captcha.service.js';
import { MENU_ROUTES } from './menu-routes.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { SessionService } from './session.service.js';

/** Consecutive wrong passwords that lock an account (for LOCK_MINUTES, from contracts). */
export const MAX_FAILED_LOGINS = 5;

interface Account {
  id: number;
  name: string;
  email: string;
  role: Role;
  passwordHash: string;
  locked: boolean;
}

interface ProfileEntity {
  empresa: SessionCompany | null;
  postulante: SessionApplicant | null;
}

const userLocked = () =>
  new ApiException(HttpStatus.LOCKED, { token: 'UserLocked', message: MESSAGES.userLocked });
const invalidCredentials = () =>
  new ApiException(HttpStatus.UNAUTHORIZED, { message: MESSAGES.invalidCredentials });

@Injectable()
export class AuthService {
  /** Verified against for unknown names, so they take as long as a wrong password. */
  private readonly dummyHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Company) private readonly companies: Repository<Company>,
    @InjectRepository(Applicant) private readonly applicants: Repository<Applicant>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly captcha: CaptchaService,
    private readonly sessions: SessionService,
    private readonly tests: TestsService,
  ) {}

  /** Captcha, then lock-out, then password; opens a session and returns its cookie token and the body. */
  async login(input: LoginRequest): Promise<{ token: string; response: LoginResponse }> {
    await this.captcha.redeem(input.tokenCaptcha);
    const account = await this.findAccount(input.name);
    if (!account) {
      await verifyPassword(await this.dummyHash, input.pass);
      throw invalidCredentials();
    }
    if (account.locked) throw userLocked();
    if (!(await verifyPassword(account.passwordHash, input.pass))) {
      throw (await this.recordFailure(account.id)) ? userLocked() : invalidCredentials();
    }
    if (!(await this.recordSuccess(account.id))) throw userLocked();

    const { token, csrfToken } = await this.sessions.open(account.id);
    const { name, email, role } = account;
    return {
      token,
      response: { name, email, role, entity: await this.entityOf(account), message: MESSAGES.loginWelcome, csrfToken },
    };
  }

  async profile(user: SessionUser): Promise<SessionProfile> {
    const { name, email, role, csrfToken } = user;
    return { name, email, role, menuRoutes: MENU_ROUTES[role], ...(await this.entityOf(user)), csrfToken };
  }

  logout(user: SessionUser): Promise<void> {
    return this.sessions.close(user.tokenHash);
  }

  /** httpOnly keeps the token away from scripts; SameSite=Lax keeps it off cross-site posts. */
  sessionCookieOptions(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/',
      maxAge: this.config.sessionTtlHours * 3_600_000,
    };
  }

  private findAccount(name: string): Promise<Account | undefined> {
    return this.users
      .createQueryBuilder('account')
      .select('account.id', 'id')
      .addSelect('account.name', 'name')
      .addSelect('account.email', 'email')
      .addSelect('account.role', 'role')
      .addSelect('account.passwordHash', 'passwordHash')
      .addSelect('coalesce(account.lockedUntil > now(), false)', 'locked')
      .where('account.name = :name', { name })
      .getRawOne<Account>();
  }

  /**
   * Counts a wrong password in one UPDATE, so concurrent attempts on any instance cannot lose a
   * count; the attempt that reaches the limit sets the lock. Returns whether the account is locked.
   */
  private async recordFailure(id: number): Promise<boolean> {
    // A lock still set here has expired (the WHERE skips live ones): counting starts again.
    const attempts = 'CASE WHEN locked_until IS NULL THEN failed_attempts + 1 ELSE 1 END';
    const result = await this.users
      .createQueryBuilder()
      .update(User)
      .set({
        failedAttempts: () => attempts,
        lockedUntil: () =>
          `CASE WHEN ${attempts} >= ${MAX_FAILED_LOGINS} THEN now() + make_interval(mins => ${LOCK_MINUTES}) END`,
      })
      .where('id = :id AND (locked_until IS NULL OR locked_until <= now())', { id })
      .returning('locked_until')
      .execute();
    const [row] = result.raw as { locked_until: Date | null }[];
    // No row updated: another attempt locked the account meanwhile.
    return !row || row.locked_until !== null;
  }

  /** Resets the counter, unless a concurrent attempt locked the account meanwhile (then false). */
  private async recordSuccess(id: number): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update(User)
      .set({ failedAttempts: 0, lockedUntil: null })
      .where('id = :id AND (locked_until IS NULL OR locked_until <= now())', { id })
      .execute();
    return result.affected === 1;
  }

  private async entityOf(user: { id: number; role: Role }): Promise<ProfileEntity> {
    if (user.role === 'Empresa' || user.role === 'Tester') {
      const company = await this.companies.findOneBy({ userId: user.id });
      return { empresa: company && { id: company.id, name: company.razonsocial }, postulante: null };
    }
    if (user.role === 'Postulante') {
      const applicant = await this.applicants.findOneBy({ userId: user.id });
      return {
        empresa: null,
        // have*/lastDay*: a finished test whose result is still valid (12 months), from the database.
        postulante: applicant && {
          id: applicant.id,
          cv: { name: applicant.cvName },
          ...(await this.tests.sessionFlags(applicant.id)),
        },
      };
    }
    return { empresa: null, postulante: null };
  }
}
