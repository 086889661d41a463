import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth.guard.js';
import { AuthRepository } from './auth.repository.js';
import { CaptchaController } from './captcha.controller.js';
import { CaptchaService } from './captcha.service.js';
import { SessionService } from './session.service.js';
import { SessionsRepository } from './sessions.repository.js';

/** The session guard, the sessions, the captcha and the installation's keys: what every feature's routes build on. */
@Module({
  controllers: [CaptchaController],
  providers: [AuthRepository, CaptchaService, SessionService, SessionsRepository, { provide: APP_GUARD, useClass: AuthGuard }],
  // Registration and other public forms redeem the same captcha; unsubscribe links are signed with an installation secret;
  // a new password closes the account's other sessions.
  exports: [CaptchaService, AuthRepository, SessionService, SessionsRepository],
})
export class AuthModule {}
