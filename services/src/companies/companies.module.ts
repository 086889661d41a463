import { Module } from '@nestjs/common';
import { CompaniesRepository } from './companies.repository.js';
import { CurrentCompany } from './current-company.service.js';

/** The companies' tables, for every feature that reads or writes them, and the company behind a session. */
@Module({
  providers: [CompaniesRepository, CurrentCompany],
  exports: [CompaniesRepository, CurrentCompany],
})
export class CompaniesModule {}
