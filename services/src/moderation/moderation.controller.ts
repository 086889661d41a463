import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import {
  MODERATION_ROUTES as ROUTES,
  type Appeal,
  type AppealVerdict,
  type ModerationDecided,
  type ModerationDecision,
  type ReportQueue,
  type ReportQueueQuery,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { CurrentCompany } from '../companies/current-company.service.js';
import { ContractRoute } from '../common/contract-route.js';
import { ChangesPublicAnswers } from '../common/public-cache.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ModerationService } from './moderation.service.js';

/** The administrator's 'Denuncias': the queue, a decision on an ad's reports, the verdict on an appeal. */
@ApiTags('avisos')
@ApiCookieAuth()
@Roles('Administrador')
@Controller()
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @ContractRoute(ROUTES.queue)
  queue(@Query(new ZodValidationPipe(ROUTES.queue.query)) { orden }: ReportQueueQuery): Promise<ReportQueue> {
    return this.moderation.queue(orden);
  }

  @ContractRoute(ROUTES.decide)
  @ChangesPublicAnswers()
  decide(
    @Param(new ZodValidationPipe(ROUTES.decide.params)) { id }: { id: number },
    @Body(new ZodValidationPipe(ROUTES.decide.body)) body: ModerationDecision,
    @CurrentUser() user: SessionUser,
  ): Promise<ModerationDecided> {
    return this.moderation.decide(user.id, id, body);
  }

  @ContractRoute(ROUTES.answerAppeal)
  @ChangesPublicAnswers()
  answerAppeal(
    @Param(new ZodValidationPipe(ROUTES.answerAppeal.params)) { id }: { id: number },
    @Body(new ZodValidationPipe(ROUTES.answerAppeal.body)) body: AppealVerdict,
  ): Promise<ModerationDecided> {
    return this.moderation.answerAppeal(id, body);
  }
}

/** An Empresa's one answer to a decision on its ads. */
@ApiTags('empresa')
@ApiCookieAuth()
@Roles('Empresa')
@Controller()
export class CompanyAppealController {
  constructor(
    private readonly moderation: ModerationService,
    private readonly company: CurrentCompany,
  ) {}

  @ContractRoute(ROUTES.appeal)
  async appeal(
    @Param(new ZodValidationPipe(ROUTES.appeal.params)) { id }: { id: number },
    @Body(new ZodValidationPipe(ROUTES.appeal.body)) body: Appeal,
    @CurrentUser() user: SessionUser,
  ): Promise<ModerationDecided> {
    return this.moderation.appeal(await this.company.idOf(user), id, body);
  }
}
