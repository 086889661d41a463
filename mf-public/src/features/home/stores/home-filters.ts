import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addHomeFilters, PROVINCES, provinceLabel, splitSearchTerms, type HomeFilter, type ProvinceId } from '@postulate/contracts';

/**
 * The home's filters live in the address (?filtro=aviso:chofer&filtro=provincia:02&area=6&pagina=2),
 * in the order they were added, so a search survives a reload, can be shared and the back button
 * undoes the last change. The area, chosen in the Areas column, is apart from the five chips.
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

export function encodeFilters(filters: HomeFilter[], page = 1, area: number | null = null): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of filters) params.append(FILTER_PARAM, `${filter.kind}:${filter.value}`);
  if (area !== null) params.set(AREA_PARAM, String(area));
  if (page > 1) params.set(PAGE_PARAM, String(page));
  return params;
}

/** The area of the address, when it names one (a positive id). */
export function decodeArea(params: URLSearchParams): number | null {
  const value = params.get(AREA_PARAM);
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export const filterLabel = (filter: HomeFilter) =>
  filter.kind === 'aviso' ? filter.value : provinceLabel(filter.value);

export function useHomeFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => decodeFilters(params), [params]);
  const area = decodeArea(params);
  const pageParam = Number(params.get(PAGE_PARAM) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;

  const add = useCallback(
    (added: HomeFilter[]) => setParams(encodeFilters(addHomeFilters(filters, added), 1, area)),
    [filters, area, setParams],
  );
  const remove = useCallback(
    (removed: HomeFilter) =>
      setParams(encodeFilters(filters.filter((filter) => filter.kind !== removed.kind || filter.value !== removed.value), 1, area)),
    [filters, area, setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  const goToPage = useCallback((next: number) => setParams(encodeFilters(filters, next, area)), [filters, area, setParams]);
  /** Chooses an area (null: every area), keeping the chips. */
  const chooseArea = useCallback((next: number | null) => setParams(encodeFilters(filters, 1, next)), [filters, setParams]);

  return { filters, area, page, add, remove, clear, goToPage, chooseArea };
}
