import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AvisosModule } from '../avisos/avisos.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { AvisoReportsController } from './aviso-reports.controller.js';
import { AvisoReportsRepository } from './aviso-reports.repository.js';
import { AvisoReportsService } from './aviso-reports.service.js';

/** 'Denunciar aviso' (issue 39): the reports of ads, which the administrator's queue (ModerationModule) reads and closes. */
@Module({
  imports: [AuthModule, AvisosModule, CompaniesModule],
  controllers: [AvisoReportsController],
  providers: [AvisoReportsService, AvisoReportsRepository],
  exports: [AvisoReportsRepository],
})
export class AvisoReportsModule {}
