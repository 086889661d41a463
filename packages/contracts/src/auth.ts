import { z } from './zod.js';
import { MESSAGES } from './messages.js';

export const userNameSchema = z.string().trim().min(4, MESSAGES.userNameMin).max(50);
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
