import { Module } from '@nestjs/common';
import { AvisosModule } from '../avisos/avisos.module.js';
import { CvModule } from '../cv/cv.module.js';
import { HomeModule } from '../home/home.module.js';
import { AlertsController } from './alerts.controller.js';
import { AlertsDigest } from './alerts-digest.js';
import { AlertsRepository } from './alerts.repository.js';
import { AlertsService } from './alerts.service.js';

/** Job alerts: the applicant's saved searches and their daily e-mail (NotificationsModule is global). */
@Module({
  imports: [AvisosModule, CvModule, HomeModule],
  controllers: [AlertsController],
  providers: [AlertsService, AlertsRepository, AlertsDigest],
  exports: [AlertsDigest, AlertsService, AlertsRepository],
})
export class AlertsModule {}
