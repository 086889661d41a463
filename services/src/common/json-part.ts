import { HttpStatus } from '@nestjs/common';
import { ACCOUNT_MESSAGES, MAX_JSON_DEPTH, MESSAGES, nestsDeeperThan } from '@postulate/contracts';
import { ApiException } from './api-exception.js';

/** The parsed `jsonbody` part of a multipart ('.../mp') request; a missing or broken one answers 400. */
export function jsonPart(value: unknown): unknown {
  let parsed: unknown;
  try {
    if (typeof value === 'string') parsed = JSON.parse(value);
  } catch {
    // Reported below like a missing part.
  }
  if (nestsDeeperThan(parsed, MAX_JSON_DEPTH)) {
    throw new ApiException(HttpStatus.BAD_REQUEST, { field: 'jsonbody', message: MESSAGES.tooDeep });
  }
  if (parsed !== undefined) return parsed;
  throw new ApiException(HttpStatus.BAD_REQUEST, { field: 'jsonbody', message: ACCOUNT_MESSAGES.badUploadBody });
}
