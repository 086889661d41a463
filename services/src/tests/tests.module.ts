import { Module } from '@nestjs/common';
import { AccommodationRecordsModule } from '../accommodations/accommodation-records.module.js';
import { AuthRepository } from '../auth/auth.repository.js';
import { CvModule } from '../cv/cv.module.js';
import { InvitationsModule } from '../interviews/invitations.module.js';
import { KeptResultsRepository } from './kept-results.repository.js';
import { KeptResultsService } from './kept-results.service.js';
import { TestReportService } from './report/test-report.service.js';
import { TestsController } from './tests.controller.js';
import { TestsRepository } from './tests.repository.js';
import { TestsService } from './tests.service.js';

/** The three timed tests: attempts, scoring and the report. */
@Module({
  imports: [CvModule, InvitationsModule, AccommodationRecordsModule],
  controllers: [TestsController],
  // AuthRepository (the installation's keys) directly: AuthModule imports this module for the session's flags.
  providers: [TestsService, TestReportService, TestsRepository, KeptResultsService, KeptResultsRepository, AuthRepository],
  exports: [TestsService, TestReportService, TestsRepository, KeptResultsService],
})
export class TestsModule {}
