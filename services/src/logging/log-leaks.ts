import { SESSION_COOKIE } from '@postulate/contracts';

/**
 * What must never appear in a log: a session cookie with its value, a password field, a token in a
 * query. The recovery route's own path says "recoverpass", which is no secret, so a password is
 * looked for as a field ('"pass"', 'pass='); the passwords themselves the caller passes as secrets.
 */
const LEAKS: { name: string; pattern: RegExp }[] = [
  { name: 'session cookie', pattern: new RegExp(`${SESSION_COOKIE}=[^;\\s"]`) },
  { name: 'password field', pattern: /"pass"|pass=/ },
  { name: 'token in a query', pattern: /token=/ },
];

/** The leaks found in a log's text, each with the line it is on; `secrets` adds values known to the caller. */
export function findLogLeaks(text: string, secrets: string[] = []): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    for (const { name, pattern } of LEAKS) if (pattern.test(line)) found.push(`${name}: ${line}`);
    for (const secret of secrets) if (secret && line.includes(secret)) found.push(`a secret of the test: ${line}`);
  }
  return found;
}
