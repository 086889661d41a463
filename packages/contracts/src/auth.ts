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
export const accountNameSchema = (minMessage: string, maxMessage: string) =>
  z
    .string(minMessage)
    .overwrite((value) => value.normalize('NFKC'))
    .trim()
    .min(4, minMessage)
    .max(50, maxMessage)
    .refine((value) => !INVISIBLE.test(value), MESSAGES.userNameInvisible);

export const userNameSchema = accountNameSchema(MESSAGES.userNameMin, MESSAGES.userNameMax);

/** Shortest new password (registration, reset, the administrator's users); older ones may be shorter. */
export const PASSWORD_MIN_LENGTH = 8;
export const passwordSchema = z.string(MESSAGES.passwordMin).min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin).max(128, MESSAGES.passwordMax);
/** What the login accepts: passwords chosen under the spec's old minimum of 4 still open their account. */
export const loginPasswordSchema = z.string(MESSAGES.loginPasswordMin).min(4, MESSAGES.loginPasswordMin).max(128, MESSAGES.passwordMax);

/** RFC 5321's limits: 254 characters in all, 64 before the '@'. */
export const emailSchema = z
  .string(MESSAGES.emailFormat)
  .trim()
  .max(254, { message: MESSAGES.emailMax, abort: true })
  .refine((value) => value.split('@')[0].length <= 64, { message: MESSAGES.emailLocalPartMax, abort: true })
  .email(MESSAGES.emailFormat);

/** The captcha token is the base64 ALTCHA payload {challenge, solution} the widget produced. */
export const captchaTokenSchema = z.string({ error: MESSAGES.captchaRequired }).min(1, MESSAGES.captchaRequired).max(4096, MESSAGES.captchaInvalid);

export const loginSchema = z.object({
  name: userNameSchema,
  pass: loginPasswordSchema,
  tokenCaptcha: captchaTokenSchema,
});
export type LoginRequest = z.infer<typeof loginSchema>;
