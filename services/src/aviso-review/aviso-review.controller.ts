import { Body, Controller, Param } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { AVISO_REVIEW_ROUTES as ROUTES, type AvisoReject, type AvisoReviewed, type AvisosInReview } from '@postulate/contracts';
import { Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import { ChangesPublicAnswers } from '../common/public-cache.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { AvisoReviewService } from './aviso-review.service.js';

/** Issue 39: the administrator's 'Avisos en revisión', the ads held before publishing, and the verdict on each. */
@ApiTags('avisos')
@ApiCookieAuth()
@Roles('Administrador')
@Controller()
export class AvisoReviewController {
  constructor(private readonly review: AvisoReviewService) {}

  @ContractRoute(ROUTES.list)
  list(): Promise<AvisosInReview> {
    return this.review.list();
  }

  @ContractRoute(ROUTES.approve)
  @ChangesPublicAnswers()
  approve(@Param(new ZodValidationPipe(ROUTES.approve.params)) { id }: { id: number }): Promise<AvisoReviewed> {
    return this.review.approve(id);
  }

  @ContractRoute(ROUTES.reject)
  reject(
    @Param(new ZodValidationPipe(ROUTES.reject.params)) { id }: { id: number },
    @Body(new ZodValidationPipe(ROUTES.reject.body)) body: AvisoReject,
  ): Promise<AvisoReviewed> {
    return this.review.reject(id, body.motivo);
  }
}
