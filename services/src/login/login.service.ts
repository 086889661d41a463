import { randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CookieOptions } from 'express';
import type { DataSource } from 'typeorm';
import {
  LOCK_MINUTES,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  type LoginRequest,
  type LoginResponse,
  type Role,
  type SessionApplicant,
  type SessionCompany,
  type SessionCheck,
  type SessionProfile,
} from '@postulate/contracts';
import { unlockMail } from '../accounts/account-mails.js';
import { AccountTokensRepository } from '../accounts/account-tokens.repository.js';
import { issueAccountToken } from '../accounts/account-tokens.js';
import { AuthRepository } from '../auth/auth.repository.js';
import { CaptchaService } from '../auth/captcha.service.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { hashToken, SessionService } from '../auth/session.service.js';
import { ApiException } from '../common/api-exception.js';
import type { SessionUser } from '../common/session-user.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';
import { RateLimitService } from '../rate-limits/rate-limit.service.js';
import { TestsService } from '../psychometric-tests/tests.service.js';
import { UsersRepository, type AccountRow } from '../users/users.repository.js';
import { MENU_ROUTES } from './menu-routes.js';

/** Consecutive wrong passwords that lock an account (for LOCK_MINUTES, from contracts). */
export const MAX_FAILED_LOGINS = 5;

/** Names a browser that has logged in before: the lock-out and the per-account limit spare it. */
export const DEVICE_COOKIE = 'postulate_device';
const DEVICE_COOKIE_DAYS = 365;

interface ProfileEntity {
  empresa: SessionCompany | null;
  postulante: SessionApplicant | null;
}

const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const userLocked = () => new ApiException(HttpStatus.LOCKED, { token: 'UserLocked', message: MESSAGES.userLocked });
const invalidCredentials = () => new ApiException(HttpStatus.UNAUTHORIZED, { message: MESSAGES.invalidCredentials });

/** Logging in and out, the session's profile, and the lock-out of wrong passwords with its unlock link. */
@Injectable()
export class LoginService {
  /** Verified against for unknown names, so they take as long as a wrong password. */
  private readonly dummyHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly captcha: CaptchaService,
    private readonly sessions: SessionService,
    private readonly tests: TestsService,
    private readonly limits: RateLimitService,
    private readonly mail: MailService,
    private readonly defences: AuthRepository,
    private readonly tokens: AccountTokensRepository,
  ) {}

  /**
   * Captcha, then the per-account limit and the lock-out (neither applies to a browser this account
   * has logged in from: `sentDevice`, its device cookie), then password; opens a session and returns
   * its cookie token, the device token to keep in the browser and the body. A password shorter than
   * new ones may be opens no session: the body carries a reset token to choose a longer one first.
   */
  async login(input: LoginRequest, sentDevice?: string): Promise<{ token: string | null; device: string; response: LoginResponse }> {
    await this.captcha.redeem(input.tokenCaptcha);
    const account = await this.users.accountByName(input.name);
    const knownDevice = account !== undefined && (await this.isKnownDevice(account.id, sentDevice));
    if (!knownDevice) await this.limits.consume('loginAccount', { account: input.name.toLowerCase() });
    if (!account) return this.unknownName(input);
    if (account.locked && !knownDevice) throw userLocked();
    if (!(await verifyPassword(account.passwordHash, input.pass))) {
      const locked = await this.recordFailure(account);
      throw locked && !knownDevice ? userLocked() : invalidCredentials();
    }
    if (!(await this.recordSuccess(account.id, knownDevice))) throw userLocked();

    const device = await this.rememberDevice(account.id, sentDevice);
    if (input.pass.length < PASSWORD_MIN_LENGTH) {
      const passwordResetToken = await this.dataSource.transaction((manager) => issueAccountToken(this.tokens, manager, account.id, 'reset'));
      return { token: null, device, response: { message: MESSAGES.mustChangePassword, mustChangePassword: true, passwordResetToken } };
    }
    const { token, csrfToken } = await this.sessions.open(account.id);
    const { name, email, role } = account;
    return {
      token,
      device,
      response: { name, email, role, entity: await this.entityOf(account), message: MESSAGES.loginWelcome, csrfToken },
    };
  }

  /**
   * A name no account has answers as a real one would: 401, and after MAX_FAILED_LOGINS attempts
   * the lock-out's 423 for LOCK_MINUTES, so neither tells whether the name exists; the dummy hash
   * makes it take as long as a wrong password.
   */
  private async unknownName(input: LoginRequest): Promise<never> {
    const name = input.name.toLowerCase();
    if (await this.defences.isUnknownNameLocked(name)) throw userLocked();
    await verifyPassword(await this.dummyHash, input.pass);
    throw (await this.defences.countUnknownNameFailure(name, MAX_FAILED_LOGINS, LOCK_MINUTES)) ? userLocked() : invalidCredentials();
  }

  /**
   * Checks the password of a signed-in user (account deletion): a wrong one counts like a failed
   * login, and a locked account is refused like at the login.
   */
  async confirmPassword(userId: number, pass: string): Promise<boolean> {
    const account = await this.users.accountById(userId);
    if (!account) return false;
    if (account.locked) throw userLocked();
    if (await verifyPassword(account.passwordHash, pass)) return true;
    if (await this.recordFailure(account)) throw userLocked();
    return false;
  }

  /**
   * A browser keeps one device token for every account used in it; the first successful login
   * creates it. Returns the token for the cookie (renewing its lifetime).
   */
  private async rememberDevice(userId: number, sent: string | undefined): Promise<string> {
    const device = sent && DEVICE_TOKEN.test(sent) ? sent : randomBytes(32).toString('base64url');
    await this.users.rememberDevice(userId, hashToken(device));
    return device;
  }

  private async isKnownDevice(userId: number, device: string | undefined): Promise<boolean> {
    if (!device || !DEVICE_TOKEN.test(device)) return false;
    return this.users.isKnownDevice(userId, hashToken(device));
  }

  /** The session check: the profile of the cookie's session, or no session when there is none or it has ended. */
  async sessionCheck(token: unknown): Promise<SessionCheck> {
    const user = typeof token === 'string' && token ? await this.sessions.findUser(token) : null;
    return user ? this.profile(user) : { signedIn: false };
  }

  async profile(user: SessionUser): Promise<SessionProfile> {
    const { name, email, role, csrfToken } = user;
    return { name, email, role, menuRoutes: MENU_ROUTES[role], ...(await this.entityOf(user)), csrfToken };
  }

  logout(user: SessionUser): Promise<void> {
    return this.sessions.close(user.tokenHash);
  }

  /** Sent only to the login route; httpOnly like the session's. */
  deviceCookieOptions(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/api/usuar/login',
      maxAge: DEVICE_COOKIE_DAYS * 24 * 3_600_000,
    };
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

  /**
   * Counts a wrong password; the attempt that reaches the limit sets the lock and e-mails the
   * owner a link that lifts it. Returns whether the account is locked.
   */
  private async recordFailure(account: Pick<AccountRow, 'id' | 'name' | 'email'>): Promise<boolean> {
    const row = await this.users.countFailedLogin(account.id, MAX_FAILED_LOGINS, LOCK_MINUTES);
    // No row updated: another attempt locked the account meanwhile.
    if (!row) return true;
    if (row.locked_until !== null) await this.sendUnlockLink(account);
    return row.locked_until !== null;
  }

  private async sendUnlockLink({ id, name, email }: Pick<AccountRow, 'id' | 'name' | 'email'>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const token = await issueAccountToken(this.tokens, manager, id, 'unlock');
      await this.mail.enqueue(unlockMail(email, name, `${this.config.mail.portalUrl}/api/usuar/desbloqueo/${token}`), manager);
    });
    this.mail.deliverSoon();
  }

  /**
   * Resets the counter, unless a concurrent attempt locked the account meanwhile (then false); a
   * known device's success lifts a lock too, since it is the owner's.
   */
  private recordSuccess(id: number, knownDevice: boolean): Promise<boolean> {
    return this.users.resetFailedLogins(id, knownDevice);
  }

  private async entityOf(user: { id: number; role: Role }): Promise<ProfileEntity> {
    if (user.role === 'Empresa' || user.role === 'Tester') {
      const company = await this.users.companyOf(user.id);
      return { empresa: company && { id: company.id, name: company.razonsocial }, postulante: null };
    }
    if (user.role === 'Postulante') {
      const applicant = await this.users.applicantOf(user.id);
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
