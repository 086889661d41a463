import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { rateLimitAddress } from './client-address.js';
import { RATE_POLICIES, type RatePolicy, type RatePolicyName } from './policies.js';
import { RateLimitService } from './rate-limit.service.js';

export const RATE_POLICY_KEY = 'postulate:rate-policy';

/** Limits a route by one of RATE_POLICIES. */
export const RateLimited = (policy: RatePolicyName) => SetMetadata(RATE_POLICY_KEY, policy);

/** Runs after the AuthGuard (its module is imported later), so a policy can key on the session's user. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RatePolicyName | undefined>(RATE_POLICY_KEY, context.getHandler());
    if (!name) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const policy: RatePolicy = RATE_POLICIES[name];
    // req.ip is X-Forwarded-For's client, taken as written: normalised so no spelling gets its own count.
    const address = rateLimitAddress(request.ip, request.socket.remoteAddress);
    await this.limits.consume(name, { address, account: policy.account?.key(request) });
    return true;
  }
}
