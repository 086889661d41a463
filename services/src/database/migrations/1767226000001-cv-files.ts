import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which applicant a CV file (profile photo, security document) belongs to: files are private, so
 * the owner decides who may download one, and deleting an account finds every file to remove.
 */
export class CvFiles1767226000001 implements MigrationInterface {
  name = 'CvFiles1767226000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE cv_files (
        file_id uuid PRIMARY KEY REFERENCES stored_files (id) ON DELETE CASCADE,
        applicant_id integer NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 255)
      )`);
    await queryRunner.query(`CREATE INDEX cv_files_applicant_id_idx ON cv_files (applicant_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE cv_files`);
  }
}
