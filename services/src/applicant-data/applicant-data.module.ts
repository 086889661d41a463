import { Module } from '@nestjs/common';
import { AccommodationsModule } from '../accommodations/accommodations.module.js';
import { AlertsModule } from '../alerts/alerts.module.js';
import { ApplicationsModule } from '../applications/applications.module.js';
import { LoginModule } from '../login/login.module.js';
import { CompanyModule } from '../company/company.module.js';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { CvModule } from '../cv/cv.module.js';
import { FilesModule } from '../files/files.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { TestsModule } from '../tests/tests.module.js';
import { UsersModule } from '../users/users.module.js';
import { ApplicantDataController } from './applicant-data.controller.js';
import { ApplicantDataService } from './applicant-data.service.js';

@Module({
  imports: [
    AccommodationsModule,
    AlertsModule,
    ApplicationsModule,
    CompanyModule,
    CvModule,
    ConversationsModule,
    LoginModule,
    FilesModule,
    NotificationsModule,
    TestsModule,
    UsersModule,
  ],
  controllers: [ApplicantDataController],
  providers: [ApplicantDataService],
})
export class ApplicantDataModule {}
