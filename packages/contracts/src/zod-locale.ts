import { z } from 'zod';

/**
 * Makes zod's built-in messages Spanish, for the checks whose schema carries no message of ours
 * (a missing body, a wrong type, a maximum length). Call once at start-up on each side.
 */
export function applySpanishValidationMessages(): void {
  z.config(z.locales.es());
}
