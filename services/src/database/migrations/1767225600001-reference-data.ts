import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { PROVINCES } from '@postulate/contracts';
import { parseCsv } from '../csv.js';
import { DATA_DIR } from '../paths.js';

/** Areas with their sub-areas; a sub-area listed under several areas is one shared row. */
const AREAS: Record<string, string[]> = {
  Administración: ['Contabilidad', 'Finanzas', 'Recursos Humanos', 'Secretariado', 'Facturación y cobranzas', 'Compras'],
  'Atención al cliente': ['Call center', 'Recepción', 'Atención en sucursal', 'Soporte técnico', 'Reclamos y posventa'],
  Construcción: ['Albañilería', 'Electricidad', 'Plomería y gas', 'Dirección de obra', 'Seguridad e higiene'],
  Educación: ['Nivel inicial', 'Nivel primario', 'Nivel secundario', 'Educación superior', 'Capacitación', 'Idiomas'],
  Gastronomía: ['Cocina', 'Pastelería', 'Salón y camareros', 'Barra y cafetería', 'Delivery'],
  Logística: ['Depósito', 'Transporte y distribución', 'Choferes', 'Comercio exterior', 'Compras', 'Delivery'],
  'Marketing y comunicación': ['Marketing digital', 'Diseño gráfico', 'Comunicación institucional', 'Redes sociales'],
  'Producción e industria': ['Operarios', 'Mantenimiento', 'Control de calidad', 'Seguridad e higiene'],
  Salud: ['Enfermería', 'Medicina', 'Farmacia', 'Odontología', 'Kinesiología', 'Administración de salud'],
  Seguridad: ['Vigilancia', 'Monitoreo', 'Control de accesos', 'Custodia y traslado de valores', 'Seguridad bancaria', 'Seguridad e higiene'],
  Tecnología: ['Desarrollo de software', 'Soporte técnico', 'Infraestructura y redes', 'Análisis de datos', 'QA y testing', 'Seguridad informática'],
  Ventas: ['Ventas minoristas', 'Ventas corporativas', 'Telemarketing', 'Promociones', 'Comercio electrónico'],
};

const WORK_LEVELS = ['Pasante', 'Junior', 'Semi Senior', 'Senior', 'Jefe / Supervisor', 'Gerente'];

/** Keeps each INSERT well under PostgreSQL's 65535-parameter limit. */
const BATCH_SIZE = 500;

async function insertRows(queryRunner: QueryRunner, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    const tuples = batch.map((_, row) => `(${columns.map((_, column) => `$${row * columns.length + column + 1}`).join(', ')})`);
    await queryRunner.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, batch.flat());
  }
}

export class ReferenceData1767225600001 implements MigrationInterface {
  name = 'ReferenceData1767225600001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await insertRows(
      queryRunner,
      'provinces',
      ['id', 'name', 'official_name'],
      PROVINCES.map((province) => [province.id, province.name, province.officialName]),
    );

    const csv = await readFile(path.join(DATA_DIR, 'localidades-ar.csv'), 'utf8');
    const localities = parseCsv(csv).map((row) => [row.id, row.nombre, row.provincia_id]);
    await insertRows(queryRunner, 'localities', ['id', 'name', 'province_id'], localities);

    const areaNames = Object.keys(AREAS);
    const subAreaNames = [...new Set(Object.values(AREAS).flat())];
    await insertRows(
      queryRunner,
      'areas',
      ['name'],
      areaNames.map((name) => [name]),
    );
    await insertRows(
      queryRunner,
      'sub_areas',
      ['name'],
      subAreaNames.map((name) => [name]),
    );
    const links = Object.entries(AREAS).flatMap(([area, subAreas]) => subAreas.map((subArea) => [area, subArea]));
    await queryRunner.query(
      `INSERT INTO area_sub_areas (area_id, sub_area_id)
       SELECT a.id, s.id
       FROM unnest($1::text[], $2::text[]) AS link (area, sub_area)
       JOIN areas a ON a.name = link.area
       JOIN sub_areas s ON s.name = link.sub_area`,
      [links.map(([area]) => area), links.map(([, subArea]) => subArea)],
    );
    await insertRows(
      queryRunner,
      'work_levels',
      ['name'],
      WORK_LEVELS.map((name) => [name]),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['work_levels', 'area_sub_areas', 'sub_areas', 'areas', 'localities', 'provinces']) {
      await queryRunner.query(`DELETE FROM ${table}`);
    }
  }
}
