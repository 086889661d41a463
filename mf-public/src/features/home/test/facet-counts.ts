import { MODALIDADES, PUBLISHED_WITHIN_DAYS, SALARY_STEPS, TIPOS_EMPLEO, type HomeFacets } from '@postulate/contracts';

/** The home answer's `facets` for the specs: every choice, with `counts` where given and 0 elsewhere. */
export function facetCounts(counts: Partial<Record<string, number>> = {}, areas: number[] = []): HomeFacets {
  const choices = <T extends string | number>(prefix: string, values: readonly T[]) =>
    values.map((value) => ({ value, count: counts[`${prefix}:${value}`] ?? 0 }));
  return {
    area: choices('area', areas),
    provincia: [],
    modalidad: choices('modalidad', MODALIDADES),
    tipoEmpleo: choices('tipoEmpleo', TIPOS_EMPLEO),
    nivel: [
      { value: 1, name: 'Junior', count: counts['nivel:1'] ?? 0 },
      { value: 3, name: 'Senior', count: counts['nivel:3'] ?? 0 },
    ],
    salarioDesde: choices('salarioDesde', SALARY_STEPS),
    publicado: choices('publicado', PUBLISHED_WITHIN_DAYS),
    discapacidad: counts.discapacidad ?? 0,
  };
}
