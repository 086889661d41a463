import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CaptchaRedemption } from './entities/captcha-redemption.entity.js';

/*
 * Owner of the tables captcha_redemptions, installation_secrets and unknown_name_failures, the
 * defences' state that belongs to no account: only this class writes them. The accounts' own tables (users, sessions,
 * known devices, e-mailed links) are UsersRepository's.
 */

@Injectable()
export class AuthRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records the redemption of the challenge signed `signature` until `expiresAt`, first forgetting
   * expired ones (only needed until their challenge would expire anyway). False when it was
   * redeemed already: the signature is the primary key, so a second use inserts nothing.
   */
  async redeemOnce(signature: string, expiresAt: Date): Promise<boolean> {
    const redemptions = this.dataSource.getRepository(CaptchaRedemption);
    await redemptions.createQueryBuilder().delete().where('expires_at <= now()').execute();
    const inserted = await redemptions.createQueryBuilder().insert().values({ signature, expiresAt }).orIgnore().returning('signature').execute();
    return (inserted.raw as unknown[]).length > 0;
  }

  /** Whether wrong logins with `name`, a name no account has (lower-cased), have locked it now. */
  async isUnknownNameLocked(name: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM unknown_name_failures WHERE name = $1 AND locked_until > now()`, [name]);
    return rows.length > 0;
  }

  /**
   * Counts a wrong login with `name`, a name no account has (lower-cased), the way
   * UsersRepository.countFailedLogin counts an account's: one upsert, and the attempt that reaches
   * `maxFailures` locks the name for `lockMinutes`. Returns whether the name is locked. Names with
   * no failure for a day are forgotten first, so guessing names cannot fill the table.
   */
  async countUnknownNameFailure(name: string, maxFailures: number, lockMinutes: number): Promise<boolean> {
    await this.dataSource.query(
      `DELETE FROM unknown_name_failures WHERE last_failed_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until <= now())`,
    );
    // A lock still set here has expired (the WHERE skips live ones): counting starts again.
    const attempts = 'CASE WHEN failures.locked_until IS NULL THEN failures.failed_attempts + 1 ELSE 1 END';
    const lockIfReached = (count: string) => `CASE WHEN ${count} >= $2::int THEN now() + make_interval(mins => $3::int) END`;
    const rows: { locked_until: Date | null }[] = await this.dataSource.query(
      `INSERT INTO unknown_name_failures AS failures (name, failed_attempts, locked_until) VALUES ($1, 1, ${lockIfReached('1')})
       ON CONFLICT (name) DO UPDATE SET failed_attempts = ${attempts}, locked_until = ${lockIfReached(attempts)}, last_failed_at = now()
       WHERE failures.locked_until IS NULL OR failures.locked_until <= now()
       RETURNING locked_until`,
      [name, maxFailures, lockMinutes],
    );
    // No row written: another attempt locked the name meanwhile.
    return rows.length === 0 || rows[0].locked_until !== null;
  }

  /**
   * The installation's own signing key called `name`: generated on first use and kept in the
   * database (the data folder of the embedded one), so no two installations share a key and none is
   * in the code. Of two instances starting at once, the first insert wins and both read it.
   */
  async installationSecret(name: string, manager: EntityManager = this.dataSource.manager): Promise<string> {
    await manager.query(`INSERT INTO installation_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
      name,
      randomBytes(32).toString('base64url'),
    ]);
    const [row]: { value: string }[] = await manager.query(`SELECT value FROM installation_secrets WHERE name = $1`, [name]);
    return row.value;
  }
}
