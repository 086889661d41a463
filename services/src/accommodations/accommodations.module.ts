import { Module } from '@nestjs/common';
import { TestsModule } from '../tests/tests.module.js';
import { AccommodationRecordsModule } from './accommodation-records.module.js';
import { AccommodationsController } from './accommodations.controller.js';
import { AccommodationsService } from './accommodations.service.js';

/** Extra time and the accessible format for the candidate's own tests: requests and decisions. */
@Module({
  imports: [TestsModule, AccommodationRecordsModule],
  controllers: [AccommodationsController],
  providers: [AccommodationsService],
})
export class AccommodationsModule {}
