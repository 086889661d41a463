import { applyDecorators, Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  idSchema,
  listQuerySchema,
  locationQuerySchema,
  type AreaItem,
  type ListQuery,
  type ListResponse,
  type LocalityOption,
  type LocationQuery,
  type NamedItem,
  type ProvinceOption,
} from '@postulate/contracts';
import { Public } from '../auth/auth.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ReferenceService } from './reference.service.js';

const listPipe = new ZodValidationPipe(listQuerySchema);
const idPipe = new ZodValidationPipe(idSchema);

/** Documents the paging of the area, sub-area and level lists. */
const PagedList = () =>
  applyDecorators(
    ApiQuery({ name: 'page', required: false, type: Number, description: '1-based page, default 1' }),
    ApiQuery({ name: 'size', required: false, type: Number, description: 'Items per page, 1 to 100, default 20' }),
  );

/**
 * Public reads (the home page and the company ad wizard use them): GET /api/{entity}/?fvalue&fname=name
 * answering {response, size, total}, and GET /api/{entity}/get/{id}.
 */
@ApiTags('referencias')
@ApiQuery({ name: 'fvalue', required: false, description: 'Text to look for (case and accents ignored)' })
@ApiQuery({ name: 'fname', required: false, enum: ['name'] })
@ApiQuery({ name: 'ftype', required: false, enum: ['like', 'eq'], description: 'like (contains, default) or eq (equals)' })
@Public()
@Controller()
export class ReferenceController {
  constructor(private readonly reference: ReferenceService) {}

  @Get('location')
  @ApiQuery({ name: 'province', required: true, description: 'Province id, e.g. 02 (CABA) or 14 (Córdoba)' })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: '1 to 1000, default 100' })
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
  @PagedList()
  @ApiOkResponse({ description: 'Areas with their sub-areas: [{id, name, subareas: [{id, name}]}]' })
  areas(@Query(listPipe) query: ListQuery): Promise<ListResponse<AreaItem>> {
    return this.reference.areaList(query);
  }

  @Get('area/get/:id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ description: '{id, name, subareas: [{id, name}]}' })
  area(@Param('id', idPipe) id: number): Promise<AreaItem> {
    return this.reference.area(id);
  }

  @Get('subarea')
  @PagedList()
  @ApiOkResponse({ description: 'Sub-areas: [{id, name}]' })
  subAreas(@Query(listPipe) query: ListQuery): Promise<ListResponse<NamedItem>> {
    return this.reference.subAreaList(query);
  }

  @Get('subarea/get/:id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ description: '{id, name}' })
  subArea(@Param('id', idPipe) id: number): Promise<NamedItem> {
    return this.reference.subArea(id);
  }

  @Get('nivel')
  @PagedList()
  @ApiOkResponse({ description: 'Work levels: [{id, name}]' })
  workLevels(@Query(listPipe) query: ListQuery): Promise<ListResponse<NamedItem>> {
    return this.reference.workLevelList(query);
  }

  @Get('nivel/get/:id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ description: '{id, name}' })
  workLevel(@Param('id', idPipe) id: number): Promise<NamedItem> {
    return this.reference.workLevel(id);
  }
}
