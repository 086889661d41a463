import { Body, Controller, Param, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AVISO_STATS_ROUTES, type AvisoStats, type AvisoView } from '@postulate/contracts';
import { CurrentUser, Public, Roles } from '../auth/auth.decorators.js';
import { CurrentCompany } from '../companies/current-company.service.js';
import { ContractRoute } from '../common/contract-route.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { rateLimitAddress } from '../rate-limits/client-address.js';
import { AvisoStatsService } from './aviso-stats.service.js';
import { AvisoViewCounter } from './aviso-view-counter.js';

const avisoPipe = new ZodValidationPipe(AVISO_STATS_ROUTES.forAviso.params);

/** The ad page's view, told by the page itself; counted behind it, so it answers at once. */
@ApiTags('home')
@Public()
@Controller()
export class AvisoViewsController {
  constructor(private readonly counter: AvisoViewCounter) {}

  @ContractRoute(AVISO_STATS_ROUTES.view)
  async view(
    @Param(avisoPipe) { id }: { id: number },
    @Body(new ZodValidationPipe(AVISO_STATS_ROUTES.view.body)) body: AvisoView,
    @Req() request: Request,
  ): Promise<void> {
    await this.counter.count(id, body.origen, {
      address: rateLimitAddress(request.ip, request.socket.remoteAddress),
      userAgent: request.headers['user-agent'],
    });
  }
}

/** An Empresa's statistics of one of its ads. */
@ApiTags('empresa')
@ApiCookieAuth()
@Roles('Empresa')
@Controller()
export class AvisoStatsController {
  constructor(
    private readonly stats: AvisoStatsService,
    private readonly company: CurrentCompany,
  ) {}

  @ContractRoute(AVISO_STATS_ROUTES.forAviso)
  async forAviso(@Param(avisoPipe) { id }: { id: number }, @CurrentUser() user: SessionUser): Promise<AvisoStats> {
    return this.stats.forAviso(await this.company.idOf(user), id);
  }
}
