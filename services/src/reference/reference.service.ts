import { HttpStatus, Injectable } from '@nestjs/common';
import type { AreaItem, ListQuery, ListResponse, LocalityOption, LocationQuery, NamedItem, ProvinceOption } from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { toListResponse } from '../common/list-response.js';
import { REFERENCE_LISTS } from './reference-lists.js';
import { ReferenceRepository, type AreaRow, type NamedKind } from './reference.repository.js';

const named = ({ id, name }: NamedItem): NamedItem => ({ id, name });

/** Sub-areas in alphabetical order, sorted here: ordering a paged join in SQL would page the joined rows. */
export function toAreaItem(area: AreaRow): AreaItem {
  const subareas = area.subAreas.map(named).sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return { id: area.id, name: area.name, subareas };
}

/** The lists that feed the selects of both front ends, and the administrator's lists. */
@Injectable()
export class ReferenceService {
  constructor(private readonly reference: ReferenceRepository) {}

  /** Localities of one province whose name matches fvalue, in alphabetical order ignoring accents. */
  async localityList(query: LocationQuery): Promise<ListResponse<LocalityOption>> {
    const { rows, total } = await this.reference.localityPage(query);
    return toListResponse(
      rows.map(({ id, name }) => ({ id, label: name })),
      total,
    );
  }

  /** The 24 provinces, in the order the spec lists them (CABA, BUENOS AIRES, then alphabetical). */
  async provinceList(): Promise<ListResponse<ProvinceOption>> {
    const provinces = await this.reference.provinces();
    return toListResponse(
      provinces.map(({ id, name }) => ({ id, name })),
      provinces.length,
    );
  }

  async areaList(query: ListQuery): Promise<ListResponse<AreaItem>> {
    const { rows, total } = await this.reference.areaPage(query);
    return toListResponse(rows.map(toAreaItem), total);
  }

  async area(id: number): Promise<AreaItem> {
    const area = await this.reference.publicArea(id);
    if (!area) throw new ApiException(HttpStatus.NOT_FOUND, { message: REFERENCE_LISTS.area.notFound });
    return toAreaItem(area);
  }

  subAreaList(query: ListQuery): Promise<ListResponse<NamedItem>> {
    return this.namedList('subarea', query);
  }

  subArea(id: number): Promise<NamedItem> {
    return this.namedItem('subarea', id);
  }

  /** In the order they were entered, which is seniority (Pasante ... Gerente). */
  workLevelList(query: ListQuery): Promise<ListResponse<NamedItem>> {
    return this.namedList('nivel', query);
  }

  workLevel(id: number): Promise<NamedItem> {
    return this.namedItem('nivel', id);
  }

  private async namedList(kind: NamedKind, query: ListQuery): Promise<ListResponse<NamedItem>> {
    const { rows, total } = await this.reference.namedPage(kind, query);
    return toListResponse(rows.map(named), total);
  }

  private async namedItem(kind: NamedKind, id: number): Promise<NamedItem> {
    const item = await this.reference.item(kind, id);
    if (!item) throw new ApiException(HttpStatus.NOT_FOUND, { message: REFERENCE_LISTS[kind].notFound });
    return named(item);
  }
}
