import {
  APPLICATION_SORTS,
  APPLICATION_STAGES,
  APPLICATION_TABS,
  REQUIREMENT_FILTERS,
  RATING_MAX,
  RATING_MIN,
  SECURITY_FLAGS,
  TAG_SEARCH_MAX,
  tagName,
  type ApplicationNeighboursQuery,
  type ApplicationSort,
  type ApplicationStage,
  type ApplicationTab,
  type RequirementFilter,
  type SecurityFlag,
} from '@postulate/contracts';

/** The list's tab, filters, search and order, as the address keeps them. */
export type ApplicationsFilter = ApplicationNeighboursQuery;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T => (values as readonly string[]).includes(value ?? '');

/** Reads the list's filter from its address (and a profile's, which carries the same query): anything unknown is left out. */
export function filterFromParams(params: URLSearchParams): ApplicationsFilter {
  const tab = params.get('tab');
  const estado = params.get('estado');
  const orden = params.get('orden');
  const requisitos = params.get('requisitos');
  const stars = Number(params.get('calificacion'));
  const tag = tagName(params.get('etiqueta') ?? '');
  return {
    tab: isOneOf<ApplicationTab>(APPLICATION_TABS, tab) ? tab : 'all',
    seguridad: (params.get('seguridad') ?? '').split(',').filter((flag): flag is SecurityFlag => isOneOf(SECURITY_FLAGS, flag)),
    estado: isOneOf<ApplicationStage>(APPLICATION_STAGES, estado) ? estado : undefined,
    q: params.get('q')?.trim() || undefined,
    requisitos: isOneOf<RequirementFilter>(REQUIREMENT_FILTERS, requisitos) ? requisitos : undefined,
    calificacion: Number.isInteger(stars) && stars >= RATING_MIN && stars <= RATING_MAX ? stars : undefined,
    etiqueta: tag && tag.length <= TAG_SEARCH_MAX ? tag : undefined,
    orden: isOneOf<ApplicationSort>(APPLICATION_SORTS, orden) ? orden : 'recientes',
  };
}

/** The address query of a filter, without the defaults: '?tab=unread&q=ana', or '' for the plain list. */
export function filterSearch(filter: ApplicationsFilter): string {
  const params = new URLSearchParams();
  if (filter.tab !== 'all') params.set('tab', filter.tab);
  if (filter.seguridad.length) params.set('seguridad', filter.seguridad.join(','));
  if (filter.estado) params.set('estado', filter.estado);
  if (filter.q) params.set('q', filter.q);
  if (filter.requisitos) params.set('requisitos', filter.requisitos);
  if (filter.calificacion) params.set('calificacion', String(filter.calificacion));
  if (filter.etiqueta) params.set('etiqueta', filter.etiqueta);
  if (filter.orden !== 'recientes') params.set('orden', filter.orden);
  const text = params.toString();
  return text ? `?${text}` : '';
}
