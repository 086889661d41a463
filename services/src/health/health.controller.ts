import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ACCOUNT_ROUTES, type RouteResponse } from '@postulate/contracts';
import { Public } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @ContractRoute(ACCOUNT_ROUTES.health.check)
  check(): Promise<RouteResponse<typeof ACCOUNT_ROUTES.health.check>> {
    return this.health.check();
  }
}
