import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { CvModule } from '../cv/cv.module.js';
import { FilesModule } from '../files/files.module.js';
import { ReferenceModule } from '../reference/reference.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountLinksService } from './account-links.service.js';
import { AccountTokensRepository } from './account-tokens.repository.js';
import { AccountsController } from './accounts.controller.js';
import { RegistrationService } from './registration.service.js';

/** POST /api/usuar/newprofile(mp), GET /api/usuar/confirm/{token}, recovery and reset of passwords. */
@Module({
  imports: [AuthModule, FilesModule, UsersModule, CompaniesModule, CvModule, ReferenceModule],
  controllers: [AccountsController],
  providers: [RegistrationService, AccountLinksService, AccountTokensRepository],
  // The login issues the unlock and short-password reset links.
  exports: [AccountTokensRepository],
})
export class AccountsModule {}
