import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiForbiddenResponse, ApiNoContentResponse, ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  applicationMarkSchema,
  companyApplicationsQuerySchema,
  conversationReadSchema,
  idSchema,
  messageTextSchema,
  SECURITY_FLAGS,
  type ApplicationMarks,
  type CompanyApplicationDetail,
  type CompanyApplicationsPage,
  type CompanyApplicationsQuery,
  type ConversationView,
  type TestReportData,
} from '@postulate/contracts';
import { z } from 'zod';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { SessionUser } from '../auth/auth.types.js';
import { jsonSchema } from '../common/openapi.js';
import { RateLimited } from '../rate-limits/rate-limit.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CompanyApplicationsService } from './company-applications.service.js';
import { CurrentCompany } from './current-company.service.js';

const idPipe = new ZodValidationPipe(idSchema);
const markPipe = new ZodValidationPipe(applicationMarkSchema);
const messageSchema = z.object({ message: messageTextSchema });

/** Applications to the company's ads: the list per ad, the applicant profile, marks, report and messages. */
@ApiTags('empresa')
@ApiCookieAuth()
@Roles('Empresa')
@Controller('empresa')
export class CompanyApplicationsController {
  constructor(
    private readonly applications: CompanyApplicationsService,
    private readonly company: CurrentCompany,
  ) {}

  @Get('aviso/:id/aplicaciones')
  @ApiParam({ name: 'id', type: Number })
  @ApiQuery({ name: 'tab', required: false, enum: ['unread', 'all', 'favourites'] })
  @ApiQuery({ name: 'seguridad', required: false, description: `Comma-separated, each ticked: ${SECURITY_FLAGS.join(', ')}` })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'size', required: false, type: Number })
  @ApiOkResponse({ description: '{aviso, response: [{id, postuladoEl, name, educacion, experiencia, readed, favourite, hasNewMessage}], size, total}' })
  async list(
    @Param('id', idPipe) id: number,
    @Query(new ZodValidationPipe(companyApplicationsQuerySchema)) query: CompanyApplicationsQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<CompanyApplicationsPage> {
    return this.applications.list(await this.company.idOf(user), id, query);
  }

  @Get('aplicacion/:id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ description: '{id, aviso, postuladoEl, readed, favourite, hasNewMessage, conversationId, cv, respuestas}' })
  async detail(@Param('id', idPipe) id: number, @CurrentUser() user: SessionUser): Promise<CompanyApplicationDetail> {
    return this.applications.detail(await this.company.idOf(user), id);
  }

  @Get('aplicacion/:id/informe')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ description: "The applicant's tests report (null per test not taken)" })
  async report(@Param('id', idPipe) id: number, @CurrentUser() user: SessionUser): Promise<TestReportData> {
    return this.applications.report(await this.company.idOf(user), id);
  }

  @Post('aplicaisread')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(applicationMarkSchema) })
  @ApiOkResponse({ description: '{id, readed, favourite}' })
  async markRead(@Body(markPipe) body: { id: number }, @CurrentUser() user: SessionUser): Promise<ApplicationMarks> {
    return this.applications.markRead(await this.company.idOf(user), body.id);
  }

  @Post('aplicaisfauvorite')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(applicationMarkSchema) })
  @ApiOkResponse({ description: '{id, readed, favourite}; favourite sets the mark, without it the mark flips' })
  async markFavourite(@Body(markPipe) body: { id: number; favourite?: boolean }, @CurrentUser() user: SessionUser): Promise<ApplicationMarks> {
    return this.applications.markFavourite(await this.company.idOf(user), body.id, body.favourite);
  }

  @Get('aplicacion/:id/mensajes')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ description: '{conversation | null, canCommunicate}' })
  async conversation(@Param('id', idPipe) id: number, @CurrentUser() user: SessionUser): Promise<ConversationView> {
    return this.applications.conversation(await this.company.idOf(user), id);
  }

  @Post('aplicacion/:id/mensajes')
  @RateLimited('message')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiBody({ schema: jsonSchema(messageSchema) })
  @ApiOkResponse({ description: 'The conversation with the new message' })
  @ApiForbiddenResponse({ description: "'Los mensajes directos de este aviso no estan activados'" })
  async send(
    @Param('id', idPipe) id: number,
    @Body(new ZodValidationPipe(messageSchema)) body: { message: string },
    @CurrentUser() user: SessionUser,
  ): Promise<ConversationView> {
    return this.applications.send(await this.company.idOf(user), id, body.message);
  }

  @Post('setReadMessages')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiBody({ schema: jsonSchema(conversationReadSchema) })
  @ApiNoContentResponse({ description: 'Every message of the conversation is now read by the company' })
  async markMessagesRead(@Body(new ZodValidationPipe(conversationReadSchema)) body: { id: number }, @CurrentUser() user: SessionUser): Promise<void> {
    await this.applications.markMessagesRead(await this.company.idOf(user), body.id);
  }
}
