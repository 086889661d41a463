import argon2, { type HashOptions } from 'argon2';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes): slow enough to resist offline guessing.
 * Under jest (NODE_ENV=test) the minimum cost instead: the suites create and log in hundreds of
 * accounts and check nothing that depends on the cost, which made hashing a sixth of their time.
 * A hash carries its own parameters, so verifying works whichever cost made it.
 */
const HASH_OPTIONS: HashOptions & { raw?: false } =
  process.env.NODE_ENV === 'test' ? { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } : { type: argon2.argon2id };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** False for a wrong password and for a malformed hash alike. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
