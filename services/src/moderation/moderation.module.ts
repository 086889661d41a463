import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AvisoReportsModule } from '../aviso-reports/aviso-reports.module.js';
import { AvisosModule } from '../avisos/avisos.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { CompanyAppealController, ModerationController } from './moderation.controller.js';
import { ModerationRepository } from './moderation.repository.js';
import { ModerationService } from './moderation.service.js';

/** Issue 39, point 2: the administrator's decisions on reported ads, and the company's appeal. */
@Module({
  imports: [ApplicationsModule, AvisoReportsModule, AvisosModule, CompaniesModule],
  controllers: [ModerationController, CompanyAppealController],
  providers: [ModerationRepository, ModerationService],
  // The company's dashboard lists the decisions on it.
  exports: [ModerationService],
})
export class ModerationModule {}
