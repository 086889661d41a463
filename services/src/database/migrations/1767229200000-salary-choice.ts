import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FACET_VALUES_OF } from './1767227400000-search-facets.js';

/** The home's 'Salario desde' steps before this migration (SALARY_STEPS in the contracts). */
const SALARY_STEPS = [300_000, 500_000, 800_000, 1_000_000, 1_500_000, 2_000_000];
/** 'Con salario publicado': every ad whose shown salary reaches 1 (SALARY_PUBLISHED in the contracts). */
const SALARY_PUBLISHED = 1;

const stepsFunction = (steps: number[]) => `
  CREATE OR REPLACE FUNCTION salary_steps() RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN '{${steps.join(',')}}'::integer[]`;

const PUBLISHED_KEY = `'salarioDesde', '${SALARY_PUBLISHED}'`;

/**
 * Issue 39, salaries in the open. An ad publishes its salary range unless the company chooses 'A
 * convenir' (show_salario false, no figure kept): the ads that showed a salary without any figure
 * become 'A convenir', so nothing published reads as an empty range. The home's 'Con salario
 * publicado' is salarioDesde = 1, counted as one more salary step by the facet counters the avisos
 * triggers keep (they read salary_steps()), so its count costs what the steps' do; the counters get
 * its rows here, from the published ads.
 */
export class SalaryChoice1767229200000 implements MigrationInterface {
  name = 'SalaryChoice1767229200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE avisos SET show_salario = false WHERE show_salario AND salario_desde IS NULL AND salario_hasta IS NULL`);
    await queryRunner.query(stepsFunction([SALARY_PUBLISHED, ...SALARY_STEPS]));
    await queryRunner.query(`
      INSERT INTO aviso_facet_counts (facet, value, qty)
        SELECT facet, value, count(*) FROM (${FACET_VALUES_OF('avisos')}) v WHERE (facet, value) = (${PUBLISHED_KEY}) GROUP BY facet, value`);
    await queryRunner.query(`
      INSERT INTO aviso_facet_pair_counts (by_facet, by_value, facet, value, qty)
        WITH v AS (${FACET_VALUES_OF('avisos')})
        SELECT b.facet, b.value, f.facet, f.value, count(*) FROM v b JOIN v f USING (id)
         WHERE (b.facet, b.value) = (${PUBLISHED_KEY}) OR (f.facet, f.value) = (${PUBLISHED_KEY})
         GROUP BY b.facet, b.value, f.facet, f.value`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(stepsFunction(SALARY_STEPS));
    await queryRunner.query(`DELETE FROM aviso_facet_counts WHERE (facet, value) = (${PUBLISHED_KEY})`);
    await queryRunner.query(`
      DELETE FROM aviso_facet_pair_counts WHERE (by_facet, by_value) = (${PUBLISHED_KEY}) OR (facet, value) = (${PUBLISHED_KEY})`);
  }
}
