import { Body, Controller, Inject, Param, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { NOTIFICATION_ROUTES, type NotificationChange, type NotificationPreferences, type UnsubscribeResult } from '@postulate/contracts';
import { CurrentUser, Public, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import type { SessionUser } from '../common/session-user.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { NotificationsService } from './notifications.service.js';

/** 'Notificaciones' for applicants and companies, and the signed one-click unsubscribe. */
@ApiTags('notificaciones')
@Controller()
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ContractRoute(NOTIFICATION_ROUTES.preferences)
  @ApiCookieAuth()
  @Roles('Postulante', 'Empresa')
  preferences(@CurrentUser() user: SessionUser): Promise<NotificationPreferences> {
    return this.notifications.preferences(user);
  }

  @ContractRoute(NOTIFICATION_ROUTES.change)
  @ApiCookieAuth()
  @Roles('Postulante', 'Empresa')
  change(
    @Body(new ZodValidationPipe(NOTIFICATION_ROUTES.change.body)) body: NotificationChange,
    @CurrentUser() user: SessionUser,
  ): Promise<NotificationPreferences> {
    return this.notifications.change(user, body);
  }

  /** Mail providers POST `List-Unsubscribe=One-Click` here (RFC 8058); the portal's page POSTs too. The body is not read. */
  @ContractRoute(NOTIFICATION_ROUTES.unsubscribe)
  @Public()
  unsubscribe(@Param(new ZodValidationPipe(NOTIFICATION_ROUTES.unsubscribe.params)) { token }: { token: string }): Promise<UnsubscribeResult> {
    return this.notifications.unsubscribe(token);
  }

  @ContractRoute(NOTIFICATION_ROUTES.unsubscribePage)
  @Public()
  unsubscribePage(@Param(new ZodValidationPipe(NOTIFICATION_ROUTES.unsubscribePage.params)) { token }: { token: string }, @Res() res: Response): void {
    res.redirect(303, `${this.config.mail.portalUrl}/notificaciones/baja/${encodeURIComponent(token)}`);
  }
}
