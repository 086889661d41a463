import { z } from './zod.js';
import { MESSAGES } from './messages.js';

/**
 * Characters a name must not carry: control characters (a line break reached an e-mail's body),
 * format characters (zero-width spaces and joiners, direction marks), line and paragraph separators
 * and the Hangul fillers that render as nothing.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;

/**
 * An account's user name: NFKC-normalised (full-width 'ＡＤＭＩＮ' is 'ADMIN'), trimmed, with no
 * invisible characters; the API compares names whatever their case, so 'ADMIN' is 'admin'.
 */
export const accountNameSchema = (minMessage: string, maxMessage?: string) =>
  z
    .string(minMessage)
    .overwrite((value) => value.normalize('NFKC'))
    .trim()
    .min(4, minMessage)
    .max(50, maxMessage)
    .refine((value) => !INVISIBLE.test(value), MESSAGES.userNameInvisible);

export const userNameSchema = accountNameSchema(MESSAGES.userNameMin);
export const passwordSchema = z.string().min(4, MESSAGES.passwordMin).max(128);
export const emailSchema = z.string().trim().max(254).email(MESSAGES.emailFormat);

/** The captcha token is the base64 ALTCHA payload {challenge, solution} the widget produced. */
export const captchaTokenSchema = z.string({ error: MESSAGES.captchaRequired }).min(1, MESSAGES.captchaRequired).max(4096, MESSAGES.captchaInvalid);

export const loginSchema = z.object({
  name: userNameSchema,
  pass: passwordSchema,
  tokenCaptcha: captchaTokenSchema,
});
export type LoginRequest = z.infer<typeof loginSchema>;
