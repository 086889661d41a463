import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TestsAndInvitations1767225900000 implements MigrationInterface {
  name = 'TestsAndInvitations1767225900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A tester's invitation: only a hash of the link's token is kept, and of the browser claim.
    await queryRunner.query(`
      CREATE TABLE test_invitations (
        id serial PRIMARY KEY,
        tester_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        claim_hash text NULL,
        claimed_at timestamptz NULL,
        name text NULL,
        dni text NULL,
        cuil text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX test_invitations_tester_email_key ON test_invitations (tester_user_id, lower(email))`);

    // One row per test taken, by an applicant or by an invited candidate. Raw answers, the
    // integrity log and the server's times live here; the result is computed from them.
    await queryRunner.query(`
      CREATE TABLE test_attempts (
        id serial PRIMARY KEY,
        applicant_id integer NULL REFERENCES applicants (id) ON DELETE CASCADE,
        invitation_id integer NULL REFERENCES test_invitations (id) ON DELETE CASCADE,
        test text NOT NULL CHECK (test IN ('toulouse', 'mbti', 'cards')),
        seed integer NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        deadline_at timestamptz NOT NULL,
        finished_at timestamptz NULL,
        valid_until timestamptz NULL,
        superseded_at timestamptz NULL,
        answers jsonb NOT NULL DEFAULT '{}',
        item_ms jsonb NOT NULL DEFAULT '{}',
        hidden jsonb NOT NULL DEFAULT '[]',
        resumes integer NOT NULL DEFAULT 0,
        late_refused integer NOT NULL DEFAULT 0,
        result jsonb NULL,
        CHECK (num_nonnulls(applicant_id, invitation_id) = 1),
        CHECK ((finished_at IS NULL) = (result IS NULL))
      )`);
    // Once per person and test: a result whose 12 months lapsed is superseded by a new attempt.
    await queryRunner.query(`
      CREATE UNIQUE INDEX test_attempts_applicant_once ON test_attempts (applicant_id, test)
        WHERE applicant_id IS NOT NULL AND superseded_at IS NULL`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX test_attempts_invitation_once ON test_attempts (invitation_id, test)
        WHERE invitation_id IS NOT NULL AND superseded_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE test_attempts`);
    await queryRunner.query(`DROP TABLE test_invitations`);
  }
}
