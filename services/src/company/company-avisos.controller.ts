import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  avisoActionSchema,
  avisoSaveSchema,
  avisoUpdateSchema,
  idSchema,
  type AvisoSave,
  type AvisoSaved,
  type AvisoUpdate,
  type CompanyAvisoData,
  type CompanyDashboard,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { SessionUser } from '../auth/auth.types.js';
import { jsonSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CompanyAvisosService } from './company-avisos.service.js';
import { CurrentCompany } from './current-company.service.js';

const actionPipe = new ZodValidationPipe(avisoActionSchema);

/** The company's own ads: dashboard, the wizard's save, publish, finish and delete. */
@ApiTags('empresa')
@ApiCookieAuth()
@Roles('Empresa')
@Controller('empresa')
export class CompanyAvisosController {
  constructor(
    private readonly avisos: CompanyAvisosService,
    private readonly company: CurrentCompany,
  ) {}

  @Get('dashboard')
  @ApiOkResponse({ description: '{avisos: [{id, titulo, area, subarea, status, publicadoEl, aplicaciones, noLeidas}], mensajesNoLeidos, conversacionesNoLeidas, conversacionesSinLeer: [{avisoId, titulo, applicationId, nombre, mensajes}]}' })
  async dashboard(@CurrentUser() user: SessionUser): Promise<CompanyDashboard> {
    return this.avisos.dashboard(await this.company.idOf(user));
  }

  @Get('aviso/:id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ description: "{id, status, publicadoEl, aviso (the wizard's values), labels, preview}" })
  @ApiNotFoundResponse({ description: "Unknown, or another company's ad" })
  async get(@Param('id', new ZodValidationPipe(idSchema)) id: number, @CurrentUser() user: SessionUser): Promise<CompanyAvisoData> {
    return this.avisos.get(await this.company.idOf(user), id);
  }

  @Post('add_aviso')
  @ApiBody({ schema: jsonSchema(avisoSaveSchema) })
  @ApiCreatedResponse({ description: "{id, status: 'draft', message}" })
  async add(@Body(new ZodValidationPipe(avisoSaveSchema)) body: AvisoSave, @CurrentUser() user: SessionUser): Promise<AvisoSaved> {
    return this.avisos.add(await this.company.idOf(user), body);
  }

  @Post('update_aviso')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(avisoUpdateSchema) })
  @ApiOkResponse({ description: '{id, status, message}' })
  @ApiConflictResponse({ description: 'The ad is finished' })
  async update(@Body(new ZodValidationPipe(avisoUpdateSchema)) body: AvisoUpdate, @CurrentUser() user: SessionUser): Promise<AvisoSaved> {
    return this.avisos.update(await this.company.idOf(user), body.id, body.aviso);
  }

  @Post('publish_aviso')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(avisoActionSchema) })
  @ApiOkResponse({ description: "{id, status: 'published', message}; publishing it again changes nothing" })
  @ApiConflictResponse({ description: 'The ad is finished' })
  async publish(@Body(actionPipe) body: { id: number }, @CurrentUser() user: SessionUser): Promise<AvisoSaved> {
    return this.avisos.publish(await this.company.idOf(user), body.id);
  }

  @Post('finish_aviso')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(avisoActionSchema) })
  @ApiOkResponse({ description: "{id, status: 'finished', message}: out of the search, no new applications" })
  @ApiConflictResponse({ description: 'The ad was never published' })
  async finish(@Body(actionPipe) body: { id: number }, @CurrentUser() user: SessionUser): Promise<AvisoSaved> {
    return this.avisos.finish(await this.company.idOf(user), body.id);
  }

  @Post('delete_aviso')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(avisoActionSchema) })
  @ApiOkResponse({ description: '{id, message}' })
  @ApiConflictResponse({ description: 'The ad already has applications' })
  async delete(@Body(actionPipe) body: { id: number }, @CurrentUser() user: SessionUser): Promise<{ id: number; message: string }> {
    return this.avisos.delete(await this.company.idOf(user), body.id);
  }
}
