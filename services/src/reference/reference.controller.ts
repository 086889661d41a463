import { Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  REFERENCE_ROUTES,
  type AreaItem,
  type ListQuery,
  type ListResponse,
  type LocalityOption,
  type LocationQuery,
  type NamedItem,
  type ProvinceOption,
} from '@postulate/contracts';
import { Public } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ReferenceService } from './reference.service.js';

const listPipe = new ZodValidationPipe(REFERENCE_ROUTES.areas.query);
const idPipe = new ZodValidationPipe(REFERENCE_ROUTES.area.params);

/** Public reads of the reference lists (REFERENCE_ROUTES): the home, the ad wizard, the CV and registration forms use them. */
@ApiTags('referencias')
@Public()
@Controller()
export class ReferenceController {
  constructor(private readonly reference: ReferenceService) {}

  @ContractRoute(REFERENCE_ROUTES.localities)
  localities(@Query(new ZodValidationPipe(REFERENCE_ROUTES.localities.query)) query: LocationQuery): Promise<ListResponse<LocalityOption>> {
    return this.reference.localityList(query);
  }

  @ContractRoute(REFERENCE_ROUTES.provinces)
  provinces(): Promise<ListResponse<ProvinceOption>> {
    return this.reference.provinceList();
  }

  @ContractRoute(REFERENCE_ROUTES.areas)
  areas(@Query(listPipe) query: ListQuery): Promise<ListResponse<AreaItem>> {
    return this.reference.areaList(query);
  }

  @ContractRoute(REFERENCE_ROUTES.area)
  area(@Param(idPipe) { id }: { id: number }): Promise<AreaItem> {
    return this.reference.area(id);
  }

  @ContractRoute(REFERENCE_ROUTES.subAreas)
  subAreas(@Query(listPipe) query: ListQuery): Promise<ListResponse<NamedItem>> {
    return this.reference.subAreaList(query);
  }

  @ContractRoute(REFERENCE_ROUTES.subArea)
  subArea(@Param(idPipe) { id }: { id: number }): Promise<NamedItem> {
    return this.reference.subArea(id);
  }

  @ContractRoute(REFERENCE_ROUTES.workLevels)
  workLevels(@Query(listPipe) query: ListQuery): Promise<ListResponse<NamedItem>> {
    return this.reference.workLevelList(query);
  }

  @ContractRoute(REFERENCE_ROUTES.workLevel)
  workLevel(@Param(idPipe) { id }: { id: number }): Promise<NamedItem> {
    return this.reference.workLevel(id);
  }
}
