import { describe, expect, it } from '@jest/globals';
import { alertSearchInWords } from './alert-messages.js';
import { estimatedCount, SALARY_FACET_STEPS, SALARY_PUBLISHED } from './home.js';
import { facetLabel } from './home-words.js';

describe('estimatedCount', () => {
  it('keeps an estimate under 100 to the unit and rounds larger ones to two significant figures', () => {
    expect(estimatedCount(3, 1.5)).toBe(5);
    expect(estimatedCount(40, 2.3)).toBe(92);
    expect(estimatedCount(1_999, 23.51)).toBe(47_000);
    expect(estimatedCount(124, 1)).toBe(120);
    expect(estimatedCount(996, 1)).toBe(1_000);
  });

  it('says 0 only when nothing was read, and at least 1 otherwise', () => {
    expect(estimatedCount(0, 50)).toBe(0);
    expect(estimatedCount(1, 0.2)).toBe(1);
  });
});

describe("'Con salario publicado' (issue 39)", () => {
  const search = { terms: ['chofer'], provinces: [], area: null, modalidad: null, tipoEmpleo: null, nivel: null, discapacidad: false } as const;

  it('is the salary filter of 1 peso, named in words wherever a search is shown', () => {
    expect(SALARY_FACET_STEPS[0]).toBe(SALARY_PUBLISHED);
    expect(facetLabel('salarioDesde', SALARY_PUBLISHED)).toBe('Con salario publicado');
    expect(facetLabel('salarioDesde', 800_000)).toBe('Desde $ 800.000');
    const names = { areaName: null, nivelName: null };
    expect(alertSearchInWords({ ...search, salarioDesde: SALARY_PUBLISHED }, names)).toBe('chofer · Con salario publicado');
    expect(alertSearchInWords({ ...search, salarioDesde: 800_000 }, names)).toBe('chofer · Salario desde $ 800.000');
  });
});
