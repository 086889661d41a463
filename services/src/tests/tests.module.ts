import { Module } from '@nestjs/common';
import { AccommodationRecordsModule } from '../accommodations/accommodation-records.module.js';
import { CvModule } from '../cv/cv.module.js';
import { InvitationsModule } from '../interviews/invitations.module.js';
import { TestReportService } from './report/test-report.service.js';
import { TestsController } from './tests.controller.js';
import { TestsRepository } from './tests.repository.js';
import { TestsService } from './tests.service.js';

/** The three timed tests: attempts, scoring and the report. */
@Module({
  imports: [CvModule, InvitationsModule, AccommodationRecordsModule],
  controllers: [TestsController],
  providers: [TestsService, TestReportService, TestsRepository],
  exports: [TestsService, TestReportService, TestsRepository],
})
export class TestsModule {}
