import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { hashToken } from '../auth/session.service.js';
import type { AccountTokensRepository } from './account-tokens.repository.js';
import type { AccountTokenPurpose } from './entities/account-token.entity.js';

/** Stores a new single-use token for the user and returns it; only its hash is kept. */
export async function issueAccountToken(
  tokens: AccountTokensRepository,
  manager: EntityManager,
  userId: number,
  purpose: AccountTokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tokens.insertAccountToken(manager, userId, purpose, hashToken(token));
  return token;
}
