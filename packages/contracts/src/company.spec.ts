import { describe, expect, it } from '@jest/globals';
import { AVISO_TITULO_MAX, copyTitle } from './company.js';

describe('copyTitle', () => {
  it("prefixes 'Copia de ', cuts at the limit without splitting a character", () => {
    expect(copyTitle('Cadete')).toBe('Copia de Cadete');
    const cut = copyTitle(`${'a'.repeat(90)}😀😀`);
    expect(cut.length).toBeLessThanOrEqual(AVISO_TITULO_MAX);
    expect(cut).toBe(`Copia de ${'a'.repeat(90)}`);
    expect(copyTitle(`${'a'.repeat(89)}   b`)).toBe(`Copia de ${'a'.repeat(89)}`);
  });
});
