import { HttpStatus } from '@nestjs/common';
import { ACCOUNT_MESSAGES } from '@postulate/contracts';
import { ApiException } from './api-exception.js';

/** The parsed `jsonbody` part of a multipart ('.../mp') request; a missing or broken one answers 400. */
export function jsonPart(value: unknown): unknown {
  try {
    if (typeof value === 'string') return JSON.parse(value);
  } catch {
    // Reported below like a missing part.
  }
  throw new ApiException(HttpStatus.BAD_REQUEST, { field: 'jsonbody', message: ACCOUNT_MESSAGES.badUploadBody });
}
