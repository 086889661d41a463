import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, type UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '@postulate/client';
import { DEFAULT_PAGE_SIZE } from '@postulate/contracts';
import { exportList, fetchPage, type AdminEntity } from '../api/admin-api';
import { adminKeys, adminQueries } from '../api/admin-queries';

export interface PagedList<T> {
  status: 'loading' | 'ready' | 'error';
  rows: T[];
  total: number;
  error: string | null;
  page: number;
  setPage: (page: number) => void;
  search: string;
  /** Searches from the first page. */
  setSearch: (search: string) => void;
  /** Downloads what the list shows for its search (every page) as a CSV file. */
  exporting: UseMutationResult<void, Error, void>;
}

/**
 * One page of a list from the server, cached per page and search; read again when the page or the
 * search changes, and when it is shown after a write to the entity invalidated it.
 */
export function usePagedList<T>(entity: AdminEntity, options: { visible: boolean; fname?: string }): PagedList<T> {
  const { visible, fname } = options;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useQuery(
    {
      queryKey: adminKeys.list(entity, { page, search, fname }),
      queryFn: ({ signal }) => fetchPage<T>(entity, { page, fvalue: search, fname }, signal),
      enabled: visible,
      placeholderData: keepPreviousData,
    },
    adminQueries,
  );

  const exporting = useMutation({ mutationFn: () => exportList(entity, { fvalue: search, ...(fname && { fname }) }) }, adminQueries);

  // The last item of the last page went (deleted): show the page that is now last.
  const lastPage = query.data ? Math.max(1, Math.ceil(query.data.total / DEFAULT_PAGE_SIZE)) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  return {
    status: query.isPending || query.isFetching || page > lastPage ? 'loading' : query.isError ? 'error' : 'ready',
    rows: query.isError ? [] : (query.data?.response ?? []),
    total: query.isError ? 0 : (query.data?.total ?? 0),
    error: query.isError ? errorMessage(query.error) : null,
    page,
    setPage,
    search,
    setSearch: (text) => {
      setSearch(text);
      setPage(1);
    },
    exporting,
  };
}
