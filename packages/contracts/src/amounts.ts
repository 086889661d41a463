import { z } from './zod.js';
import { AMOUNT_MESSAGES, readAmount } from './amount-reading.js';

export interface AmountRule {
  /** Whether centavos may be written (an invoice) or not (a salary). */
  cents: boolean;
  min: number;
  max: number;
  /** The message below `min` (0 is met with AMOUNT_MESSAGES.negative). */
  minMessage?: string;
  tooLargeMessage?: string;
  requiredMessage?: string;
}

/**
 * An amount field: typed text read by readAmount, or a JSON number held to the same rule. The
 * form and the API parse the same field with it.
 */
export function amountSchema({
  cents,
  min,
  max,
  minMessage = AMOUNT_MESSAGES.negative,
  tooLargeMessage = AMOUNT_MESSAGES.tooLarge,
  requiredMessage = AMOUNT_MESSAGES.required,
}: AmountRule) {
  const number = z
    .number(AMOUNT_MESSAGES.format)
    .min(min, minMessage)
    .max(max, tooLargeMessage)
    .refine(
      (value) => (cents ? Math.abs(Math.round(value * 100) - value * 100) < 1e-6 : Number.isInteger(value)),
      cents ? AMOUNT_MESSAGES.centsJson : AMOUNT_MESSAGES.integerJson,
    );
  return z
    .union([z.number(), z.string()], requiredMessage)
    .transform((value, ctx) => {
      if (typeof value === 'number') return value;
      const reading = readAmount(value, cents) ?? { message: requiredMessage };
      if (reading.message !== undefined) {
        ctx.addIssue({ code: 'custom', message: reading.message });
        return z.NEVER;
      }
      return reading.value;
    })
    .pipe(number);
}

/** An amount that may be left empty ('' or absent): null then. */
export function optionalAmountSchema(rule: AmountRule) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    amountSchema(rule)
      .optional()
      .transform((value) => value ?? null),
  );
}
