import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { Role } from '@postulate/contracts';
import { Session } from './entities/session.entity.js';

/*
 * Owner of the table sessions: only this class writes it. A new password or a deactivation closes
 * sessions in the caller's transaction (its manager). The session's user is read through the
 * entity's join, the question being about the session.
 */

/** A session with its user, and whether it is still live and when it was last seen. */
export interface SessionRow {
  id: number;
  name: string;
  email: string;
  role: Role;
  csrfToken: string;
  active: boolean;
  seenLongAgo: boolean;
}

@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores a session expiring `ttlHours` from now, first deleting the user's expired ones. */
  async openSession(session: { tokenHash: string; userId: number; csrfToken: string; ttlHours: number }): Promise<void> {
    const sessions = this.dataSource.getRepository(Session);
    // This user's expired sessions go now; nobody else's need a sweep to stay harmless.
    await sessions.createQueryBuilder().delete().where('user_id = :userId AND expires_at <= now()', { userId: session.userId }).execute();
    await sessions.insert({
      tokenHash: session.tokenHash,
      userId: session.userId,
      csrfToken: session.csrfToken,
      // The database clock decides expiry everywhere, so API instances cannot disagree.
      expiresAt: () => `now() + make_interval(hours => ${session.ttlHours})`,
    });
  }

  /** The session and its user; active when before its absolute expiry and seen within `idleMinutes`. */
  sessionOf(tokenHash: string, idleMinutes: number): Promise<SessionRow | undefined> {
    return this.dataSource
      .getRepository(Session)
      .createQueryBuilder('session')
      .innerJoin('session.user', 'account')
      .select('account.id', 'id')
      .addSelect('account.name', 'name')
      .addSelect('account.email', 'email')
      .addSelect('account.role', 'role')
      .addSelect('session.csrfToken', 'csrfToken')
      .addSelect(`session.expiresAt > now() AND session.lastSeenAt > now() - make_interval(mins => ${idleMinutes})`, 'active')
      .addSelect(`session.lastSeenAt < now() - interval '1 minute'`, 'seenLongAgo')
      .where('session.tokenHash = :tokenHash', { tokenHash })
      .getRawOne<SessionRow>();
  }

  async touchSession(tokenHash: string): Promise<void> {
    await this.dataSource.getRepository(Session).update({ tokenHash }, { lastSeenAt: () => 'now()' });
  }

  async closeSession(tokenHash: string): Promise<void> {
    await this.dataSource.getRepository(Session).delete({ tokenHash });
  }

  async closeSessions(manager: EntityManager, userId: number): Promise<void> {
    await manager.delete(Session, { userId });
  }

  /** Closes the user's sessions but the one of `keptTokenHash`. */
  async closeOtherSessions(manager: EntityManager, userId: number, keptTokenHash: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .delete()
      .from(Session)
      .where('user_id = :id AND token_hash <> :current', { id: userId, current: keptTokenHash })
      .execute();
  }
}
