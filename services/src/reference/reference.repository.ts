import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager, type EntityTarget, type SelectQueryBuilder } from 'typeorm';
import type { ListQuery, LocationQuery, NamedItem } from '@postulate/contracts';
import { Aviso } from '../avisos/entities/aviso.entity.js';
import { whereText } from '../common/name-filter.js';
import { Area } from './entities/area.entity.js';
import { Locality } from './entities/locality.entity.js';
import { Province } from './entities/province.entity.js';
import { SubArea } from './entities/sub-area.entity.js';
import { WorkLevel } from './entities/work-level.entity.js';
import type { ReferenceKind } from './reference-lists.js';

/*
 * Owner of the tables provinces, localities, areas, sub_areas, area_sub_areas and work_levels:
 * only this class writes them. Reads that join other aggregates' tables live here when the question
 * is about a reference row (whether ads still use it); writes to other aggregates' tables never do.
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
const NAMED_ORDER: Record<NamedKind, 'item.name' | 'item.id'> = { subarea: 'item.name', nivel: 'item.id' };

/** Skips to the query's page; `total` is counted before paging. */
function paged<Entity extends object>(builder: SelectQueryBuilder<Entity>, query: ListQuery): SelectQueryBuilder<Entity> {
  return builder.skip((query.page - 1) * query.size).take(query.size);
}

@Injectable()
export class ReferenceRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ---------- Places ----------

  /** Localities of one province whose name matches fvalue, in alphabetical order ignoring accents, with the total. */
  async localityPage(query: LocationQuery): Promise<{ total: number; rows: Locality[] }> {
    const builder = this.dataSource
      .getRepository(Locality)
      .createQueryBuilder('locality')
      .where('locality.provinceId = :province', { province: query.province });
    const [rows, total] = await whereText(builder, 'locality.name', query)
      .orderBy('f_unaccent(lower(locality.name))')
      .addOrderBy('locality.id')
      .take(query.limit)
      .getManyAndCount();
    return { total, rows };
  }

  /** The provinces in the order the spec lists them (CABA, BUENOS AIRES, then alphabetical). */
  provinces(): Promise<Province[]> {
    return this.dataSource
      .getRepository(Province)
      .createQueryBuilder('province')
      .orderBy(`CASE province.id WHEN '02' THEN 0 WHEN '06' THEN 1 ELSE 2 END`)
      .addOrderBy('province.name')
      .getMany();
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
  async areaPage(query: ListQuery): Promise<{ total: number; rows: Area[] }> {
    const builder = this.dataSource.getRepository(Area).createQueryBuilder('area').leftJoinAndSelect('area.subAreas', 'subArea');
    const [rows, total] = await paged(whereText(builder, 'area.name', query), query)
      .orderBy('area.name')
      .getManyAndCount();
    return { total, rows };
  }

  /** An area with its sub-areas. */
  area(id: number, manager: EntityManager = this.dataSource.manager): Promise<Area | null> {
    return manager
      .createQueryBuilder(Area, 'area')
      .leftJoinAndSelect('area.subAreas', 'subArea')
      .where('area.id = :id', { id })
      .getOne();
  }

  /** A page of work levels or sub-areas, and the total. */
  async namedPage(kind: NamedKind, query: ListQuery): Promise<{ total: number; rows: NamedItem[] }> {
    const builder = this.dataSource.manager.createQueryBuilder(TABLES[kind].entity, 'item');
    const [rows, total] = await paged(whereText(builder, 'item.name', query), query).orderBy(NAMED_ORDER[kind]).getManyAndCount();
    return { total, rows };
  }

  /** A row of any of the lists (an area without its sub-areas). */
  item(kind: ReferenceKind, id: number): Promise<NamedItem | null> {
    return this.dataSource.manager.findOneBy(TABLES[kind].entity, { id });
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
