import type { MigrationInterface, QueryRunner } from 'typeorm';
import { skeleton } from '../../common/name-skeleton.js';

/**
 * Issue 32: 'аdmin' with a Cyrillic а registered beside 'admin'. Each user name gets its TR39
 * skeleton (users/name-skeleton.ts), which a new name must not share. Existing look-alikes are not
 * renamed here: with any, the index is a plain one and only new names are refused (by the API).
 */
export class UserNameSkeletons1767227800000 implements MigrationInterface {
  name = 'UserNameSkeletons1767227800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN name_skeleton text NULL`);
    const users: { id: number; name: string }[] = await queryRunner.query(`SELECT id, name FROM users`);
    await queryRunner.query(
      `UPDATE users SET name_skeleton = computed.skeleton
         FROM unnest($1::integer[], $2::text[]) AS computed (id, skeleton) WHERE users.id = computed.id`,
      [users.map((user) => user.id), users.map((user) => skeleton(user.name))],
    );
    const [{ clashes }]: { clashes: number }[] = await queryRunner.query(
      `SELECT count(*)::int AS clashes FROM (SELECT 1 FROM users GROUP BY name_skeleton HAVING count(*) > 1) AS clash`,
    );
    await queryRunner.query(`CREATE ${clashes === 0 ? 'UNIQUE ' : ''}INDEX users_name_skeleton_key ON users (name_skeleton)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX users_name_skeleton_key`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN name_skeleton`);
  }
}
