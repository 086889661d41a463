import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Challenge } from 'altcha-lib';
import { ACCOUNT_ROUTES } from '@postulate/contracts';
import { ContractRoute } from '../common/contract-route.js';
import { RateLimited } from '../rate-limits/rate-limit.guard.js';
import { Public } from './auth.decorators.js';
import { CaptchaService } from './captcha.service.js';

@ApiTags('auth')
@Controller()
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  @Public()
  @ContractRoute(ACCOUNT_ROUTES.captcha.challenge)
  @RateLimited('captcha')
  challenge(): Promise<Challenge> {
    return this.captcha.createChallenge();
  }
}
