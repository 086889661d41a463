import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { AvisosModule } from '../avisos/avisos.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { AvisoStatsController, AvisoViewsController } from './aviso-stats.controller.js';
import { AvisoStatsRepository } from './aviso-stats.repository.js';
import { AvisoStatsService } from './aviso-stats.service.js';
import { AvisoViewCounter } from './aviso-view-counter.js';

/** An ad's statistics (issue 38): its page's views counted behind the page, and what the company reads of them. */
@Module({
  imports: [ApplicationsModule, AuthModule, AvisosModule, CompaniesModule],
  controllers: [AvisoViewsController, AvisoStatsController],
  providers: [AvisoStatsRepository, AvisoStatsService, AvisoViewCounter],
  // The dashboard shows each ad's views.
  exports: [AvisoStatsRepository],
})
export class AvisoStatsModule {}
