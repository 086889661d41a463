import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager, type EntityTarget } from 'typeorm';
import type { ListQuery, LocationQuery, NamedItem, ProvinceOption } from '@postulate/contracts';
import { Aviso } from '../avisos/entities/aviso.entity.js';
import { textCondition, unaccented } from '../common/name-filter.js';
import { PublicReads } from '../database/public-reads.js';
import { Area } from './entities/area.entity.js';
import { Locality } from './entities/locality.entity.js';
import { SubArea } from './entities/sub-area.entity.js';
import { WorkLevel } from './entities/work-level.entity.js';
import type { ReferenceKind } from './reference-lists.js';

/*
 * Owner of the tables provinces, localities, areas, sub_areas, area_sub_areas and work_levels:
 * only this class writes them. Reads that join other aggregates' tables live here when the question
 * is about a reference row (whether ads still use it); writes to other aggregates' tables never do.
 * The public lists read through PublicReads (a replica, for an anonymous GET).
 */

/** The lists that are a bare name: work levels and sub-areas. */
export type NamedKind = Exclude<ReferenceKind, 'area'>;

/** The table of each list and the avisos column that points at it. */
const TABLES: Record<ReferenceKind, { entity: EntityTarget<Area | SubArea | WorkLevel>; avisoColumn: keyof Aviso }> = {
  nivel: { entity: WorkLevel, avisoColumn: 'workLevelId' },
  subarea: { entity: SubArea, avisoColumn: 'subAreaId' },
  area: { entity: Area, avisoColumn: 'areaId' },
};

/** Sub-areas by name; work levels in the order they were entered, which is seniority (Pasante ... Gerente). */
const NAMED_ORDER: Record<NamedKind, string> = { subarea: 'name', nivel: 'id' };

/** An area with its sub-areas, as the public lists read it. */
export interface AreaRow extends NamedItem {
  subAreas: NamedItem[];
}

/** The sub-areas of the row `area` of the enclosing query, as a JSON array. */
const SUB_AREAS_JSON = `(SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name)), '[]')
                           FROM area_sub_areas x JOIN sub_areas s ON s.id = x.sub_area_id
                          WHERE x.area_id = area.id) AS "subAreas"`;

/**
 * One round trip for a page: the rows of `from` (FROM and WHERE of fixed expressions; the client's
 * text is among `params`) in `orderBy` as JSON, and the total before paging.
 */
function pageQuery(select: string, from: string, orderBy: string, params: unknown[], limit: number, offset = 0): { sql: string; params: unknown[] } {
  const limitParam = params.length + 1;
  return {
    sql: `SELECT (SELECT count(*)::int FROM ${from}) AS total,
                 (SELECT coalesce(json_agg(page), '[]')
                    FROM (SELECT ${select} FROM ${from} ORDER BY ${orderBy} LIMIT $${limitParam} OFFSET $${limitParam + 1}) AS page) AS rows`,
    params: [...params, limit, offset],
  };
}

@Injectable()
export class ReferenceRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly publicReads: PublicReads,
  ) {}

  private async page<Row>({ sql, params }: { sql: string; params: unknown[] }): Promise<{ total: number; rows: Row[] }> {
    const [result] = await this.publicReads.query<{ total: number; rows: Row[] }[]>(sql, params);
    return result;
  }

  private table(kind: ReferenceKind): string {
    return this.dataSource.getMetadata(TABLES[kind].entity).tableName;
  }

  // ---------- Places ----------

  /** Localities of one province whose name matches fvalue, in alphabetical order ignoring accents, with the total. */
  localityPage(query: LocationQuery): Promise<{ total: number; rows: { id: string; name: string }[] }> {
    const text = textCondition('name', query, 2);
    return this.page(
      pageQuery(
        'id, name',
        `localities WHERE province_id = $1 AND ${text.sql}`,
        `${unaccented('lower(name)')}, id`,
        [query.province, ...text.params],
        query.limit,
      ),
    );
  }

  /** The provinces in the order the spec lists them (CABA, BUENOS AIRES, then alphabetical). */
  provinces(): Promise<ProvinceOption[]> {
    return this.publicReads.query(`SELECT id, name FROM provinces ORDER BY CASE id WHEN '02' THEN 0 WHEN '06' THEN 1 ELSE 2 END, name`);
  }

  /** Whether the locality exists and lies in the province. */
  locality(manager: EntityManager, id: string): Promise<Locality | null> {
    return manager.findOneBy(Locality, { id });
  }

  localityInProvince(manager: EntityManager, localityId: string, provinceId: string): Promise<boolean> {
    return manager.existsBy(Locality, { id: localityId, provinceId });
  }

  // ---------- Areas, sub-areas and work levels ----------

  /** A page of areas by name with their sub-areas, and the total. */
  areaPage(query: ListQuery): Promise<{ total: number; rows: AreaRow[] }> {
    const text = textCondition('area.name', query, 1);
    return this.page(
      pageQuery(`area.id, area.name, ${SUB_AREAS_JSON}`, `areas area WHERE ${text.sql}`, 'area.name', text.params, query.size, (query.page - 1) * query.size),
    );
  }

  /** An area with its sub-areas, for the public lists. */
  async publicArea(id: number): Promise<AreaRow | null> {
    const rows = await this.publicReads.query<AreaRow[]>(`SELECT area.id, area.name, ${SUB_AREAS_JSON} FROM areas area WHERE area.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** An area with its sub-areas, to change in `manager`'s transaction. */
  area(id: number, manager: EntityManager): Promise<Area | null> {
    return manager.createQueryBuilder(Area, 'area').leftJoinAndSelect('area.subAreas', 'subArea').where('area.id = :id', { id }).getOne();
  }

  /** A page of work levels or sub-areas, and the total. */
  namedPage(kind: NamedKind, query: ListQuery): Promise<{ total: number; rows: NamedItem[] }> {
    const text = textCondition('name', query, 1);
    return this.page(pageQuery('id, name', `${this.table(kind)} WHERE ${text.sql}`, NAMED_ORDER[kind], text.params, query.size, (query.page - 1) * query.size));
  }

  /** A row of any of the lists (an area without its sub-areas). */
  async item(kind: ReferenceKind, id: number): Promise<NamedItem | null> {
    const rows = await this.publicReads.query<NamedItem[]>(`SELECT id, name FROM ${this.table(kind)} WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The sub-areas of `ids` that exist. */
  subAreas(manager: EntityManager, ids: number[]): Promise<SubArea[]> {
    return manager.findBy(SubArea, { id: In(ids) });
  }

  /** Which of `subAreaIds` ads of the area use. */
  async subAreasUsedInArea(manager: EntityManager, areaId: number, subAreaIds: number[]): Promise<number[]> {
    const used = await manager
      .createQueryBuilder(Aviso, 'aviso')
      .select('DISTINCT aviso.subAreaId', 'id')
      .where('aviso.areaId = :id AND aviso.subAreaId IN (:...removed)', { id: areaId, removed: subAreaIds })
      .getRawMany<{ id: number }>();
    return used.map((row) => row.id);
  }

  /** How many ads point at the row. */
  adsUsing(kind: ReferenceKind, id: number): Promise<number> {
    return this.dataSource.manager.countBy(Aviso, { [TABLES[kind].avisoColumn]: id });
  }

  /** Stores a new work level or sub-area; fails on the unique index of names. */
  async insertNamed(kind: NamedKind, name: string): Promise<NamedItem> {
    const { entity } = TABLES[kind];
    const manager = this.dataSource.manager;
    const saved = await manager.save(entity, manager.create(entity, { name }));
    return { id: saved.id, name: saved.name };
  }

  /** Renames a work level or sub-area; false when it does not exist. */
  async renameNamed(kind: NamedKind, id: number, name: string): Promise<boolean> {
    const result = await this.dataSource.manager.update(TABLES[kind].entity, { id }, { name });
    return Boolean(result.affected);
  }

  /** Stores a new area linked to its sub-areas. */
  insertArea(manager: EntityManager, name: string, subAreas: SubArea[]): Promise<Area> {
    return manager.save(manager.create(Area, { name, subAreas }));
  }

  /** Writes an area's name and replaces its sub-area links with the ones it carries. */
  async saveArea(manager: EntityManager, area: Area): Promise<void> {
    await manager.save(area);
  }

  /** Deletes the row (a sub-area's links to areas go with it); fails on the avisos foreign keys. */
  async delete(kind: ReferenceKind, id: number): Promise<void> {
    await this.dataSource.manager.delete(TABLES[kind].entity, { id });
  }
}
