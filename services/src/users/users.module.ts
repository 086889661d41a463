import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/** The accounts' tables (users, sessions, devices, e-mailed links) and the administrator's users screen. */
@Module({
  imports: [CompaniesModule],
  controllers: [UsersController],
  providers: [UsersRepository, UsersService],
  exports: [UsersRepository],
})
export class UsersModule {}
