import { describe, expect, it } from '@jest/globals';
import { cardDisclosure, type CardSource } from './aviso-card.js';

const API = 'https://api.example';
const source: CardSource = {
  notConfidential: true,
  razonsocial: 'Acme SA',
  logoFileId: 'logo-1',
  verified: true,
  showSalario: true,
  salarioDesde: 1000,
  salarioHasta: 2000,
};

describe('cardDisclosure', () => {
  it('names the company and shows the salary when the ad allows both', () => {
    expect(cardDisclosure(source, API)).toEqual({
      nombreEmpresa: 'Acme SA',
      logoUrl: 'https://api.example/api/files/logo-1',
      empresaVerificada: true,
      showSalario: true,
      salarioDesde: 1000,
      salarioHasta: 2000,
    });
  });

  it('hides the name, the logo and the verified badge of a confidential ad', () => {
    expect(cardDisclosure({ ...source, notConfidential: false }, API)).toMatchObject({
      nombreEmpresa: null,
      logoUrl: null,
      empresaVerificada: false,
    });
  });

  it('gives no logo link to a company without a logo', () => {
    expect(cardDisclosure({ ...source, logoFileId: null }, API).logoUrl).toBeNull();
  });

  it('keeps the salary on the server without showSalario', () => {
    expect(cardDisclosure({ ...source, showSalario: false }, API)).toMatchObject({ showSalario: false, salarioDesde: null, salarioHasta: null });
  });
});
