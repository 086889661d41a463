import { Module } from '@nestjs/common';
import { TestsModule } from '../psychometric-tests/tests.module.js';
import { AccommodationsController } from './accommodations.controller.js';
import { AccommodationsRepository } from './accommodations.repository.js';
import { AccommodationsService } from './accommodations.service.js';

/** Extra time and the accessible format for the candidate's own tests: requests and decisions. */
@Module({
  imports: [TestsModule],
  controllers: [AccommodationsController],
  providers: [AccommodationsService, AccommodationsRepository],
  // The applicant's data export lists the requests.
  exports: [AccommodationsRepository],
})
export class AccommodationsModule {}
