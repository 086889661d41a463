import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addHomeFilters, PROVINCES, provinceLabel, splitSearchTerms, type HomeFilter, type ProvinceId } from '@postulate/contracts';

/**
 * The home's filters live in the address (?filtro=aviso:chofer&filtro=provincia:02&pagina=2), in
 * the order they were added, so a search survives a reload, can be shared and the back button
 * undoes the last change.
 */
const FILTER_PARAM = 'filtro';
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

export function encodeFilters(filters: HomeFilter[], page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of filters) params.append(FILTER_PARAM, `${filter.kind}:${filter.value}`);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  return params;
}

export const filterLabel = (filter: HomeFilter) =>
  filter.kind === 'aviso' ? filter.value : provinceLabel(filter.value);

export function useHomeFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => decodeFilters(params), [params]);
  const pageParam = Number(params.get(PAGE_PARAM) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;

  const add = useCallback(
    (added: HomeFilter[]) => setParams(encodeFilters(addHomeFilters(filters, added))),
    [filters, setParams],
  );
  const remove = useCallback(
    (removed: HomeFilter) =>
      setParams(encodeFilters(filters.filter((filter) => filter.kind !== removed.kind || filter.value !== removed.value))),
    [filters, setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  const goToPage = useCallback((next: number) => setParams(encodeFilters(filters, next)), [filters, setParams]);

  return { filters, page, add, remove, clear, goToPage };
}
