import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { TestsModule } from '../psychometric-tests/tests.module.js';
import { UsersModule } from '../users/users.module.js';
import { LoginController } from './login.controller.js';
import { LoginService } from './login.service.js';

/** Logging in and out and the session check; the session's profile carries the applicant's test flags. */
@Module({
  imports: [AuthModule, AccountsModule, TestsModule, UsersModule],
  controllers: [LoginController],
  providers: [LoginService],
  // Account deletion confirms the password as the login does, and clears the session cookie with its options.
  exports: [LoginService],
})
export class LoginModule {}
