import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35: the shipped localities listed a place twice in Mendoza, as 'Ciudad de Godoy Cruz' (a
 * part of the composite locality, 10-digit id) and 'Godoy Cruz' (the locality, 8-digit id). The rule
 * (services/data/LOCALIDADES-README.md): in one province, 'Ciudad de X' or 'Ciudad X' beside 'X' is
 * one place, kept as 'X'. services/data/localidades-ar.csv no longer has the four 'Ciudad …' rows; a
 * database that loaded them points their companies, ads and CVs at the kept row, then drops them.
 * The pairs are written here rather than read from the CSV, so this migration never changes.
 */
const MERGED: readonly { drop: string; keep: string; name: string }[] = [
  { drop: '5002101001', keep: '50021010', name: 'Godoy Cruz' },
  { drop: '5004905002', keep: '50049050', name: 'Las Heras' },
  { drop: '5007006001', keep: '50070060', name: 'Maipú' },
  { drop: '5006309003', keep: '50063090', name: 'Luján de Cuyo' },
];

export class LocalityDuplicates1767228550001 implements MigrationInterface {
  name = 'LocalityDuplicates1767228550001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { drop, keep, name } of MERGED) {
      const [kept]: unknown[] = await queryRunner.query(`SELECT 1 FROM localities WHERE id = $1`, [keep]);
      if (!kept) continue;
      await queryRunner.query(`UPDATE companies SET locality_id = $2 WHERE locality_id = $1`, [drop, keep]);
      await queryRunner.query(`UPDATE avisos SET locality_id = $2 WHERE locality_id = $1`, [drop, keep]);
      // A CV names its locality inside its JSON; saving it again checks that the id exists.
      await queryRunner.query(
        `UPDATE cvs SET data = jsonb_set(data, '{location}', jsonb_build_object('id', $2::text, 'label', $3::text)) WHERE data->'location'->>'id' = $1`,
        [drop, keep, name],
      );
      await queryRunner.query(`DELETE FROM localities WHERE id = $1`, [drop]);
    }
  }

  /** The merged rows stay merged: which company or CV had named the 'Ciudad …' row is not kept. */
  async down(): Promise<void> {}
}
