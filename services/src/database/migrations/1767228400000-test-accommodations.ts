import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TestAccommodations1767228400000 implements MigrationInterface {
  name = 'TestAccommodations1767228400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A candidate's request for extra time and/or the accessible format on one of their own tests;
    // an administrator decides it once. One pending request per person and test.
    await queryRunner.query(`
      CREATE TABLE test_accommodations (
        id serial PRIMARY KEY,
        applicant_id integer NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        test text NOT NULL CHECK (test IN ('toulouse', 'mbti', 'cards')),
        extra_time_percent smallint NOT NULL CHECK (extra_time_percent IN (0, 25, 50)),
        accessible boolean NOT NULL,
        reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
        state text NOT NULL DEFAULT 'pendiente' CHECK (state IN ('pendiente', 'aprobada', 'rechazada')),
        reply text NULL CHECK (length(reply) <= 300),
        requested_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz NULL,
        decided_by integer NULL REFERENCES users (id) ON DELETE SET NULL,
        CHECK (extra_time_percent > 0 OR accessible),
        CHECK ((state = 'pendiente') = (decided_at IS NULL))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX test_accommodations_one_pending ON test_accommodations (applicant_id, test) WHERE state = 'pendiente'`);
    await queryRunner.query(`CREATE INDEX test_accommodations_queue ON test_accommodations (state, requested_at)`);
    // The format an attempt is shown in, fixed at its start from an approved request.
    await queryRunner.query(`ALTER TABLE test_attempts ADD COLUMN format text NOT NULL DEFAULT 'standard' CHECK (format IN ('standard', 'accessible'))`);
    // The tester grants the accessible format on an invitation beside its extra time.
    await queryRunner.query(`ALTER TABLE test_invitations ADD COLUMN accessible_format boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE test_invitations DROP COLUMN accessible_format`);
    await queryRunner.query(`ALTER TABLE test_attempts DROP COLUMN format`);
    await queryRunner.query(`DROP TABLE test_accommodations`);
  }
}
