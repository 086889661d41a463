import { setTimeout as sleep } from 'node:timers/promises';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ACCOUNT_MESSAGES, type MessageResponse, type RecoverPasswordRequest } from '@postulate/contracts';
import { weakPasswordMessage } from '../auth/password-policy.js';
import { hashPassword } from '../auth/passwords.js';
import { hashToken } from '../auth/session.service.js';
import { SessionsRepository } from '../auth/sessions.repository.js';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { resetMail } from './account-mails.js';
import { AccountTokensRepository } from './account-tokens.repository.js';
import { issueAccountToken } from './account-tokens.js';

/**
 * Every recovery request answers after at least this long, whether or not a mail was sent, so the
 * response time does not tell whether the user and e-mail exist.
 */
export const RECOVERY_MIN_RESPONSE_MS = 300;
/** A new recovery mail for the same user is not sent within this many seconds of the last one. */
export const RECOVERY_RESEND_SECONDS = 60;

const resetInvalid = () => new ApiException(HttpStatus.BAD_REQUEST, { field: 'token', message: ACCOUNT_MESSAGES.resetInvalid });

/** The links sent by e-mail: confirming the address, recovering and resetting the password. */
@Injectable()
export class AccountLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly tokens: AccountTokensRepository,
    private readonly sessions: SessionsRepository,
    private readonly mail: MailService,
  ) {}

  /** Marks the e-mail confirmed; false for an unknown, used or expired link. */
  async confirm(token: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.consumeAccountToken(manager, hashToken(token), 'confirm');
      if (userId === null) return false;
      await this.users.update(userId, { confirmed: true }, manager);
      return true;
    });
  }

  /** Lifts a lock-out; false for an unknown, used or expired link. */
  async unlock(token: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.consumeAccountToken(manager, hashToken(token), 'unlock');
      if (userId === null) return false;
      await this.users.update(userId, { failedAttempts: 0, lockedUntil: null }, manager);
      return true;
    });
  }

  /**
   * Sends a reset link when the name exists and the e-mail is its own; answers the same message
   * either way, never sooner than RECOVERY_MIN_RESPONSE_MS.
   */
  async requestReset(input: RecoverPasswordRequest): Promise<MessageResponse> {
    const started = Date.now();
    try {
      await this.sendResetLink(input);
    } finally {
      await sleep(Math.max(0, started + RECOVERY_MIN_RESPONSE_MS - Date.now()));
    }
    return { message: ACCOUNT_MESSAGES.recoverSent };
  }

  /**
   * Sets the new password, clears the lock-out counters, uses up every pending reset link of the
   * user and closes the user's sessions, all in one transaction.
   */
  async resetPassword(token: string, pass: string): Promise<MessageResponse> {
    // argon2 is slow and memory-hungry: only a link that is live now is worth hashing for.
    const owner = await this.tokens.liveAccountTokenOwner(hashToken(token), 'reset');
    if (!owner) throw resetInvalid();
    const weak = weakPasswordMessage(pass, owner);
    if (weak) throw new ApiException(HttpStatus.BAD_REQUEST, { field: 'pass', message: weak, errors: [{ field: 'pass', message: weak }] });
    const passwordHash = await hashPassword(pass);
    const done = await this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.consumeAccountToken(manager, hashToken(token), 'reset');
      if (userId === null) return false;
      await this.users.update(userId, { passwordHash, failedAttempts: 0, lockedUntil: null }, manager);
      await this.tokens.useUpResetLinks(manager, userId);
      await this.sessions.closeSessions(manager, userId);
      return true;
    });
    if (!done) throw resetInvalid();
    return { message: ACCOUNT_MESSAGES.resetSaved };
  }

  private async sendResetLink({ name, email }: RecoverPasswordRequest): Promise<void> {
    const user = await this.users.contactByName(name);
    if (!user || user.email.toLowerCase() !== email.toLowerCase()) return;
    const sent = await this.dataSource.transaction(async (manager) => {
      // Serialises concurrent requests for one user, so the resend limit holds across instances.
      await this.users.lock(manager, user.id);
      if (await this.tokens.resetLinkIssuedWithin(manager, user.id, RECOVERY_RESEND_SECONDS)) return false;
      const token = await issueAccountToken(this.tokens, manager, user.id, 'reset');
      await this.mail.enqueue(resetMail(user.email, user.name, `${this.config.mail.portalUrl}/forgot/${token}`), manager);
      return true;
    });
    if (sent) this.mail.deliverSoon();
  }
}
