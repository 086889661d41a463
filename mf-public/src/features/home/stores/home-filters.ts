import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  addHomeFilters,
  facetQueryOf,
  MODALIDADES,
  NO_FACET_FILTERS,
  PROVINCES,
  provinceLabel,
  PUBLISHED_WITHIN_DAYS,
  readAmount,
  SALARY_FACET_STEPS,
  splitSearchTerms,
  TIPOS_EMPLEO,
  type HomeFacetFilters,
  type HomeFilter,
  type ProvinceId,
} from '@postulate/contracts';

/**
 * The home's filters live in the address (?filtro=aviso:chofer&filtro=provincia:02&area=6
 * &modalidad=Remoto&tipoEmpleo=Full-time&nivel=3&salarioDesde=800000&publicado=7&discapacidad=true
 * &pagina=2), the chips in the order they were added, so a search survives a reload, can be shared
 * and the back button undoes the last change. The area, chosen in the Areas column, and the facet
 * filters (named as the API names them) are apart from the five chips.
 */
const FILTER_PARAM = 'filtro';
const AREA_PARAM = 'area';
const PAGE_PARAM = 'pagina';

const provinceIds = new Set<string>(PROVINCES.map((province) => province.id));

export function decodeFilters(params: URLSearchParams): HomeFilter[] {
  const filters = params.getAll(FILTER_PARAM).flatMap((entry): HomeFilter[] => {
    const separator = entry.indexOf(':');
    const kind = entry.slice(0, separator);
    const value = entry.slice(separator + 1).trim();
    // A hand-written address may hold commas: split like the search bar does.
    if (kind === 'aviso') return splitSearchTerms(value).map((term) => ({ kind, value: term }));
    if (kind === 'provincia' && provinceIds.has(value)) return [{ kind, value: value as ProvinceId }];
    return [];
  });
  return addHomeFilters([], filters);
}

/** The facet filters that are set, as [name, value] pairs. */
export const activeFacets = (facets: HomeFacetFilters) => Object.entries(facetQueryOf(facets)) as [keyof HomeFacetFilters, string | number | true][];

/** A positive whole number of the address; null when absent or anything else. */
const positive = (value: string | null) => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
const oneOf = <T>(choices: readonly T[], value: unknown) => (choices.includes(value as T) ? (value as T) : null);

/** The facet filters of the address; a value the home does not offer is dropped. */
export function decodeFacets(params: URLSearchParams): HomeFacetFilters {
  const number = (name: string) => positive(params.get(name));
  return {
    modalidad: oneOf(MODALIDADES, params.get('modalidad')),
    tipoEmpleo: oneOf(TIPOS_EMPLEO, params.get('tipoEmpleo')),
    nivel: number('nivel'),
    salarioDesde: oneOf(SALARY_FACET_STEPS, readAmount(params.get('salarioDesde') ?? '', false)?.value),
    publicado: oneOf(PUBLISHED_WITHIN_DAYS, number('publicado')),
    discapacidad: params.get('discapacidad') === 'true',
  };
}

export function encodeFilters(filters: HomeFilter[], page = 1, area: number | null = null, facets: HomeFacetFilters = NO_FACET_FILTERS): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of filters) params.append(FILTER_PARAM, `${filter.kind}:${filter.value}`);
  if (area !== null) params.set(AREA_PARAM, String(area));
  for (const [name, value] of activeFacets(facets)) params.set(name, String(value));
  if (page > 1) params.set(PAGE_PARAM, String(page));
  return params;
}

/** The area of the address, when it names one (a positive id). */
export const decodeArea = (params: URLSearchParams) => positive(params.get(AREA_PARAM));

export const filterLabel = (filter: HomeFilter) => (filter.kind === 'aviso' ? filter.value : provinceLabel(filter.value));

const number = (value: number) => value.toLocaleString('es-AR');

/** A count as shown; an estimate (in the answer's `estimados`: counted over only the newest ads) marked '≈'. */
export const countText = (count: number, estimated = false) => `${estimated && count > 0 ? '≈' : ''}${number(count)}`;
/** '1 aviso', '1.234 avisos'; an estimate 'alrededor de 12.000 avisos'; a floor (the answer's `totalMinimo`) 'más de 40 avisos'. */
export const adsText = (total: number, estimated = false, atLeast = false) =>
  `${atLeast ? 'más de ' : estimated ? 'alrededor de ' : ''}${total === 1 ? '1 aviso' : `${number(total)} avisos`}`;
/** ' (124)', ' (≈1.200)'; nothing for an estimate of none, which only says the ads read had none. */
export const countSuffix = (count: number, estimated = false) => (estimated && count === 0 ? '' : ` (${countText(count, estimated)})`);

export function useHomeFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => decodeFilters(params), [params]);
  const facets = useMemo(() => decodeFacets(params), [params]);
  const area = decodeArea(params);
  const pageParam = Number(params.get(PAGE_PARAM) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;

  const add = useCallback(
    (added: HomeFilter[]) => setParams(encodeFilters(addHomeFilters(filters, added), 1, area, facets)),
    [filters, area, facets, setParams],
  );
  const remove = useCallback(
    (removed: HomeFilter) =>
      setParams(
        encodeFilters(
          filters.filter((filter) => filter.kind !== removed.kind || filter.value !== removed.value),
          1,
          area,
          facets,
        ),
      ),
    [filters, area, facets, setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  const goToPage = useCallback((next: number) => setParams(encodeFilters(filters, next, area, facets)), [filters, area, facets, setParams]);
  /** Chooses an area (null: every area), keeping the other filters. */
  const chooseArea = useCallback((next: number | null) => setParams(encodeFilters(filters, 1, next, facets)), [filters, facets, setParams]);
  /** Changes some facet filters (NO_FACET_FILTERS: none), keeping the rest; back to page 1. */
  const setFacets = useCallback(
    (changed: Partial<HomeFacetFilters>) => setParams(encodeFilters(filters, 1, area, { ...facets, ...changed })),
    [filters, area, facets, setParams],
  );

  return { filters, area, facets, page, add, remove, clear, goToPage, chooseArea, setFacets };
}
