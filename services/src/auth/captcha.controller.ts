import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Challenge } from 'altcha-lib';
import { RateLimited } from '../rate-limits/rate-limit.guard.js';
import { Public } from './auth.decorators.js';
import { CaptchaService } from './captcha.service.js';

@ApiTags('auth')
@Controller('captcha')
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  @Public()
  @Get('challenge')
  @RateLimited('captcha')
  @ApiOkResponse({ description: 'ALTCHA v2 challenge; the solved payload goes back as tokenCaptcha (base64 JSON {challenge, solution}).' })
  challenge(): Promise<Challenge> {
    return this.captcha.createChallenge();
  }
}
