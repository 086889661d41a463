import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An applicant's CV is one validated JSON document (spec §4: "every change saves the whole CV"),
 * with a version for optimistic concurrency: a save names the version it edited and only the first
 * of two saves from the same version wins. applicants.cv_name stays the session's copy of the name.
 */
export class ApplicantCv1767226000000 implements MigrationInterface {
  name = 'ApplicantCv1767226000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE cvs (
        applicant_id integer PRIMARY KEY REFERENCES applicants (id) ON DELETE CASCADE,
        data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
        version integer NOT NULL CHECK (version > 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE cvs`);
  }
}
