import { apiRequest, downloadFile } from '@postulate/client';
import { DEFAULT_PAGE_SIZE, type ActionType, type ListResponse, type UnlinkedCompany } from '@postulate/contracts';

/** The lists of the administrator, by their name in the API's paths. */
export type AdminEntity = 'usuar' | 'nivel' | 'area' | 'subarea' | 'empresa';

export interface PageQuery {
  page: number;
  fvalue: string;
  fname?: string;
}

/** GET /api/{entity}/?page&size&fvalue&fname: one page, 20 items, and the total. */
export function fetchPage<T>(entity: AdminEntity, query: PageQuery, signal?: AbortSignal): Promise<ListResponse<T>> {
  return apiRequest<ListResponse<T>>(`/api/${entity}/`, {
    query: { page: query.page, size: DEFAULT_PAGE_SIZE, fvalue: query.fvalue, fname: query.fname },
    signal,
  });
}

/** POST /api/{entity}/report.php: the list's current filter, every page, saved as a CSV file. */
export function exportList(entity: AdminEntity, filter: { fvalue: string; fname?: string }): Promise<void> {
  return downloadFile(`/api/${entity}/report.php`, { method: 'POST', body: filter }, `${entity}.csv`);
}

/** GET /api/{entity}/get/{id} */
export function fetchItem<T>(entity: AdminEntity, id: number, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(`/api/${entity}/get/${id}`, { signal });
}

/**
 * POST /api/{entity}/add, or /update/{id} when updating; the body carries the spec's
 * {actionType, id} next to the fields.
 */
export function saveItem<T>(entity: AdminEntity, id: number | null, fields: object): Promise<T> {
  const actionType: ActionType = id === null ? 'create' : 'update';
  return apiRequest<T>(id === null ? `/api/${entity}/add` : `/api/${entity}/update/${id}`, {
    method: 'POST',
    body: { ...fields, actionType, ...(id !== null && { id }) },
  });
}

/** POST /api/{entity}/delete.php {id}; answers {message}. */
export function deleteItem(entity: AdminEntity, id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/${entity}/delete.php`, { method: 'POST', body: { id } });
}

/** GET /api/usuar/empresas?fvalue=: companies without a user, to link to a new Empresa or Tester. */
export async function fetchUnlinkedCompanies(fvalue: string, signal?: AbortSignal): Promise<UnlinkedCompany[]> {
  return (await apiRequest<ListResponse<UnlinkedCompany>>('/api/usuar/empresas', { query: { fvalue }, signal })).response;
}
