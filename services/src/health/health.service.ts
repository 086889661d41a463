import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiException } from '../common/api-exception.js';
import { SERVER_MESSAGES } from '../common/server-messages.js';

@Injectable()
export class HealthService {
  constructor(private readonly dataSource: DataSource) {}

  /** Up only when the database answers, so a load balancer drops an instance that lost it. */
  async check(): Promise<{ status: 'ok'; database: 'up' }> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, { message: SERVER_MESSAGES.databaseDown });
    }
    return { status: 'ok', database: 'up' };
  }
}
