import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { CONFIRMATION_LINK_DAYS, RESET_LINK_MINUTES, UNLOCK_LINK_HOURS } from '@postulate/contracts';
import { hashToken } from '../auth/session.service.js';
import { AccountToken, type AccountTokenPurpose } from './entities/account-token.entity.js';

/** Lifetime of each kind of link, as a PostgreSQL interval: the database clock decides expiry. */
const LIFETIME: Record<AccountTokenPurpose, string> = {
  confirm: `make_interval(days => ${CONFIRMATION_LINK_DAYS})`,
  reset: `make_interval(mins => ${RESET_LINK_MINUTES})`,
  unlock: `make_interval(hours => ${UNLOCK_LINK_HOURS})`,
};

/** Stores a new single-use token for the user and returns it; only its hash is kept. */
export async function issueAccountToken(
  manager: EntityManager,
  userId: number,
  purpose: AccountTokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await manager.insert(AccountToken, {
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: () => `now() + ${LIFETIME[purpose]}`,
  });
  return token;
}

/**
 * Marks a live token used and returns its user, in one UPDATE: of two concurrent uses only one
 * gets the user. An unknown, used or expired token (or one of another purpose) gives null.
 */
export async function consumeAccountToken(
  manager: EntityManager,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<number | null> {
  const result = await manager
    .createQueryBuilder()
    .update(AccountToken)
    .set({ usedAt: () => 'now()' })
    .where('token_hash = :hash AND purpose = :purpose AND used_at IS NULL AND expires_at > now()', {
      hash: hashToken(token),
      purpose,
    })
    .returning('user_id')
    .execute();
  const [row] = result.raw as { user_id: number }[];
  return row ? row.user_id : null;
}

/** The owner of a live token (unused, unexpired, of that purpose), without using it up; else null. */
export async function liveAccountTokenOwner(
  manager: EntityManager,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<{ name: string; email: string } | null> {
  const owner = await manager
    .createQueryBuilder(AccountToken, 'token')
    .innerJoin('token.user', 'owner')
    .select('owner.name', 'name')
    .addSelect('owner.email', 'email')
    .where('token.tokenHash = :hash AND token.purpose = :purpose', { hash: hashToken(token), purpose })
    .andWhere('token.usedAt IS NULL AND token.expiresAt > now()')
    .getRawOne<{ name: string; email: string }>();
  return owner ?? null;
}
