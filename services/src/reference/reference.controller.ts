import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  locationQuerySchema,
  lookupQuerySchema,
  type AreaItem,
  type ListResponse,
  type LocalityOption,
  type LocationQuery,
  type LookupQuery,
  type NamedItem,
  type ProvinceOption,
} from '@postulate/contracts';
import { Public } from '../auth/auth.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ReferenceService } from './reference.service.js';

const lookupPipe = new ZodValidationPipe(lookupQuerySchema);

/** Public lookups: GET /api/{entity}/?fvalue&fname=name answering {response, size, total}. */
@ApiTags('referencias')
@ApiQuery({ name: 'fvalue', required: false, description: 'Text the name contains (case and accents ignored)' })
@ApiQuery({ name: 'fname', required: false, enum: ['name'] })
@ApiQuery({ name: 'limit', required: false, type: Number, description: '1 to 1000, default 100' })
@Public()
@Controller()
export class ReferenceController {
  constructor(private readonly reference: ReferenceService) {}

  @Get('location')
  @ApiQuery({ name: 'province', required: true, description: 'Province id, e.g. 02 (CABA) or 14 (Córdoba)' })
  @ApiOkResponse({ description: 'Localities of the province: [{id, label}]' })
  localities(@Query(new ZodValidationPipe(locationQuerySchema)) query: LocationQuery): Promise<ListResponse<LocalityOption>> {
    return this.reference.localityList(query);
  }

  @Get('province')
  @ApiOkResponse({ description: 'The 24 provinces: [{id, name}]' })
  provinces(): Promise<ListResponse<ProvinceOption>> {
    return this.reference.provinceList();
  }

  @Get('area')
  @ApiOkResponse({ description: 'Areas with their sub-areas: [{id, name, subareas: [{id, name}]}]' })
  areas(@Query(lookupPipe) query: LookupQuery): Promise<ListResponse<AreaItem>> {
    return this.reference.areaList(query);
  }

  @Get('subarea')
  @ApiOkResponse({ description: 'Sub-areas: [{id, name}]' })
  subAreas(@Query(lookupPipe) query: LookupQuery): Promise<ListResponse<NamedItem>> {
    return this.reference.subAreaList(query);
  }

  @Get('nivel')
  @ApiOkResponse({ description: 'Work levels: [{id, name}]' })
  workLevels(@Query(lookupPipe) query: LookupQuery): Promise<ListResponse<NamedItem>> {
    return this.reference.workLevelList(query);
  }
}
