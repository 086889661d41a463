import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AvisosModule } from '../avisos/avisos.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { FilesModule } from '../files/files.module.js';
import { TestsModule } from '../tests/tests.module.js';
import { AdminCompaniesService } from './admin-companies.service.js';
import { AvisoExpiry } from './aviso-expiry.js';
import { ApplicationNotesController } from './application-notes.controller.js';
import { ApplicationNotesRepository } from './application-notes.repository.js';
import { ApplicationNotesService } from './application-notes.service.js';
import { CompanyApplicationsController } from './company-applications.controller.js';
import { CompanyApplicationsService } from './company-applications.service.js';
import { CompanyAvisosController } from './company-avisos.controller.js';
import { CompanyAvisosService } from './company-avisos.service.js';
import { CompanyDocumentsService } from './company-documents.service.js';
import { CompanyProfileController } from './company-profile.controller.js';
import { CompanyProfileService } from './company-profile.service.js';
import { CompanyRecordsController } from './company-records.controller.js';
import { CurrentCompany } from './current-company.service.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesService } from './invoices.service.js';
import { MessageTemplatesController } from './message-templates.controller.js';
import { MessageTemplatesRepository } from './message-templates.repository.js';
import { MessageTemplatesService } from './message-templates.service.js';

/**
 * The company back office (backoffice-side §2–§5): ads, applications, marks, messages and Mi Perfil;
 * and the seeds' provider view: documents, invoices and the administrator's 'Empresas'.
 */
@Module({
  imports: [ApplicationsModule, AvisosModule, CompaniesModule, ConversationsModule, FilesModule, TestsModule],
  controllers: [
    CompanyAvisosController,
    CompanyApplicationsController,
    MessageTemplatesController,
    ApplicationNotesController,
    CompanyProfileController,
    CompanyRecordsController,
    InvoicesController,
  ],
  providers: [
    CurrentCompany,
    CompanyAvisosService,
    CompanyApplicationsService,
    CompanyProfileService,
    CompanyDocumentsService,
    InvoicesService,
    AdminCompaniesService,
    MessageTemplatesService,
    MessageTemplatesRepository,
    ApplicationNotesService,
    ApplicationNotesRepository,
    AvisoExpiry,
  ],
  // Deleting an applicant's account deletes the companies' notes about them (ApplicantDataModule).
  exports: [ApplicationNotesRepository],
})
export class CompanyModule {}
