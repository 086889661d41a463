import { Module } from '@nestjs/common';
import { AccommodationsModule } from '../accommodations/accommodations.module.js';
import { AlertsModule } from '../alerts/alerts.module.js';
import { AvisoReportsModule } from '../aviso-reports/aviso-reports.module.js';
import { ApplicationsModule } from '../applications/applications.module.js';
import { LoginModule } from '../login/login.module.js';
import { CompanyApplicationsModule } from '../company-applications/company-applications.module.js';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { CvModule } from '../cv/cv.module.js';
import { FilesModule } from '../files/files.module.js';
import { InterviewsModule } from '../interviews/interviews.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { TestsModule } from '../psychometric-tests/tests.module.js';
import { UsersModule } from '../users/users.module.js';
import { PrivacyController } from './privacy.controller.js';
import { PrivacyService } from './privacy.service.js';

@Module({
  imports: [
    AccommodationsModule,
    AlertsModule,
    ApplicationsModule,
    AvisoReportsModule,
    CompanyApplicationsModule,
    CvModule,
    ConversationsModule,
    LoginModule,
    FilesModule,
    InterviewsModule,
    NotificationsModule,
    TestsModule,
    UsersModule,
  ],
  controllers: [PrivacyController],
  providers: [PrivacyService],
})
export class PrivacyModule {}
