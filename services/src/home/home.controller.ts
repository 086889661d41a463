import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { homeQuerySchema, idSchema, type AvisoDetailData, type HomeQuery, type HomeResponse } from '@postulate/contracts';
import { Public } from '../auth/auth.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { HomeService } from './home.service.js';

/** The public home and ad pages: visitors and every role read the same published ads. */
@ApiTags('home')
@Public()
@Controller('home')
export class HomeController {
  constructor(private readonly home: HomeService) {}

  @Get()
  @ApiQuery({ name: 'q', required: false, description: 'Terms joined by commas (at most 50 parts); any term may match' })
  @ApiQuery({ name: 'province', required: false, isArray: true, description: 'Province ids, repeatable (e.g. 02, 06)' })
  @ApiQuery({ name: 'page', required: false, type: Number, description: '1-based; 20 ads a page' })
  @ApiOkResponse({ description: '{areas: [{id, name, qtyAvisos}], avisos: {response, size, total}}; at most 5 filters, the newest kept' })
  search(@Query(new ZodValidationPipe(homeQuerySchema)) query: HomeQuery): Promise<HomeResponse> {
    return this.home.home(query);
  }

  @Get('aviso/:id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ description: 'The published ad, with its languages and questions' })
  @ApiNotFoundResponse({ description: 'Unknown or unpublished ad: {message}' })
  aviso(@Param('id', new ZodValidationPipe(idSchema)) id: number): Promise<AvisoDetailData> {
    return this.home.aviso(id);
  }
}
