import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1767225600000 implements MigrationInterface {
  name = 'InitialSchema1767225600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS "uuid-ossp"`);
    // unaccent() is only STABLE, so indexes cannot use it; pinning the dictionary makes this IMMUTABLE.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $fn$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $fn$`);

    await queryRunner.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE,
        email text NOT NULL,
        role text NOT NULL CHECK (role IN ('Administrador', 'Empresa', 'Tester', 'Postulante')),
        password_hash text NOT NULL,
        failed_attempts integer NOT NULL DEFAULT 0,
        locked_until timestamptz NULL,
        confirmed boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);

    await queryRunner.query(`
      CREATE TABLE provinces (
        id char(2) PRIMARY KEY,
        name text NOT NULL UNIQUE,
        official_name text NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE localities (
        id text PRIMARY KEY,
        name text NOT NULL,
        province_id char(2) NOT NULL REFERENCES provinces (id)
      )`);
    await queryRunner.query(`CREATE INDEX localities_province_id_idx ON localities (province_id)`);
    // Serves the accent- and case-insensitive "contains" search of the locality picker.
    await queryRunner.query(`CREATE INDEX localities_name_trgm_idx ON localities USING gin (f_unaccent(lower(name)) gin_trgm_ops)`);

    await queryRunner.query(`
      CREATE TABLE companies (
        id serial PRIMARY KEY,
        user_id integer NULL UNIQUE REFERENCES users (id) ON DELETE SET NULL,
        razonsocial text NOT NULL,
        descripcion text NOT NULL,
        cuit text NOT NULL,
        email text NOT NULL,
        tel text NOT NULL,
        domicilio text NOT NULL,
        province_id char(2) NOT NULL REFERENCES provinces (id),
        locality_id text NOT NULL REFERENCES localities (id),
        logo_path text NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE applicants (
        id serial PRIMARY KEY,
        user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        cv_name text NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`CREATE TABLE areas (id serial PRIMARY KEY, name text NOT NULL UNIQUE)`);
    await queryRunner.query(`CREATE TABLE sub_areas (id serial PRIMARY KEY, name text NOT NULL UNIQUE)`);
    await queryRunner.query(`
      CREATE TABLE area_sub_areas (
        area_id integer NOT NULL REFERENCES areas (id) ON DELETE CASCADE,
        sub_area_id integer NOT NULL REFERENCES sub_areas (id) ON DELETE CASCADE,
        PRIMARY KEY (area_id, sub_area_id)
      )`);
    await queryRunner.query(`CREATE INDEX area_sub_areas_sub_area_id_idx ON area_sub_areas (sub_area_id)`);
    await queryRunner.query(`CREATE TABLE work_levels (id serial PRIMARY KEY, name text NOT NULL UNIQUE)`);

    await queryRunner.query(`
      CREATE TABLE avisos (
        id serial PRIMARY KEY,
        company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        titulo text NOT NULL,
        descripcion text NOT NULL,
        area_id integer NOT NULL REFERENCES areas (id),
        sub_area_id integer NOT NULL REFERENCES sub_areas (id),
        work_level_id integer NOT NULL REFERENCES work_levels (id),
        locality_id text NOT NULL REFERENCES localities (id),
        modalidad text NOT NULL CHECK (modalidad IN ('Presencial', 'Híbrido', 'Remoto')),
        tipo_empleo text NOT NULL CHECK (tipo_empleo IN ('Full-time', 'Part-time', 'Por Horas', 'Temporario',
          'Por Contrato', 'Pasantia', 'Fines de Semana', 'Freelance', 'Voluntario')),
        vacantes integer NOT NULL CHECK (vacantes >= 0),
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'finished')),
        published_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX avisos_company_id_idx ON avisos (company_id)`);
    await queryRunner.query(`CREATE INDEX avisos_status_published_at_idx ON avisos (status, published_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        csrf_token text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
    await queryRunner.query(`CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)`);

    await queryRunner.query(`
      CREATE TABLE captcha_redemptions (
        signature text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX captcha_redemptions_expires_at_idx ON captcha_redemptions (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'captcha_redemptions',
      'sessions',
      'avisos',
      'work_levels',
      'area_sub_areas',
      'sub_areas',
      'areas',
      'applicants',
      'companies',
      'localities',
      'provinces',
      'users',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION f_unaccent(text)`);
  }
}
