import { dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_MESSAGES } from '@postulate/contracts';

/** zxcvbn-ts's list is ranked by how often each password was seen in leaks; the first 10,000 are refused. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].slice(0, 10_000));

/** One character over and over ('aaaa', '1111'): no list needs to name them all. */
const ONE_CHARACTER = /^(.)\1*$/su;

/**
 * Why a new password is too easy to guess, or null. Checked by the server only (the list is not
 * worth shipping to every browser); the form shows the answer under the field. The spec's minimum
 * length stays with the form's schema.
 */
export function weakPasswordMessage(pass: string, owner: { name: string; email: string }): string | null {
  const lowered = pass.normalize('NFKC').toLowerCase();
  if (COMMON_PASSWORDS.has(lowered) || ONE_CHARACTER.test(lowered)) return ACCOUNT_MESSAGES.passwordCommon;
  const name = owner.name.normalize('NFKC').toLowerCase();
  const email = owner.email.toLowerCase();
  const mailbox = email.split('@')[0];
  const contains = (part: string) => part.length >= 3 && lowered.includes(part);
  if (contains(name) || contains(email) || contains(mailbox)) return ACCOUNT_MESSAGES.passwordPersonal;
  return null;
}
