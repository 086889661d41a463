import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import {
  ACCOMMODATION_ROUTES as ROUTES,
  type Accommodation,
  type AccommodationDecisionInput,
  type AccommodationQueueItem,
  type AccommodationQueueQuery,
  type AccommodationRequest,
  type ListResponse,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { AccommodationsService } from './accommodations.service.js';

/** Mis Tests' accommodation requests (the candidate) and their queue (the administrator). */
@ApiTags('tests')
@ApiCookieAuth()
@Controller()
export class AccommodationsController {
  constructor(private readonly accommodations: AccommodationsService) {}

  @Roles('Postulante')
  @ContractRoute(ROUTES.mine)
  mine(@CurrentUser() user: SessionUser): Promise<ListResponse<Accommodation>> {
    return this.accommodations.mine(user.id);
  }

  @Roles('Postulante')
  @ContractRoute(ROUTES.request)
  request(@CurrentUser() user: SessionUser, @Body(new ZodValidationPipe(ROUTES.request.body)) body: AccommodationRequest): Promise<Accommodation> {
    return this.accommodations.request(user.id, body);
  }

  @Roles('Administrador')
  @ContractRoute(ROUTES.queue)
  queue(@Query(new ZodValidationPipe(ROUTES.queue.query)) query: AccommodationQueueQuery): Promise<ListResponse<AccommodationQueueItem>> {
    return this.accommodations.queue(query);
  }

  @Roles('Administrador')
  @ContractRoute(ROUTES.decide)
  decide(
    @CurrentUser() user: SessionUser,
    @Param(new ZodValidationPipe(ROUTES.decide.params)) { id }: { id: number },
    @Body(new ZodValidationPipe(ROUTES.decide.body)) body: AccommodationDecisionInput,
  ): Promise<AccommodationQueueItem> {
    return this.accommodations.decide(user.id, id, body);
  }
}
