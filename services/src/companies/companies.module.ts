import { Module } from '@nestjs/common';
import { CompaniesRepository } from './companies.repository.js';

/** The companies' tables, for every feature that reads or writes them. */
@Module({
  providers: [CompaniesRepository],
  exports: [CompaniesRepository],
})
export class CompaniesModule {}
