import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CONFIRMATION_LINK_DAYS, RESET_LINK_MINUTES, UNLOCK_LINK_HOURS } from '@postulate/contracts';
import { AccountToken, type AccountTokenPurpose } from './entities/account-token.entity.js';

/*
 * Owner of the table account_tokens, the single-use links e-mailed to an account (confirmation,
 * reset, unlock): only this class writes it. The owner's name and e-mail are read through the
 * entity's join, the question being about the link.
 */

/** Lifetime of each kind of link, as a PostgreSQL interval: the database clock decides expiry. */
const TOKEN_LIFETIME: Record<AccountTokenPurpose, string> = {
  confirm: `make_interval(days => ${CONFIRMATION_LINK_DAYS})`,
  reset: `make_interval(mins => ${RESET_LINK_MINUTES})`,
  unlock: `make_interval(hours => ${UNLOCK_LINK_HOURS})`,
};

@Injectable()
export class AccountTokensRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores a single-use link's token hash for the user, live for its purpose's lifetime. */
  async insertAccountToken(manager: EntityManager, userId: number, purpose: AccountTokenPurpose, tokenHash: string): Promise<void> {
    await manager.insert(AccountToken, {
      tokenHash,
      userId,
      purpose,
      expiresAt: () => `now() + ${TOKEN_LIFETIME[purpose]}`,
    });
  }

  /**
   * Marks a live token used and returns its user, in one UPDATE: of two concurrent uses only one
   * gets the user. An unknown, used or expired token (or one of another purpose) gives null.
   */
  async consumeAccountToken(manager: EntityManager, tokenHash: string, purpose: AccountTokenPurpose): Promise<number | null> {
    const result = await manager
      .createQueryBuilder()
      .update(AccountToken)
      .set({ usedAt: () => 'now()' })
      .where('token_hash = :hash AND purpose = :purpose AND used_at IS NULL AND expires_at > now()', { hash: tokenHash, purpose })
      .returning('user_id')
      .execute();
    const [row] = result.raw as { user_id: number }[];
    return row ? row.user_id : null;
  }

  /** The owner of a live token (unused, unexpired, of that purpose), without using it up; else null. */
  async liveAccountTokenOwner(tokenHash: string, purpose: AccountTokenPurpose): Promise<{ name: string; email: string } | null> {
    const owner = await this.dataSource.manager
      .createQueryBuilder(AccountToken, 'token')
      .innerJoin('token.user', 'owner')
      .select('owner.name', 'name')
      .addSelect('owner.email', 'email')
      .where('token.tokenHash = :hash AND token.purpose = :purpose', { hash: tokenHash, purpose })
      .andWhere('token.usedAt IS NULL AND token.expiresAt > now()')
      .getRawOne<{ name: string; email: string }>();
    return owner ?? null;
  }

  /** Whether a reset link was issued to the user within the last `seconds`. */
  resetLinkIssuedWithin(manager: EntityManager, userId: number, seconds: number): Promise<boolean> {
    return manager
      .createQueryBuilder(AccountToken, 'token')
      .where("token.userId = :userId AND token.purpose = 'reset'", { userId })
      .andWhere(`token.createdAt > now() - make_interval(secs => ${seconds})`)
      .getExists();
  }

  /** Uses up every pending reset link of the user. */
  async useUpResetLinks(manager: EntityManager, userId: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(AccountToken)
      .set({ usedAt: () => 'now()' })
      .where("user_id = :userId AND purpose = 'reset' AND used_at IS NULL", { userId })
      .execute();
  }
}
