import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager, type EntityTarget } from 'typeorm';
import type { AreaItem, AreaSave, ListExport, ListQuery, NamedItem } from '@postulate/contracts';
import { Aviso } from '../avisos/entities/aviso.entity.js';
import { ApiException } from '../common/api-exception.js';
import { everyPage, toCsv } from '../common/csv-export.js';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, violatedConstraint } from '../common/database-errors.js';
import { Area } from './entities/area.entity.js';
import { SubArea } from './entities/sub-area.entity.js';
import { WorkLevel } from './entities/work-level.entity.js';
import { AREA_MESSAGES, REFERENCE_LISTS, type ReferenceKind } from './reference-lists.js';
import { ReferenceService, toAreaItem } from './reference.service.js';

export type NamedKind = Exclude<ReferenceKind, 'area'>;

/** The table of each list and the avisos column that points at it. */
const TABLES: Record<ReferenceKind, { entity: EntityTarget<Area | SubArea | WorkLevel>; avisoColumn: keyof Aviso }> = {
  nivel: { entity: WorkLevel, avisoColumn: 'workLevelId' },
  subarea: { entity: SubArea, avisoColumn: 'subAreaId' },
  area: { entity: Area, avisoColumn: 'areaId' },
};

/** Writes of the administrator's reference lists: work levels, sub-areas and areas. */
@Injectable()
export class ReferenceAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lists: ReferenceService,
  ) {}

  /** A list as its screen shows it for `filter`, every page, as a CSV file. */
  async exportCsv(list: 'nivel' | 'subarea' | 'area', filter: ListExport): Promise<Buffer> {
    if (list === 'area') {
      const areas = await everyPage((query) => this.lists.areaList(query), filter);
      return toCsv(areas, [
        { header: 'Área', value: (area) => area.name },
        { header: 'Subáreas', value: (area) => area.subareas.map((subArea) => subArea.name).join(', ') },
      ]);
    }
    const named = list === 'nivel' ? (query: ListQuery) => this.lists.workLevelList(query) : (query: ListQuery) => this.lists.subAreaList(query);
    const rows = await everyPage(named, filter);
    return toCsv(rows, [{ header: list === 'nivel' ? 'Nivel' : 'Subárea', value: (row) => row.name }]);
  }

  async addNamed(kind: NamedKind, input: { name: string }): Promise<NamedItem> {
    const { entity } = TABLES[kind];
    const saved = await this.answering(kind, 'name', () =>
      this.dataSource.manager.save(entity, this.dataSource.manager.create(entity, { name: input.name })),
    );
    return { id: saved.id, name: saved.name };
  }

  async updateNamed(kind: NamedKind, id: number, input: { name: string }): Promise<NamedItem> {
    const { entity } = TABLES[kind];
    const result = await this.answering(kind, 'name', () => this.dataSource.manager.update(entity, { id }, { name: input.name }));
    if (!result.affected) throw new ApiException(HttpStatus.NOT_FOUND, { message: REFERENCE_LISTS[kind].notFound });
    return { id, name: input.name };
  }

  /** A new area and its sub-area links, in one transaction. */
  addArea(input: AreaSave): Promise<AreaItem> {
    return this.answering('area', 'area', () =>
      this.dataSource.transaction(async (manager) => {
        const subAreas = await this.existingSubAreas(manager, input.subareas);
        const area = await manager.save(manager.create(Area, { name: input.area, subAreas }));
        return toAreaItem(area);
      }),
    );
  }

  /**
   * Renames an area and replaces its sub-areas. A sub-area that ads of this area still use cannot
   * be taken away: those ads would point at a pair the company wizard no longer offers.
   */
  updateArea(id: number, input: AreaSave): Promise<AreaItem> {
    return this.answering('area', 'area', () =>
      this.dataSource.transaction(async (manager) => {
        const area = await manager.findOne(Area, { where: { id }, relations: { subAreas: true } });
        if (!area) throw new ApiException(HttpStatus.NOT_FOUND, { message: REFERENCE_LISTS.area.notFound });
        const subAreas = await this.existingSubAreas(manager, input.subareas);
        const removed = area.subAreas.filter((subArea) => !input.subareas.includes(subArea.id));
        if (removed.length) {
          const used = await manager
            .createQueryBuilder(Aviso, 'aviso')
            .select('DISTINCT aviso.subAreaId', 'id')
            .where('aviso.areaId = :id AND aviso.subAreaId IN (:...removed)', { id, removed: removed.map((subArea) => subArea.id) })
            .getRawMany<{ id: number }>();
          if (used.length) {
            const names = removed.filter((subArea) => used.some((row) => row.id === subArea.id)).map((subArea) => subArea.name);
            throw new ApiException(HttpStatus.CONFLICT, { message: AREA_MESSAGES.subAreasStillUsed(names.sort()), field: 'subareas' });
          }
        }
        area.name = input.area;
        area.subAreas = subAreas;
        await manager.save(area);
        return toAreaItem(area);
      }),
    );
  }

  /**
   * Deletes a row no ad uses (a sub-area's links to areas go with it). The count gives the message;
   * the avisos foreign key still refuses an ad saved meanwhile.
   */
  async delete(kind: ReferenceKind, id: number): Promise<{ message: string }> {
    const { entity, avisoColumn } = TABLES[kind];
    const messages = REFERENCE_LISTS[kind];
    const manager = this.dataSource.manager;
    const item = await manager.findOneBy(entity, { id });
    if (!item) throw new ApiException(HttpStatus.NOT_FOUND, { message: messages.notFound });
    const inUse = async () => {
      const count = await manager.countBy(Aviso, { [avisoColumn]: id });
      return count ? new ApiException(HttpStatus.CONFLICT, { message: messages.inUse(item.name, count) }) : null;
    };
    const refusal = await inUse();
    if (refusal) throw refusal;
    try {
      await manager.delete(entity, { id });
    } catch (error) {
      if (violatedConstraint(error, FOREIGN_KEY_VIOLATION) === undefined) throw error;
      throw (await inUse()) ?? error;
    }
    return { message: messages.deleted };
  }

  private async existingSubAreas(manager: EntityManager, ids: number[]): Promise<SubArea[]> {
    if (!ids.length) return [];
    const subAreas = await manager.findBy(SubArea, { id: In(ids) });
    if (subAreas.length !== ids.length) {
      throw new ApiException(HttpStatus.BAD_REQUEST, { message: AREA_MESSAGES.subAreaMissing, field: 'subareas' });
    }
    return subAreas;
  }

  /** Runs a save; a repeated name (the unique index ignores case and accents) answers 409. */
  private async answering<T>(kind: ReferenceKind, field: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (violatedConstraint(error, UNIQUE_VIOLATION) === undefined) throw error;
      throw new ApiException(HttpStatus.CONFLICT, { message: REFERENCE_LISTS[kind].duplicate, field });
    }
  }
}
