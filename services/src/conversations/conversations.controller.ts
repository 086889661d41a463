import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { MESSAGE_ROUTES, type ConversationView, type MessageSend } from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import type { SessionUser } from '../common/session-user.js';
import { RateLimited } from '../rate-limits/rate-limit.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CurrentApplicant } from '../cv/current-applicant.service.js';
import { ConversationsService } from './conversations.service.js';

/** The applicant's Central de Mensajes: one conversation per application, opened by the company. */
@ApiTags('mensajes')
@ApiCookieAuth()
@Roles('Postulante')
@Controller()
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly applicant: CurrentApplicant,
  ) {}

  @ContractRoute(MESSAGE_ROUTES.view)
  async view(@Query(new ZodValidationPipe(MESSAGE_ROUTES.view.query)) query: { idAviso: number }, @CurrentUser() user: SessionUser): Promise<ConversationView> {
    return this.conversations.viewForApplicant(await this.applicant.idOf(user), query.idAviso);
  }

  @ContractRoute(MESSAGE_ROUTES.send)
  @RateLimited('message')
  async send(@Body(new ZodValidationPipe(MESSAGE_ROUTES.send.body)) body: MessageSend, @CurrentUser() user: SessionUser): Promise<ConversationView> {
    return this.conversations.sendAsApplicant(await this.applicant.idOf(user), body.idAviso, body.message);
  }

  @ContractRoute(MESSAGE_ROUTES.markRead)
  async markRead(@Param(new ZodValidationPipe(MESSAGE_ROUTES.markRead.params)) { id }: { id: number }, @CurrentUser() user: SessionUser): Promise<void> {
    await this.conversations.markReadByApplicant(await this.applicant.idOf(user), id);
  }
}
