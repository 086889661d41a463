import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CvModule } from '../cv/cv.module.js';
import { KeptResultsRepository } from './kept-results.repository.js';
import { KeptResultsService } from './kept-results.service.js';
import { TestReportService } from './report/test-report.service.js';
import { TestsController } from './tests.controller.js';
import { TestsRepository } from './tests.repository.js';
import { TestsService } from './tests.service.js';

/** The three timed tests: attempts, scoring and the report. */
@Module({
  // AuthModule for the installation's keys (the kept results' identity).
  imports: [AuthModule, CvModule],
  controllers: [TestsController],
  providers: [TestsService, TestReportService, TestsRepository, KeptResultsService, KeptResultsRepository],
  exports: [TestsService, TestReportService, TestsRepository, KeptResultsService],
})
export class TestsModule {}
