import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AvisosModule } from '../avisos/avisos.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { TestsModule } from '../psychometric-tests/tests.module.js';
import { ApplicationLabelsController } from './application-labels.controller.js';
import { ApplicationLabelsRepository } from './application-labels.repository.js';
import { ApplicationLabelsService } from './application-labels.service.js';
import { ApplicationNotesController } from './application-notes.controller.js';
import { ApplicationNotesRepository } from './application-notes.repository.js';
import { ApplicationNotesService } from './application-notes.service.js';
import { CompanyApplicationsController } from './company-applications.controller.js';
import { CompanyApplicationsService } from './company-applications.service.js';
import { MessageTemplatesController } from './message-templates.controller.js';
import { MessageTemplatesRepository } from './message-templates.repository.js';
import { MessageTemplatesService } from './message-templates.service.js';

/** The company back office's applications (backoffice-side §3–§5): stages, marks, ratings and tags, notes, messages and their templates. */
@Module({
  imports: [ApplicationsModule, AvisosModule, CompaniesModule, ConversationsModule, TestsModule],
  controllers: [CompanyApplicationsController, MessageTemplatesController, ApplicationNotesController, ApplicationLabelsController],
  providers: [
    CompanyApplicationsService,
    MessageTemplatesService,
    MessageTemplatesRepository,
    ApplicationNotesService,
    ApplicationNotesRepository,
    ApplicationLabelsService,
    ApplicationLabelsRepository,
  ],
  // The records' export of an ad's applications (CompanyProfileModule); deleting an applicant's account
  // deletes the companies' notes and tags about them (PrivacyModule).
  exports: [CompanyApplicationsService, ApplicationNotesRepository, ApplicationLabelsRepository],
})
export class CompanyApplicationsModule {}
