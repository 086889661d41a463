import { formatAmount } from './amount-reading.js';
import { facetQueryOf, SALARY_PUBLISHED, type HomeFacetFilters } from './home.js';
import { provinceLabel } from './provinces.js';

// Zod-free: the home's 'Crear alerta' button loads these without the schemas of alerts.ts.

/** At most this many saved searches per applicant. */
export const MAX_JOB_ALERTS = 10;

/** How often an alert is mailed, and what the applicant reads for each. */
export const ALERT_FREQUENCIES = ['diaria', 'semanal'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = { diaria: 'Todos los días', semanal: 'Una vez por semana' };

/** The longest name an applicant gives an alert. */
export const ALERT_NAME_MAX = 60;

/** The longest text a saved search keeps (the home splits it into at most 50 terms of 100 characters). */
export const ALERT_QUERY_MAX_LENGTH = 1_000;

export const ALERT_MESSAGES = {
  create: 'Crear alerta',
  created: 'Alerta creada: cada día te enviaremos por correo los avisos nuevos de esta búsqueda.',
  withoutPublished: 'El filtro "Publicado" no se guarda: cada correo trae los avisos publicados desde el anterior.',
  seeAlerts: 'Ver mis alertas',
  loginToCreate: 'Ingresá para crear una alerta',
  limit: `Podés tener hasta ${MAX_JOB_ALERTS} alertas. Eliminá alguna en Mis alertas para crear otra.`,
  duplicate: 'Ya tenés una alerta con esta búsqueda',
  empty: 'Buscá al menos una palabra o una provincia para crear una alerta',
  tooLong: 'La búsqueda es demasiado larga',
  invalidSearch: 'La búsqueda no es válida',
  invalidProvince: 'Debe indicar una provincia válida',
  tooManyProvinces: 'Demasiadas provincias',
  invalidArea: 'Debe indicar un área válida',
  notFound: 'La alerta no existe o ya fue eliminada',
  deleteQuestion: '¿Eliminar esta alerta? Dejarás de recibir sus avisos nuevos por correo.',
  deleted: 'Alerta eliminada',
  edit: 'Editar',
  editTitle: 'Editar alerta',
  saved: 'Guardamos los cambios de la alerta.',
  nameMax: `El nombre no puede superar los ${ALERT_NAME_MAX} caracteres`,
  invalidFrequency: 'Elegí cada cuánto querés recibir la alerta',
  none: 'Todavía no tenés alertas. Buscá avisos en el inicio y tocá "Crear alerta" para recibir los nuevos por correo.',
} as const;

/**
 * The facet filters a saved search keeps: the home's, less 'Publicado', since the digest has its own
 * window (the ads published since its previous run).
 */
export type AlertFacets = Omit<HomeFacetFilters, 'publicado'>;

/** A saved search as the home reads it: its terms and provinces (split and capped), area and facet filters. */
export interface AlertFilters extends AlertFacets {
  terms: readonly string[];
  provinces: readonly string[];
  area: number | null;
}

/** The facet filters that are set, as the home's query names them ('Publicado' never is). */
export const alertFacetQuery = (facets: AlertFacets) => facetQueryOf({ ...facets, publicado: null });

/**
 * A saved search as the applicant reads it, with the names of its area and work level:
 * 'desarrollador, chofer · Córdoba, Santa Fe · Área: Tecnología · Remoto · Full-time · Nivel: Senior
 * · Salario desde $ 800.000 · Apto discapacidad'.
 */
export function alertSearchInWords(search: AlertFilters, names: { areaName: string | null; nivelName: string | null }): string {
  const parts = [
    search.terms.join(', '),
    search.provinces.map(provinceLabel).join(', '),
    names.areaName ? `Área: ${names.areaName}` : '',
    search.modalidad ?? '',
    search.tipoEmpleo ?? '',
    // A level since removed from the list keeps its id.
    search.nivel !== null ? `Nivel: ${names.nivelName ?? search.nivel}` : '',
    search.salarioDesde === null
      ? ''
      : search.salarioDesde === SALARY_PUBLISHED
        ? 'Con salario publicado'
        : `Salario desde ${formatAmount(search.salarioDesde)}`,
    search.discapacidad ? 'Apto discapacidad' : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Todos los avisos';
}

/**
 * The public home with a saved search, in the address mf-public's stores/home-filters.ts reads: one
 * `filtro` per term and province, the area and the facet filters ('?filtro=aviso%3Achofer&area=6&modalidad=Remoto').
 */
export function alertHomeQuery(search: AlertFilters): string {
  const params = new URLSearchParams();
  for (const term of search.terms) params.append('filtro', `aviso:${term}`);
  for (const province of search.provinces) params.append('filtro', `provincia:${province}`);
  if (search.area !== null) params.set('area', String(search.area));
  for (const [name, value] of Object.entries(alertFacetQuery(search))) params.set(name, String(value));
  return `?${params.toString()}`;
}
