import { Global, Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ApplicationNotifications } from './application-notifications.js';
import { DailySummary } from './daily-summary.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

/** Global: the features that send e-mails a person can turn off inject these. */
@Global()
@Module({
  imports: [AuthModule, ApplicationsModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationsRepository, ApplicationNotifications, DailySummary],
  exports: [NotificationsService, ApplicationNotifications, DailySummary],
})
export class NotificationsModule {}
