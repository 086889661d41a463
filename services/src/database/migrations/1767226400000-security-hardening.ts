import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SecurityHardening1767226400000 implements MigrationInterface {
  name = 'SecurityHardening1767226400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Signing keys generated on an installation's first start, kept with its data.
    await queryRunner.query(`CREATE TABLE installation_secrets (name text PRIMARY KEY, value text NOT NULL)`);
    // rate-limiter-flexible's PostgreSQL store: shared by every API instance; expire is epoch milliseconds.
    await queryRunner.query(`CREATE TABLE rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
    await queryRunner.query(`CREATE INDEX rate_limits_expire_idx ON rate_limits (expire)`);
    // Browsers an account has logged in from: the lock-out does not apply to them.
    await queryRunner.query(`
      CREATE TABLE known_devices (
        token_hash text NOT NULL,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (token_hash, user_id)
      )`);
    await queryRunner.query(`ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check`);
    await queryRunner.query(`ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check CHECK (purpose IN ('confirm', 'reset', 'unlock'))`);
    // 'ADMIN' beside 'admin' would block the real account: names become unique whatever their case.
    const clashes: { names: string }[] = await queryRunner.query(
      `SELECT string_agg(name, ', ' ORDER BY id) AS names FROM users GROUP BY lower(normalize(name, NFKC)) HAVING count(*) > 1`,
    );
    if (clashes.length > 0) {
      throw new Error(
        'User names that differ only in case or Unicode form must be renamed before this migration ' +
          `(UPDATE users SET name = ... WHERE id = ...): ${clashes.map((clash) => `[${clash.names}]`).join(' ')}`,
      );
    }
    // Names typed at the login are NFKC-normalised now: stored ones must be too, to be found.
    await queryRunner.query(`UPDATE users SET name = normalize(name, NFKC) WHERE name <> normalize(name, NFKC)`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_name_lower_key ON users (lower(name))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX users_name_lower_key`);
    await queryRunner.query(`DELETE FROM account_tokens WHERE purpose = 'unlock'`);
    await queryRunner.query(`ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check`);
    await queryRunner.query(`ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check CHECK (purpose IN ('confirm', 'reset'))`);
    await queryRunner.query(`ALTER TABLE sessions DROP COLUMN last_seen_at`);
    await queryRunner.query(`DROP TABLE known_devices`);
    await queryRunner.query(`DROP TABLE rate_limits`);
    await queryRunner.query(`DROP TABLE installation_secrets`);
  }
}
