import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Applicant } from '../applicants/entities/applicant.entity.js';
import { Company } from '../companies/entities/company.entity.js';
import { TestsModule } from '../tests/tests.module.js';
import { User } from '../users/entities/user.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { CaptchaController } from './captcha.controller.js';
import { CaptchaService } from './captcha.service.js';
import { CaptchaRedemption } from './entities/captcha-redemption.entity.js';
import { Session } from './entities/session.entity.js';
import { SessionService } from './session.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, Company, Applicant, Session, CaptchaRedemption]), TestsModule],
  controllers: [AuthController, CaptchaController],
  providers: [AuthService, CaptchaService, SessionService, { provide: APP_GUARD, useClass: AuthGuard }],
  // Registration and other public forms redeem the same captcha.
  exports: [CaptchaService, AuthService],
})
export class AuthModule {}
