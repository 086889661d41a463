import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AreaItem, AreaSave, ListExport, ListQuery, NamedItem } from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { everyPage, toCsv } from '../common/csv-export.js';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, violatedConstraint } from '../common/database-errors.js';
import type { SubArea } from './entities/sub-area.entity.js';
import { AREA_MESSAGES, REFERENCE_LISTS, type ReferenceKind } from './reference-lists.js';
import { ReferenceRepository, type NamedKind } from './reference.repository.js';
import { ReferenceService, toAreaItem } from './reference.service.js';

/** Writes of the administrator's reference lists: work levels, sub-areas and areas. */
@Injectable()
export class ReferenceAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reference: ReferenceRepository,
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

  addNamed(kind: NamedKind, input: { name: string }): Promise<NamedItem> {
    return this.answering(kind, 'name', () => this.reference.insertNamed(kind, input.name));
  }

  async updateNamed(kind: NamedKind, id: number, input: { name: string }): Promise<NamedItem> {
    const renamed = await this.answering(kind, 'name', () => this.reference.renameNamed(kind, id, input.name));
    if (!renamed) throw new ApiException(HttpStatus.NOT_FOUND, { message: REFERENCE_LISTS[kind].notFound });
    return { id, name: input.name };
  }

  /** A new area and its sub-area links, in one transaction. */
  addArea(input: AreaSave): Promise<AreaItem> {
    return this.answering('area', 'area', () =>
      this.dataSource.transaction(async (manager) => {
        const subAreas = await this.existingSubAreas(manager, input.subareas);
        const area = await this.reference.insertArea(manager, input.area, subAreas);
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
        const area = await this.reference.area(id, manager);
        if (!area) throw new ApiException(HttpStatus.NOT_FOUND, { message: REFERENCE_LISTS.area.notFound });
        const subAreas = await this.existingSubAreas(manager, input.subareas);
        const removed = area.subAreas.filter((subArea) => !input.subareas.includes(subArea.id));
        if (removed.length) {
          const used = await this.reference.subAreasUsedInArea(
            manager,
            id,
            removed.map((subArea) => subArea.id),
          );
          if (used.length) {
            const names = removed.filter((subArea) => used.includes(subArea.id)).map((subArea) => subArea.name);
            throw new ApiException(HttpStatus.CONFLICT, { message: AREA_MESSAGES.subAreasStillUsed(names.sort()), field: 'subareas' });
          }
        }
        area.name = input.area;
        area.subAreas = subAreas;
        await this.reference.saveArea(manager, area);
        return toAreaItem(area);
      }),
    );
  }

  /**
   * Deletes a row no ad uses (a sub-area's links to areas go with it). The count gives the message;
   * the avisos foreign key still refuses an ad saved meanwhile.
   */
  async delete(kind: ReferenceKind, id: number): Promise<{ message: string }> {
    const messages = REFERENCE_LISTS[kind];
    const item = await this.reference.item(kind, id);
    if (!item) throw new ApiException(HttpStatus.NOT_FOUND, { message: messages.notFound });
    const inUse = async () => {
      const count = await this.reference.adsUsing(kind, id);
      return count ? new ApiException(HttpStatus.CONFLICT, { message: messages.inUse(item.name, count) }) : null;
    };
    const refusal = await inUse();
    if (refusal) throw refusal;
    try {
      await this.reference.delete(kind, id);
    } catch (error) {
      if (violatedConstraint(error, FOREIGN_KEY_VIOLATION) === undefined) throw error;
      throw (await inUse()) ?? error;
    }
    return { message: messages.deleted };
  }

  private async existingSubAreas(manager: EntityManager, ids: number[]): Promise<SubArea[]> {
    if (!ids.length) return [];
    const subAreas = await this.reference.subAreas(manager, ids);
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
