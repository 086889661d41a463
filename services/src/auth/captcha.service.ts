import { createHmac } from 'node:crypto';
import { HttpStatus, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { MESSAGES } from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { AuthRepository } from './auth.repository.js';

const CHALLENGE_TTL_MS = 10 * 60_000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A payload whose challenge carries its signature (ALTCHA's type leaves it optional). */
type SignedPayload = Payload & { challenge: { signature: string } };

/** Reads tokenCaptcha: base64 of the JSON {challenge, solution} the ALTCHA widget produced. */
function decodePayload(token: string): SignedPayload | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (
      isObject(payload) &&
      isObject(payload.challenge) &&
      isObject(payload.challenge.parameters) &&
      typeof payload.challenge.signature === 'string' &&
      isObject(payload.solution)
    ) {
      return payload as unknown as SignedPayload;
    }
  } catch {
    // Not base64 JSON: rejected below like any other bad token.
  }
  return null;
}

/** ALTCHA's two signing keys: the challenge's, and the derived key's (so verifying needs no derivation). */
export interface CaptchaKeys {
  hmacSignatureSecret: string;
  hmacKeySignatureSecret: string;
}

export function captchaKeys(secret: string): CaptchaKeys {
  return {
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: createHmac('sha256', secret).update('altcha-key-signature').digest('hex'),
  };
}

/** ALTCHA proof-of-work challenges, signed with the installation's key and accepted once each. */
@Injectable()
export class CaptchaService implements OnModuleInit {
  private keys!: CaptchaKeys;

  constructor(
    private readonly repository: AuthRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.keys = captchaKeys(this.config.captcha.hmacSecret ?? (await this.repository.installationSecret('captcha-hmac')));
  }

  createChallenge(): Promise<Challenge> {
    const { counterMin, counterMax } = this.config.captcha;
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(counterMax, counterMin),
      deriveKey,
      ...this.keys,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
  }

  /** Accepts a solved, unexpired challenge of ours exactly once; anything else is a 400 on tokenCaptcha. */
  async redeem(token: string): Promise<void> {
    const payload = decodePayload(token);
    if (!payload || !(await this.verify(payload))) throw this.invalid();
    // Signed, so expiresAt is ours.
    const expiresAt = new Date(Number(payload.challenge.parameters.expiresAt) * 1000);
    if (!(await this.repository.redeemOnce(payload.challenge.signature, expiresAt))) throw this.invalid();
  }

  private async verify({ challenge, solution }: Payload): Promise<boolean> {
    try {
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        ...this.keys,
      });
      return result.verified;
    } catch {
      // Malformed parameters a forger sent (e.g. a non-hex key): not verified.
      return false;
    }
  }

  private invalid(): ApiException {
    return new ApiException(HttpStatus.BAD_REQUEST, { field: 'tokenCaptcha', message: MESSAGES.captchaInvalid });
  }
}
