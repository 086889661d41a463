import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TestsModule } from '../tests/tests.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';
import { CaptchaController } from './captcha.controller.js';
import { CaptchaService } from './captcha.service.js';
import { SessionService } from './session.service.js';

@Module({
  imports: [UsersModule, TestsModule],
  controllers: [AuthController, CaptchaController],
  providers: [AuthRepository, AuthService, CaptchaService, SessionService, { provide: APP_GUARD, useClass: AuthGuard }],
  // Registration and other public forms redeem the same captcha; unsubscribe links are signed with an installation secret.
  exports: [CaptchaService, AuthService, AuthRepository],
})
export class AuthModule {}
