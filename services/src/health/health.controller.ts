import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: '{status: "ok", database: "up"}; 503 when the database does not answer.' })
  check(): Promise<{ status: 'ok'; database: 'up' }> {
    return this.health.check();
  }
}
