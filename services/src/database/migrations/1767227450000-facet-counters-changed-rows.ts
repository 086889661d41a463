import type { MigrationInterface, QueryRunner } from 'typeorm';
import { APPLY_BOTH } from './1767227400000-search-facets.js';

/** Whether an update changed what an ad counts under: its status or a facet column. */
const COUNTED_STATE_CHANGED = `((o.status = 'published') <> (n.status = 'published')
  OR ${['area_id', 'province_id', 'modalidad', 'tipo_empleo', 'work_level_id', 'discapacidad', 'show_salario', 'salario_desde', 'salario_hasta']
    .map((column) => `o.${column} IS DISTINCT FROM n.${column}`)
    .join('\n  OR ')})`;

/**
 * The facet counters' update trigger took every updated ad out of its counts and back in: at about
 * a hundred pair-counter rows per ad, an update of many ads that touches no facet (an expiry date
 * for every published ad, say) did minutes of work for a net change of zero. It now counts only
 * the ads whose status or facet columns changed.
 */
export class FacetCountersChangedRows1767227450000 implements MigrationInterface {
  name = 'FacetCountersChangedRows1767227450000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.replaceFunction(
      queryRunner,
      APPLY_BOTH(
        `(SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${COUNTED_STATE_CHANGED})`,
        `(SELECT n.* FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ${COUNTED_STATE_CHANGED})`,
      ),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.replaceFunction(queryRunner, APPLY_BOTH('old_rows', 'new_rows'));
  }

  /** The avisos triggers' function (migration 1767227400000), with this update branch. */
  private async replaceFunction(queryRunner: QueryRunner, onUpdate: string): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION avisos_count_facets() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM aviso_facet_counts;
          DELETE FROM aviso_facet_pair_counts;
        ELSIF TG_OP = 'INSERT' THEN
          ${APPLY_BOTH(null, 'new_rows')};
        ELSIF TG_OP = 'DELETE' THEN
          ${APPLY_BOTH('old_rows', null)};
        ELSE
          ${onUpdate};
        END IF;
        RETURN NULL;
      END
      $fn$`);
  }
}
