import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import type {
  AreaItem,
  ListQuery,
  ListResponse,
  LocalityOption,
  LocationQuery,
  NamedItem,
  ProvinceOption,
} from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { toListResponse } from '../common/list-response.js';
import { whereText } from '../common/name-filter.js';
import { Area } from './entities/area.entity.js';
import { Locality } from './entities/locality.entity.js';
import { Province } from './entities/province.entity.js';
import { SubArea } from './entities/sub-area.entity.js';
import { WorkLevel } from './entities/work-level.entity.js';
import { REFERENCE_LISTS } from './reference-lists.js';

/** Skips to the query's page; `total` is counted before paging. */
function paged<Entity extends object>(builder: SelectQueryBuilder<Entity>, query: ListQuery): SelectQueryBuilder<Entity> {
  return builder.skip((query.page - 1) * query.size).take(query.size);
}

const named = ({ id, name }: NamedItem): NamedItem => ({ id, name });

/** Sub-areas in alphabetical order, sorted here: ordering a paged join in SQL would page the joined rows. */
export function toAreaItem(area: Area): AreaItem {
  const subareas = area.subAreas.map(named).sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return { id: area.id, name: area.name, subareas };
}

/** The lists that feed the selects of both front ends, and the administrator's lists. */
@Injectable()
export class ReferenceService {
  constructor(
    @InjectRepository(Province) private readonly provinces: Repository<Province>,
    @InjectRepository(Locality) private readonly localities: Repository<Locality>,
    @InjectRepository(Area) private readonly areas: Repository<Area>,
    @InjectRepository(SubArea) private readonly subAreas: Repository<SubArea>,
    @InjectRepository(WorkLevel) private readonly workLevels: Repository<WorkLevel>,
  ) {}

  /** Localities of one province whose name matches fvalue, in alphabetical order ignoring accents. */
  async localityList(query: LocationQuery): Promise<ListResponse<LocalityOption>> {
    const builder = this.localities
      .createQueryBuilder('locality')
      .where('locality.provinceId = :province', { province: query.province });
    const [localities, total] = await whereText(builder, 'locality.name', query)
      .orderBy('f_unaccent(lower(locality.name))')
      .addOrderBy('locality.id')
      .take(query.limit)
      .getManyAndCount();
    return toListResponse(
      localities.map(({ id, name }) => ({ id, label: name })),
      total,
    );
  }

  /** The 24 provinces, in the order the spec lists them (CABA, BUENOS AIRES, then alphabetical). */
  async provinceList(): Promise<ListResponse<ProvinceOption>> {
    const provinces = await this.provinces
      .createQueryBuilder('province')
      .orderBy(`CASE province.id WHEN '02' THEN 0 WHEN '06' THEN 1 ELSE 2 END`)
      .addOrderBy('province.name')
      .getMany();
    return toListResponse(
      provinces.map(({ id, name }) => ({ id, name })),
      provinces.length,
    );
  }

  async areaList(query: ListQuery): Promise<ListResponse<AreaItem>> {
    const builder = this.areas.createQueryBuilder('area').leftJoinAndSelect('area.subAreas', 'subArea');
    const [areas, total] = await paged(whereText(builder, 'area.name', query), query)
      .orderBy('area.name')
      .getManyAndCount();
    return toListResponse(areas.map(toAreaItem), total);
  }

  async area(id: number): Promise<AreaItem> {
    const area = await this.areas
      .createQueryBuilder('area')
      .leftJoinAndSelect('area.subAreas', 'subArea')
      .where('area.id = :id', { id })
      .getOne();
    if (!area) throw new ApiException(HttpStatus.NOT_FOUND, { message: REFERENCE_LISTS.area.notFound });
    return toAreaItem(area);
  }

  subAreaList(query: ListQuery): Promise<ListResponse<NamedItem>> {
    return this.namedList(this.subAreas, query, 'item.name');
  }

  subArea(id: number): Promise<NamedItem> {
    return this.namedItem(this.subAreas, id, REFERENCE_LISTS.subarea.notFound);
  }

  /** In the order they were entered, which is seniority (Pasante ... Gerente). */
  workLevelList(query: ListQuery): Promise<ListResponse<NamedItem>> {
    return this.namedList(this.workLevels, query, 'item.id');
  }

  workLevel(id: number): Promise<NamedItem> {
    return this.namedItem(this.workLevels, id, REFERENCE_LISTS.nivel.notFound);
  }

  private async namedList(
    repository: Repository<SubArea | WorkLevel>,
    query: ListQuery,
    order: 'item.name' | 'item.id',
  ): Promise<ListResponse<NamedItem>> {
    const builder = repository.createQueryBuilder('item');
    const [items, total] = await paged(whereText(builder, 'item.name', query), query).orderBy(order).getManyAndCount();
    return toListResponse(items.map(named), total);
  }

  private async namedItem(repository: Repository<SubArea | WorkLevel>, id: number, notFound: string): Promise<NamedItem> {
    const item = await repository.findOneBy({ id });
    if (!item) throw new ApiException(HttpStatus.NOT_FOUND, { message: notFound });
    return named(item);
  }
}
