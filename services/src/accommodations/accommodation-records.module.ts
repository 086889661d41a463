import { Module } from '@nestjs/common';
import { AccommodationsRepository } from './accommodations.repository.js';

/**
 * The requests' table, apart from AccommodationsModule: a test's start reads the approved request,
 * and AccommodationsModule imports TestsModule (a request needs the test not yet started).
 */
@Module({
  providers: [AccommodationsRepository],
  exports: [AccommodationsRepository],
})
export class AccommodationRecordsModule {}
