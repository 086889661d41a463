import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { idSchema, messageQuerySchema, messageSendSchema, type ConversationView, type MessageSend } from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { SessionUser } from '../auth/auth.types.js';
import { jsonSchema } from '../common/openapi.js';
import { RateLimited } from '../rate-limits/rate-limit.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CurrentApplicant } from '../cv/current-applicant.service.js';
import { ConversationsService } from './conversations.service.js';

const avisoQueryPipe = new ZodValidationPipe(messageQuerySchema);

/** The applicant's Central de Mensajes: one conversation per application, opened by the company. */
@ApiTags('mensajes')
@ApiCookieAuth()
@Roles('Postulante')
@Controller('message')
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly applicant: CurrentApplicant,
  ) {}

  @Get()
  @ApiQuery({ name: 'idAviso', type: Number, description: 'The ad the applicant applied to' })
  @ApiOkResponse({ description: '{conversation: {id, idAviso, idCompany, idPostulante, messages} | null, canCommunicate}' })
  async view(@Query(avisoQueryPipe) query: { idAviso: number }, @CurrentUser() user: SessionUser): Promise<ConversationView> {
    return this.conversations.viewForApplicant(await this.applicant.idOf(user), query.idAviso);
  }

  @Post('add')
  @RateLimited('message')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(messageSendSchema) })
  @ApiOkResponse({ description: 'The conversation with the new message' })
  @ApiConflictResponse({ description: "'El primer mensaje lo tiene que dar la empresa': nothing stored" })
  async send(@Body(new ZodValidationPipe(messageSendSchema)) body: MessageSend, @CurrentUser() user: SessionUser): Promise<ConversationView> {
    return this.conversations.sendAsApplicant(await this.applicant.idOf(user), body.idAviso, body.message);
  }

  @Post('leido/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'id', type: Number, description: 'The conversation id' })
  @ApiNoContentResponse({ description: 'Every message of the conversation is now read' })
  async markRead(@Param('id', new ZodValidationPipe(idSchema)) id: number, @CurrentUser() user: SessionUser): Promise<void> {
    await this.conversations.markReadByApplicant(await this.applicant.idOf(user), id);
  }
}
