import { Body, Controller, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HOME_ROUTES, type AvisoReport, type AvisoReportReceipt } from '@postulate/contracts';
import { Public, SessionOptional } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import type { AuthenticatedRequest } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { rateLimitAddress } from '../rate-limits/client-address.js';
import { RateLimited } from '../rate-limits/rate-limit.guard.js';
import { AvisoReportsService } from './aviso-reports.service.js';

/** POST /api/home/aviso/{id}/denuncia: anyone reading an ad reports it; a signed-in person's account is recorded. */
@ApiTags('home')
@Public()
@SessionOptional()
@Controller()
export class AvisoReportsController {
  constructor(private readonly reports: AvisoReportsService) {}

  @ContractRoute(HOME_ROUTES.report)
  @RateLimited('avisoReport')
  report(
    @Param(new ZodValidationPipe(HOME_ROUTES.report.params)) { id }: { id: number },
    @Body(new ZodValidationPipe(HOME_ROUTES.report.body)) body: AvisoReport,
    @Req() request: AuthenticatedRequest,
  ): Promise<AvisoReportReceipt> {
    return this.reports.report(id, body, { user: request.user, address: rateLimitAddress(request.ip, request.socket.remoteAddress) });
  }
}
