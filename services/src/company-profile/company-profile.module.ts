import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module.js';
import { CompanyApplicationsModule } from '../company-applications/company-applications.module.js';
import { FilesModule } from '../files/files.module.js';
import { AdminCompaniesService } from './admin-companies.service.js';
import { CompanyDocumentsService } from './company-documents.service.js';
import { CompanyProfileController } from './company-profile.controller.js';
import { CompanyProfileService } from './company-profile.service.js';
import { CompanyRecordsController } from './company-records.controller.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesService } from './invoices.service.js';

/**
 * The company as a provider: Mi Perfil, its nine documents and their review, its invoices, and the
 * seeds' provider view of it, the administrator's 'Empresas'.
 */
@Module({
  imports: [CompaniesModule, CompanyApplicationsModule, FilesModule],
  controllers: [CompanyProfileController, CompanyRecordsController, InvoicesController],
  providers: [CompanyProfileService, CompanyDocumentsService, InvoicesService, AdminCompaniesService],
  // Publishing checks the company's balance (CompanyAvisosModule).
  exports: [InvoicesService],
})
export class CompanyProfileModule {}
