import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type {
  AreaItem,
  ListResponse,
  LocalityOption,
  LocationQuery,
  LookupQuery,
  NamedItem,
  ProvinceOption,
} from '@postulate/contracts';
import { toListResponse } from '../common/list-response.js';
import { fvalueParameter, nameContains } from '../common/name-filter.js';
import { Area } from './entities/area.entity.js';
import { Locality } from './entities/locality.entity.js';
import { Province } from './entities/province.entity.js';
import { SubArea } from './entities/sub-area.entity.js';
import { WorkLevel } from './entities/work-level.entity.js';

/** Read-only lists that feed the selects of both front ends. */
@Injectable()
export class ReferenceService {
  constructor(
    @InjectRepository(Province) private readonly provinces: Repository<Province>,
    @InjectRepository(Locality) private readonly localities: Repository<Locality>,
    @InjectRepository(Area) private readonly areas: Repository<Area>,
    @InjectRepository(SubArea) private readonly subAreas: Repository<SubArea>,
    @InjectRepository(WorkLevel) private readonly workLevels: Repository<WorkLevel>,
  ) {}

  /** Localities of one province whose name contains fvalue, in alphabetical order ignoring accents. */
  async localityList(query: LocationQuery): Promise<ListResponse<LocalityOption>> {
    const [localities, total] = await this.localities
      .createQueryBuilder('locality')
      .where('locality.provinceId = :province', { province: query.province })
      .andWhere(nameContains('locality.name'), fvalueParameter(query.fvalue))
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

  async areaList(query: LookupQuery): Promise<ListResponse<AreaItem>> {
    const [areas, total] = await this.areas
      .createQueryBuilder('area')
      .leftJoinAndSelect('area.subAreas', 'subArea')
      .where(nameContains('area.name'), fvalueParameter(query.fvalue))
      .orderBy('area.name')
      .addOrderBy('subArea.name')
      .take(query.limit)
      .getManyAndCount();
    return toListResponse(
      areas.map(({ id, name, subAreas }) => ({ id, name, subareas: subAreas.map(({ id, name }) => ({ id, name })) })),
      total,
    );
  }

  subAreaList(query: LookupQuery): Promise<ListResponse<NamedItem>> {
    return this.namedList(this.subAreas, query, 'item.name');
  }

  /** In the order they were entered, which is seniority (Pasante ... Gerente). */
  workLevelList(query: LookupQuery): Promise<ListResponse<NamedItem>> {
    return this.namedList(this.workLevels, query, 'item.id');
  }

  private async namedList(
    repository: Repository<SubArea | WorkLevel>,
    query: LookupQuery,
    order: 'item.name' | 'item.id',
  ): Promise<ListResponse<NamedItem>> {
    const [items, total] = await repository
      .createQueryBuilder('item')
      .where(nameContains('item.name'), fvalueParameter(query.fvalue))
      .orderBy(order)
      .take(query.limit)
      .getManyAndCount();
    return toListResponse(
      items.map(({ id, name }) => ({ id, name })),
      total,
    );
  }
}
