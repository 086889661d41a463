import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CaptchaRedemption } from './entities/captcha-redemption.entity.js';

/*
 * Owner of the tables captcha_redemptions and installation_secrets, the defences' state that
 * belongs to no account: only this class writes them. The accounts' own tables (users, sessions,
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
