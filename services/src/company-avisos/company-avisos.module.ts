import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AvisoStatsModule } from '../aviso-stats/aviso-stats.module.js';
import { AvisosModule } from '../avisos/avisos.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { CompanyProfileModule } from '../company-profile/company-profile.module.js';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { ModerationModule } from '../moderation/moderation.module.js';
import { AvisoReportsModule } from '../aviso-reports/aviso-reports.module.js';
import { AvisoExpiry } from './aviso-expiry.js';
import { CompanyAvisosController } from './company-avisos.controller.js';
import { CompanyAvisosService } from './company-avisos.service.js';

/** The company's ads (backoffice-side §2): the wizard, publishing, finishing, deleting, and their expiry. */
@Module({
  imports: [
    ApplicationsModule,
    AvisoReportsModule,
    AvisoStatsModule,
    AvisosModule,
    CompaniesModule,
    CompanyProfileModule,
    ConversationsModule,
    ModerationModule,
  ],
  controllers: [CompanyAvisosController],
  providers: [CompanyAvisosService, AvisoExpiry],
})
export class CompanyAvisosModule {}
