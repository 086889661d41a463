import { useEffect, useState } from 'react';
import { errorMessage } from '@postulate/client';
import { DEFAULT_PAGE_SIZE } from '@postulate/contracts';
import { exportList, fetchPage, type AdminEntity } from '../api/admin-api';

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
  reload: () => void;
  /** Downloads what the list shows for its search (every page) as a CSV file. */
  exportCsv: () => Promise<void>;
}

/**
 * One page of a list from the server, refetched when the page or the search changes, on reload(),
 * and whenever it becomes visible again (a save on the other tab may have changed it).
 */
export function usePagedList<T>(entity: AdminEntity, options: { visible: boolean; fname?: string }): PagedList<T> {
  const { visible, fname } = options;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [generation, setGeneration] = useState(0);
  const [result, setResult] = useState<{ rows: T[]; total: number; error: string | null; done: boolean }>({
    rows: [],
    total: 0,
    error: null,
    done: false,
  });

  useEffect(() => {
    if (!visible) return;
    const controller = new AbortController();
    setResult((previous) => ({ ...previous, done: false }));
    fetchPage<T>(entity, { page, fvalue: search, fname }, controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        const lastPage = Math.max(1, Math.ceil(list.total / DEFAULT_PAGE_SIZE));
        // The last item of the last page went (deleted): show the page that is now last.
        if (page > lastPage) setPage(lastPage);
        else setResult({ rows: list.response, total: list.total, error: null, done: true });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ rows: [], total: 0, error: errorMessage(error), done: true });
      },
    );
    return () => controller.abort();
  }, [entity, visible, page, search, fname, generation]);

  return {
    status: !result.done ? 'loading' : result.error ? 'error' : 'ready',
    rows: result.rows,
    total: result.total,
    error: result.error,
    page,
    setPage,
    search,
    setSearch: (text) => {
      setSearch(text);
      setPage(1);
    },
    reload: () => setGeneration((value) => value + 1),
    exportCsv: () => exportList(entity, { fvalue: search, ...(fname && { fname }) }),
  };
}
