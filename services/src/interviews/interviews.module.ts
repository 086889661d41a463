import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { CvModule } from '../cv/cv.module.js';
import { ApplicantInterviewsController } from './applicant-interviews.controller.js';
import { CompanyInterviewsController } from './company-interviews.controller.js';
import { InterviewReminders } from './interview-reminders.js';
import { InterviewsRepository } from './interviews.repository.js';
import { InterviewsService } from './interviews.service.js';

/** Interviews (issue 38): scheduled by the company from an application, answered by the candidate, reminded 24 h before. */
@Module({
  imports: [ApplicationsModule, CompaniesModule, CvModule],
  controllers: [CompanyInterviewsController, ApplicantInterviewsController],
  providers: [InterviewsService, InterviewsRepository, InterviewReminders],
  // Deleting an applicant's account forgets what they wrote in their answers (PrivacyModule).
  exports: [InterviewsRepository],
})
export class InterviewsModule {}
