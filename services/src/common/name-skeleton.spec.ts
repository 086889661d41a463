import { describe, expect, it } from '@jest/globals';
import { skeleton } from './name-skeleton.js';

describe('skeleton', () => {
  it.each([
    ['admin', '\u0430dmin', 'a Cyrillic а'],
    ['admin', '\u0410DMIN', 'a Cyrillic А in capitals'],
    ['admin', 'ADMIN', 'capitals'],
    ['admin', 'adrnin', 'rn for m'],
    ['tester', '\u0422ESTER', 'a Cyrillic Т in capitals'],
    ['kate', '\u041a\u0410\u0422\u0415', 'Cyrillic capitals only'],
    ['juano', 'juan0', 'a zero for o'],
    ['postulante', 'p\u03bfstulante', 'a Greek ο'],
    ['Lucía', 'Luci\u0301a', 'a combining accent'],
  ])("gives '%s' and '%s' (%s) the same skeleton", (name, lookAlike) => {
    expect(skeleton(lookAlike)).toBe(skeleton(name));
  });

  it.each([
    ['ian', 'lan'],
    ['maria', 'mario'],
    ['Ñandú', 'Nandu'],
  ])("keeps '%s' and '%s' apart", (name, other) => {
    expect(skeleton(other)).not.toBe(skeleton(name));
  });
});
