import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 38, point 3: the company's rating of an application (1 to 5 stars, null when not rated) and
 * its tags. A tag belongs to the company (`key`: the name without case, accents nor extra spaces,
 * one per company) and goes on any of its applications; a tag no application carries stays in the
 * table but is no longer suggested. The list sorted by rating reads the ad's index in order.
 */
export class ApplicationLabels1767228900000 implements MigrationInterface {
  name = 'ApplicationLabels1767228900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE applications ADD COLUMN rating smallint NULL CHECK (rating BETWEEN 1 AND 5)`);
    await queryRunner.query(`CREATE INDEX applications_aviso_rating_idx ON applications (aviso_id, rating DESC NULLS LAST, applied_at DESC, id DESC)`);
    await queryRunner.query(`
      CREATE TABLE company_tags (
        id serial PRIMARY KEY,
        company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 30),
        key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 60),
        UNIQUE (company_id, key)
      )`);
    await queryRunner.query(`
      CREATE TABLE application_tags (
        application_id integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        tag_id integer NOT NULL REFERENCES company_tags(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (application_id, tag_id)
      )`);
    await queryRunner.query(`CREATE INDEX application_tags_tag_idx ON application_tags (tag_id, application_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE application_tags`);
    await queryRunner.query(`DROP TABLE company_tags`);
    await queryRunner.query(`DROP INDEX applications_aviso_rating_idx`);
    await queryRunner.query(`ALTER TABLE applications DROP COLUMN rating`);
  }
}
