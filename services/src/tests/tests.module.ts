import { Module } from '@nestjs/common';
import { TestReportService } from './report/test-report.service.js';
import { TestsController } from './tests.controller.js';
import { TestsService } from './tests.service.js';

/** The three timed tests: attempts, scoring and the report. */
@Module({
  controllers: [TestsController],
  providers: [TestsService, TestReportService],
  exports: [TestsService, TestReportService],
})
export class TestsModule {}
