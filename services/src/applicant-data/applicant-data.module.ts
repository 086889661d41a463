import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { CvModule } from '../cv/cv.module.js';
import { ApplicantDataController } from './applicant-data.controller.js';
import { ApplicantDataService } from './applicant-data.service.js';

@Module({
  imports: [ApplicationsModule, CvModule, ConversationsModule, AuthModule],
  controllers: [ApplicantDataController],
  providers: [ApplicantDataService],
})
export class ApplicantDataModule {}
