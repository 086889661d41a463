import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 38: a question is free text, Sí/No or a whole number, and may ask for one answer (Sí/No)
 * or a minimum (number). Each application keeps whether its answers meet every requirement
 * (null: the ad asks for none, or an answer cannot be judged), so the company's list filters and
 * counts by it; editing the ad's questions sets it again.
 */
export class ScreeningQuestions1767229000000 implements MigrationInterface {
  name = 'ScreeningQuestions1767229000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE aviso_preguntas
        ADD COLUMN tipo text NOT NULL DEFAULT 'texto' CHECK (tipo IN ('texto', 'si_no', 'numero')),
        ADD COLUMN respuesta_requerida text CHECK (respuesta_requerida IN ('Sí', 'No')),
        ADD COLUMN minimo_requerido integer CHECK (minimo_requerido >= 0),
        ADD CONSTRAINT aviso_preguntas_requirement_fits_type CHECK (
          (respuesta_requerida IS NULL OR tipo = 'si_no') AND (minimo_requerido IS NULL OR tipo = 'numero'))`);
    await queryRunner.query(`ALTER TABLE applications ADD COLUMN cumple_requisitos boolean`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE applications DROP COLUMN cumple_requisitos`);
    await queryRunner.query(`
      ALTER TABLE aviso_preguntas
        DROP CONSTRAINT aviso_preguntas_requirement_fits_type,
        DROP COLUMN minimo_requerido,
        DROP COLUMN respuesta_requerida,
        DROP COLUMN tipo`);
  }
}
