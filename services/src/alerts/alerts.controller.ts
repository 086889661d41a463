import { Body, Controller, Param } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { ALERT_ROUTES, type AlertSave, type JobAlert, type ListResponse } from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CurrentApplicant } from '../cv/current-applicant.service.js';
import { AlertsService } from './alerts.service.js';

/** The applicant's job alerts (ALERT_ROUTES): each applicant reaches only their own. */
@ApiTags('alertas')
@ApiCookieAuth()
@Roles('Postulante')
@Controller()
export class AlertsController {
  constructor(
    private readonly alerts: AlertsService,
    private readonly applicant: CurrentApplicant,
  ) {}

  @ContractRoute(ALERT_ROUTES.list)
  async list(@CurrentUser() user: SessionUser): Promise<ListResponse<JobAlert>> {
    return this.alerts.list(await this.applicant.idOf(user));
  }

  @ContractRoute(ALERT_ROUTES.create)
  async create(@Body(new ZodValidationPipe(ALERT_ROUTES.create.body)) body: AlertSave, @CurrentUser() user: SessionUser): Promise<JobAlert> {
    return this.alerts.create(await this.applicant.idOf(user), body);
  }

  @ContractRoute(ALERT_ROUTES.update)
  async update(
    @Param(new ZodValidationPipe(ALERT_ROUTES.update.params)) { id }: { id: number },
    @Body(new ZodValidationPipe(ALERT_ROUTES.update.body)) body: AlertSave,
    @CurrentUser() user: SessionUser,
  ): Promise<JobAlert> {
    return this.alerts.update(await this.applicant.idOf(user), id, body);
  }

  @ContractRoute(ALERT_ROUTES.remove)
  async remove(@Param(new ZodValidationPipe(ALERT_ROUTES.remove.params)) { id }: { id: number }, @CurrentUser() user: SessionUser): Promise<void> {
    await this.alerts.remove(await this.applicant.idOf(user), id);
  }
}
