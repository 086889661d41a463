import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A solved captcha challenge, kept until it expires so it cannot be used twice. */
@Entity({ name: 'captcha_redemptions' })
export class CaptchaRedemption {
  @PrimaryColumn({ type: 'text' })
  signature: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
