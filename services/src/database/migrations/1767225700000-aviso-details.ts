import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Everything the spec's Ad has beyond the first minimal table, its languages and questions, and
 * the public search: a full-text vector ('spanish' stemming over unaccented title and description,
 * the title weighted higher) kept by PostgreSQL itself, and the province copied from the locality
 * so a province filter and the newest-first order come from one index.
 */
export class AvisoDetails1767225700000 implements MigrationInterface {
  name = 'AvisoDetails1767225700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE avisos
        ADD COLUMN permite_msj_directo boolean NOT NULL DEFAULT false,
        ADD COLUMN discapacidad boolean NOT NULL DEFAULT false,
        ADD COLUMN direccion text NULL,
        ADD COLUMN not_confidential boolean NOT NULL DEFAULT true,
        ADD COLUMN recibe_mail boolean NOT NULL DEFAULT false,
        ADD COLUMN direccion_mail text NULL,
        ADD COLUMN genero text NOT NULL DEFAULT 'Indistinto'
          CHECK (genero IN ('Indistinto', 'Masculino', 'Femenino', 'Otro')),
        ADD COLUMN edad_desde integer NULL CHECK (edad_desde >= 0),
        ADD COLUMN edad_hasta integer NULL CHECK (edad_hasta >= 0),
        ADD COLUMN experiencia integer NULL CHECK (experiencia >= 0),
        ADD COLUMN experiencia_excluyente boolean NOT NULL DEFAULT false,
        ADD COLUMN salario_desde integer NULL CHECK (salario_desde >= 0),
        ADD COLUMN salario_hasta integer NULL CHECK (salario_hasta >= 0),
        ADD COLUMN show_salario boolean NOT NULL DEFAULT false,
        ADD COLUMN province_id char(2) NULL REFERENCES provinces (id),
        ADD CONSTRAINT avisos_descripcion_max CHECK (char_length(descripcion) <= 12000),
        ADD CONSTRAINT avisos_edad_rango CHECK (edad_desde IS NULL OR edad_hasta IS NULL OR edad_desde <= edad_hasta),
        ADD CONSTRAINT avisos_salario_rango
          CHECK (salario_desde IS NULL OR salario_hasta IS NULL OR salario_desde <= salario_hasta),
        ADD CONSTRAINT avisos_recibe_mail_direccion CHECK (NOT recibe_mail OR direccion_mail IS NOT NULL),
        ADD CONSTRAINT avisos_published_at_set CHECK (status <> 'published' OR published_at IS NOT NULL)`);

    // The province follows the locality whoever writes the ad (the company wizard, the seed, SQL).
    await queryRunner.query(`
      CREATE FUNCTION avisos_set_province() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        SELECT province_id INTO NEW.province_id FROM localities WHERE id = NEW.locality_id;
        RETURN NEW;
      END
      $fn$`);
    await queryRunner.query(`
      CREATE TRIGGER avisos_set_province BEFORE INSERT OR UPDATE OF locality_id ON avisos
        FOR EACH ROW EXECUTE FUNCTION avisos_set_province()`);
    await queryRunner.query(`UPDATE avisos SET province_id = localities.province_id FROM localities WHERE localities.id = avisos.locality_id`);
    await queryRunner.query(`ALTER TABLE avisos ALTER COLUMN province_id SET NOT NULL`);

    // f_unaccent is IMMUTABLE (see the initial schema), so a stored generated column may use it.
    // A slash becomes a space: the parser reads 'Enfermero/a' as a file path, one odd lexeme,
    // where 'Enfermero a' gives the stem 'enfermer' like any other word.
    await queryRunner.query(`
      ALTER TABLE avisos ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('spanish'::regconfig, translate(f_unaccent(titulo), '/', ' ')), 'A') ||
        setweight(to_tsvector('spanish'::regconfig, translate(f_unaccent(descripcion), '/', ' ')), 'B')
      ) STORED`);

    // Partial indexes: the public pages only ever read published ads.
    await queryRunner.query(`CREATE INDEX avisos_published_search_idx ON avisos USING gin (search_vector) WHERE status = 'published'`);
    await queryRunner.query(`CREATE INDEX avisos_published_recent_idx ON avisos (published_at DESC, id DESC) WHERE status = 'published'`);
    await queryRunner.query(`CREATE INDEX avisos_published_province_idx ON avisos (province_id, published_at DESC, id DESC) WHERE status = 'published'`);

    await queryRunner.query(`
      CREATE TABLE aviso_idiomas (
        id serial PRIMARY KEY,
        aviso_id integer NOT NULL REFERENCES avisos (id) ON DELETE CASCADE,
        idioma text NOT NULL CHECK (char_length(idioma) BETWEEN 1 AND 100),
        nivel_read text NOT NULL CHECK (nivel_read IN ('Basico', 'Intermedio', 'Avanzado', 'Nativo')),
        nivel_write text NOT NULL CHECK (nivel_write IN ('Basico', 'Intermedio', 'Avanzado', 'Nativo'))
      )`);
    await queryRunner.query(`CREATE INDEX aviso_idiomas_aviso_id_idx ON aviso_idiomas (aviso_id)`);
    await queryRunner.query(`
      CREATE TABLE aviso_preguntas (
        id serial PRIMARY KEY,
        aviso_id integer NOT NULL REFERENCES avisos (id) ON DELETE CASCADE,
        pregunta text NOT NULL CHECK (char_length(pregunta) BETWEEN 1 AND 500)
      )`);
    await queryRunner.query(`CREATE INDEX aviso_preguntas_aviso_id_idx ON aviso_preguntas (aviso_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE aviso_preguntas`);
    await queryRunner.query(`DROP TABLE aviso_idiomas`);
    for (const index of ['search', 'recent', 'province']) {
      await queryRunner.query(`DROP INDEX avisos_published_${index}_idx`);
    }
    await queryRunner.query(`DROP TRIGGER avisos_set_province ON avisos`);
    await queryRunner.query(`DROP FUNCTION avisos_set_province()`);
    await queryRunner.query(`
      ALTER TABLE avisos
        DROP CONSTRAINT avisos_descripcion_max,
        DROP CONSTRAINT avisos_edad_rango,
        DROP CONSTRAINT avisos_salario_rango,
        DROP CONSTRAINT avisos_recibe_mail_direccion,
        DROP CONSTRAINT avisos_published_at_set,
        DROP COLUMN search_vector,
        DROP COLUMN province_id,
        DROP COLUMN show_salario,
        DROP COLUMN salario_hasta,
        DROP COLUMN salario_desde,
        DROP COLUMN experiencia_excluyente,
        DROP COLUMN experiencia,
        DROP COLUMN edad_hasta,
        DROP COLUMN edad_desde,
        DROP COLUMN genero,
        DROP COLUMN direccion_mail,
        DROP COLUMN recibe_mail,
        DROP COLUMN not_confidential,
        DROP COLUMN direccion,
        DROP COLUMN discapacidad,
        DROP COLUMN permite_msj_directo`);
  }
}
