import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single-use links sent by e-mail (confirm the address, reset the password), stored as hashes, and
 * uploaded files kept in the database so any API instance can serve them.
 */
export class AccountsAndFiles1767225700001 implements MigrationInterface {
  name = 'AccountsAndFiles1767225700001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE account_tokens (
        token_hash text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('confirm', 'reset')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX account_tokens_user_purpose_idx ON account_tokens (user_id, purpose, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX account_tokens_expires_at_idx ON account_tokens (expires_at)`);

    await queryRunner.query(`
      CREATE TABLE stored_files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        mime text NOT NULL,
        bytes bytea NOT NULL,
        size integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT stored_files_size_matches CHECK (size = octet_length(bytes))
      )`);
    await queryRunner.query(`ALTER TABLE companies ADD COLUMN logo_file_id uuid NULL REFERENCES stored_files (id) ON DELETE SET NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE companies DROP COLUMN logo_file_id`);
    await queryRunner.query(`DROP TABLE stored_files`);
    await queryRunner.query(`DROP TABLE account_tokens`);
  }
}
