import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Role } from '@postulate/contracts';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { SessionUser } from './auth.types.js';
import { Session } from './entities/session.entity.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const randomToken = () => randomBytes(32).toString('base64url');

/** Server-side sessions: the cookie carries a random token, the database only its hash. */
@Injectable()
export class SessionService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Opens a session and returns the cookie token and the CSRF token for the client. */
  async open(userId: number): Promise<{ token: string; csrfToken: string }> {
    const token = randomToken();
    const csrfToken = randomToken();
    // This user's expired sessions go now; nobody else's need a sweep to stay harmless.
    await this.sessions
      .createQueryBuilder()
      .delete()
      .where('user_id = :userId AND expires_at <= now()', { userId })
      .execute();
    await this.sessions.insert({
      tokenHash: hashToken(token),
      userId,
      csrfToken,
      // The database clock decides expiry everywhere, so API instances cannot disagree.
      expiresAt: () => `now() + make_interval(hours => ${this.config.sessionTtlHours})`,
    });
    return { token, csrfToken };
  }

  /**
   * The user of a live session, or null: a session ends at its absolute expiry or after
   * sessionIdleMinutes without a request, and is deleted on sight then.
   */
  async findUser(token: string): Promise<SessionUser | null> {
    const tokenHash = hashToken(token);
    const row = await this.sessions
      .createQueryBuilder('session')
      .innerJoin('session.user', 'account')
      .select('account.id', 'id')
      .addSelect('account.name', 'name')
      .addSelect('account.email', 'email')
      .addSelect('account.role', 'role')
      .addSelect('session.csrfToken', 'csrfToken')
      .addSelect(`session.expiresAt > now() AND session.lastSeenAt > now() - make_interval(mins => ${this.config.sessionIdleMinutes})`, 'active')
      .addSelect(`session.lastSeenAt < now() - interval '1 minute'`, 'seenLongAgo')
      .where('session.tokenHash = :tokenHash', { tokenHash })
      .getRawOne<{ id: number; name: string; email: string; role: Role; csrfToken: string; active: boolean; seenLongAgo: boolean }>();
    if (!row) return null;
    if (!row.active) {
      await this.close(tokenHash);
      return null;
    }
    // Written at most once a minute per session: the idle timeout needs no finer clock.
    if (row.seenLongAgo) await this.sessions.update({ tokenHash }, { lastSeenAt: () => 'now()' });
    return { id: row.id, name: row.name, email: row.email, role: row.role, csrfToken: row.csrfToken, tokenHash };
  }

  async close(tokenHash: string): Promise<void> {
    await this.sessions.delete({ tokenHash });
  }
}
