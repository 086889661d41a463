import { MODALIDADES, PUBLISHED_WITHIN_DAYS, SALARY_FACET_STEPS, TIPOS_EMPLEO, type AvisoCardData, type HomeFacets } from '@postulate/contracts';

/** A card of the home answer for the specs: a presencial, full-time ad of the demo company. */
export const avisoCard = (id: number, overrides: Partial<AvisoCardData> = {}): AvisoCardData => ({
  id,
  titulo: `Aviso ${id}`,
  area: { id: 1, name: 'Logística' },
  subarea: { id: 2, name: 'Depósito' },
  publicadoEl: '2026-03-05T15:00:00.000Z',
  nombreEmpresa: 'Logística del Plata S.A.',
  logoUrl: null,
  empresaVerificada: false,
  descripcion: 'Descripción',
  localidad: { id: '1', label: 'Barracas' },
  provincia: { id: '02', name: 'CABA' },
  discapcidad: false,
  vacantes: 1,
  modalidad: 'Presencial',
  tipoEmpleo: 'Full-time',
  showSalario: false,
  salarioDesde: null,
  salarioHasta: null,
  avisoIdiomas: [],
  ...overrides,
});

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
    salarioDesde: choices('salarioDesde', SALARY_FACET_STEPS),
    publicado: choices('publicado', PUBLISHED_WITHIN_DAYS),
    discapacidad: counts.discapacidad ?? 0,
  };
}
