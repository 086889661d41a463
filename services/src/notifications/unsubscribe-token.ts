import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@postulate/contracts';

/*
 * An unsubscribe link must work without logging in, so its token is the credential: the account
 * and the kind, signed with the installation's key. It never expires (an old e-mail's link still
 * works) and grants nothing but turning that kind off. No dots: the portal's server takes a last
 * path segment with a dot for a file name and would not serve the page for it.
 */

const signature = (secret: string, userId: number, kind: NotificationKind) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url').slice(0, 32);

export function signUnsubscribe(secret: string, userId: number, kind: NotificationKind): string {
  return `${userId}-${kind}-${signature(secret, userId, kind)}`;
}

/** The account and kind a token names, or null when this installation did not sign it. */
export function readUnsubscribe(secret: string, token: string): { userId: number; kind: NotificationKind } | null {
  const parts = /^([1-9][0-9]{0,9})-([a-z]+)-([A-Za-z0-9_-]+)$/.exec(token);
  if (!parts || !NOTIFICATION_KINDS.includes(parts[2] as NotificationKind)) return null;
  const [, id, kind, given] = parts;
  const userId = Number(id);
  const expected = Buffer.from(signature(secret, userId, kind as NotificationKind));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, kind: kind as NotificationKind };
}
