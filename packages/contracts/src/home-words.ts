import { formatAmount } from './amount-reading.js';
import { valueLabel } from './avisos.js';
import type { HomeFacets } from './home-contract.js';
import { SALARY_PUBLISHED, type HomeFacetFilters } from './home.js';

/** A facet filter's choice as the visitor reads it: 'Remoto', 'Desde $ 800.000', 'Últimos 7 días'. */
export function facetLabel(key: keyof HomeFacetFilters, value: string | number | true, counts?: Pick<HomeFacets, 'nivel'>): string {
  if (key === 'salarioDesde' && value === SALARY_PUBLISHED) return 'Con salario publicado';
  if (key === 'salarioDesde') return `Desde ${formatAmount(value as number)}`;
  if (key === 'publicado') return value === 1 ? 'Últimas 24 horas' : `Últimos ${value} días`;
  if (key === 'nivel') return counts?.nivel.find((choice) => choice.value === value)?.name ?? `Nivel ${value}`;
  return key === 'discapacidad' ? 'Apto discapacidad' : valueLabel(String(value));
}

/** 'Córdoba', 'Córdoba o Mendoza', 'Córdoba, Mendoza o Salta'. */
const eitherOf = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} o ${names.at(-1)}`);

/**
 * A search in words, as a feed reader lists it: 'Avisos de Desarrollo en Córdoba', 'Avisos de chofer
 * en Mendoza o Salta (Remoto, Desde $ 800.000)', 'Avisos de empleo' for no filter at all.
 */
export function searchSubject(search: { terms: string[]; area: string | null; provinces: string[]; facets: string[] }): string {
  const what = [...search.terms, ...(search.area ? [search.area] : [])];
  return [
    `Avisos de ${what.length ? what.join(', ') : 'empleo'}`,
    ...(search.provinces.length ? [`en ${eitherOf(search.provinces)}`] : []),
    ...(search.facets.length ? [`(${search.facets.join(', ')})`] : []),
  ].join(' ');
}
