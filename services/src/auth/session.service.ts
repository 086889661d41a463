import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SessionUser } from '../common/session-user.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { SessionsRepository } from './sessions.repository.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const randomToken = () => randomBytes(32).toString('base64url');

/** Server-side sessions: the cookie carries a random token, the database only its hash. */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Opens a session and returns the cookie token and the CSRF token for the client. */
  async open(userId: number): Promise<{ token: string; csrfToken: string }> {
    const token = randomToken();
    const csrfToken = randomToken();
    await this.sessions.openSession({ tokenHash: hashToken(token), userId, csrfToken, ttlHours: this.config.sessionTtlHours });
    return { token, csrfToken };
  }

  /**
   * The user of a live session, or null: a session ends at its absolute expiry or after
   * sessionIdleMinutes without a request, and is deleted on sight then.
   */
  async findUser(token: string): Promise<SessionUser | null> {
    const tokenHash = hashToken(token);
    const row = await this.sessions.sessionOf(tokenHash, this.config.sessionIdleMinutes);
    if (!row) return null;
    if (!row.active) {
      await this.close(tokenHash);
      return null;
    }
    // Written at most once a minute per session: the idle timeout needs no finer clock.
    if (row.seenLongAgo) await this.sessions.touchSession(tokenHash);
    return { id: row.id, name: row.name, email: row.email, role: row.role, csrfToken: row.csrfToken, tokenHash };
  }

  close(tokenHash: string): Promise<void> {
    return this.sessions.closeSession(tokenHash);
  }
}
