import { useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { AreaItem } from '@postulate/contracts';
import { companyKeys, companyQueries } from './company-queries';

/**
 * The reference lists behind the selects, searched on the server as the user types, so every item
 * an administrator adds can be found. The areas found are cached by id: the sub-areas of the one
 * chosen come from there.
 */
export async function searchAreas(text: string, signal?: AbortSignal): Promise<AreaItem[]> {
  const areas = (await api.reference.areas({ query: { fvalue: text, fname: 'name', size: 100 } }, signal)).response;
  for (const area of areas) companyQueries.setQueryData(companyKeys.area(area.id), area);
  return areas;
}

/** An area the search found, from the cache; undefined when no search found it. */
export const foundArea = (id: number) => companyQueries.getQueryData<AreaItem>(companyKeys.area(id));

export const searchWorkLevels = async (text: string, signal?: AbortSignal) =>
  (await api.reference.workLevels({ query: { fvalue: text, fname: 'name', size: 100 } }, signal)).response;

export const searchLocalities = async (province: string, text: string, signal: AbortSignal) =>
  (await api.reference.localities({ query: { province, fvalue: text, fname: 'name' } }, signal)).response;

/** An area with its sub-areas: the one searched and chosen is already cached; an edited ad's is fetched by id. */
export const useArea = (id: number | null) =>
  useQuery(
    {
      queryKey: companyKeys.area(id ?? 0),
      queryFn: ({ signal }) => api.reference.area({ params: { id: id! } }, signal),
      enabled: id !== null,
      // The reference lists change rarely; a chosen area is not read again while the wizard is open.
      staleTime: Infinity,
    },
    companyQueries,
  );
