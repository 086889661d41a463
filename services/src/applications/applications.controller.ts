import { Body, Controller, Get, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  applySchema,
  idSchema,
  listQuerySchema,
  type ApplicationDetail,
  type ApplicationListItem,
  type ApplicationStatus,
  type ApplyRequest,
  type AvisoApplicationState,
  type ListQuery,
  type ListResponse,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { SessionUser } from '../auth/auth.types.js';
import { jsonSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CurrentApplicant } from '../cv/current-applicant.service.js';
import { ApplicationsService } from './applications.service.js';

const idPipe = new ZodValidationPipe(idSchema);

/** The applicant's side of applications: apply, Mis Postulaciones, and one application with what was sent. */
@ApiTags('postulaciones')
@ApiCookieAuth()
@Roles('Postulante')
@Controller('aplica')
export class ApplicationsController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly applicant: CurrentApplicant,
  ) {}

  @Post('aplica')
  @ApiBody({ schema: jsonSchema(applySchema) })
  @ApiCreatedResponse({ description: '{id, idAviso, postuladoEl}; 200 with the same when the applicant had already applied' })
  async apply(
    @Body(new ZodValidationPipe(applySchema)) body: ApplyRequest,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ApplicationStatus> {
    const { created, status } = await this.applications.apply(await this.applicant.idOf(user), body);
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return status;
  }

  @Get()
  @ApiQuery({ name: 'fvalue', required: false, description: "Part of the ad's title" })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'size', required: false, type: Number, description: '1 to 100, default 20' })
  @ApiOkResponse({ description: '{response: [{id, idAviso, titulo, publicadoEl, nombreEmpresa, area, postuladoEl, hasNewMessage, permiteMsjDirecto}], size, total}' })
  async list(
    @Query(new ZodValidationPipe(listQuerySchema)) query: ListQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<ListResponse<ApplicationListItem>> {
    return this.applications.list(await this.applicant.idOf(user), query);
  }

  @Get('get/:id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ description: '{id, idAviso, titulo, postuladoEl, respuestas: [{idPregunta, pregunta, respuesta}], cv}' })
  async get(@Param('id', idPipe) id: number, @CurrentUser() user: SessionUser): Promise<ApplicationDetail> {
    return this.applications.get(await this.applicant.idOf(user), id);
  }

  @Get('aviso/:idAviso')
  @ApiParam({ name: 'idAviso', type: Number })
  @ApiOkResponse({ description: '{postulacion: {id, idAviso, postuladoEl} | null}' })
  async forAviso(@Param('idAviso', idPipe) idAviso: number, @CurrentUser() user: SessionUser): Promise<AvisoApplicationState> {
    return { postulacion: await this.applications.statusFor(await this.applicant.idOf(user), idAviso) };
  }
}
