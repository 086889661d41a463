import { api, downloadRoute } from '@postulate/client';
import { ADMIN_SIDE_PLACES, DEFAULT_PAGE_SIZE, type ActionType, type Deleted, type ListResponse } from '@postulate/contracts';

/** The lists of the administrator, by their name in the API's paths. */
export type AdminEntity = 'usuar' | 'nivel' | 'area' | 'subarea' | 'empresa';

export interface PageQuery {
  page: number;
  fvalue: string;
  fname?: string;
}

type ListQuery = PageQuery & { size: number };
type ListFilter = Omit<PageQuery, 'page'>;
type Signal = AbortSignal | undefined;

/** What the list screens and forms call on an entity; a list without forms (Empresas) has no writes. */
interface EntityCalls {
  list: (query: ListQuery, signal: Signal) => Promise<ListResponse<unknown>>;
  exportCsv: (filter: ListFilter) => Promise<void>;
  get?: (id: number, signal: Signal) => Promise<unknown>;
  add?: (body: object) => Promise<unknown>;
  update?: (id: number, body: object) => Promise<unknown>;
  remove?: (id: number) => Promise<Deleted>;
}

const { adminReference, users, companyRecords } = ADMIN_SIDE_PLACES;
/** The export's file name when the server gives none. */
const csvName = (entity: AdminEntity) => `${entity}.csv`;

/** Each entity's contract calls, typed by its routes. */
const ENTITY_CALLS = {
  nivel: {
    list: (query: ListQuery & { fname?: 'name' }, signal: Signal) => api.reference.workLevels({ query }, signal),
    exportCsv: (filter: ListFilter & { fname?: 'name' }) => downloadRoute(adminReference.exportWorkLevels, { body: filter }, csvName('nivel')),
    get: (id: number, signal: Signal) => api.reference.workLevel({ params: { id } }, signal),
    add: (body: { name: string }) => api.adminReference.addWorkLevel({ body }),
    update: (id: number, body: { name: string }) => api.adminReference.updateWorkLevel({ params: { id }, body }),
    remove: (id: number) => api.adminReference.deleteWorkLevel({ body: { id } }),
  },
  subarea: {
    list: (query: ListQuery & { fname?: 'name' }, signal: Signal) => api.reference.subAreas({ query }, signal),
    exportCsv: (filter: ListFilter & { fname?: 'name' }) => downloadRoute(adminReference.exportSubAreas, { body: filter }, csvName('subarea')),
    get: (id: number, signal: Signal) => api.reference.subArea({ params: { id } }, signal),
    add: (body: { name: string }) => api.adminReference.addSubArea({ body }),
    update: (id: number, body: { name: string }) => api.adminReference.updateSubArea({ params: { id }, body }),
    remove: (id: number) => api.adminReference.deleteSubArea({ body: { id } }),
  },
  area: {
    list: (query: ListQuery & { fname?: 'name' }, signal: Signal) => api.reference.areas({ query }, signal),
    exportCsv: (filter: ListFilter & { fname?: 'name' }) => downloadRoute(adminReference.exportAreas, { body: filter }, csvName('area')),
    get: (id: number, signal: Signal) => api.reference.area({ params: { id } }, signal),
    add: (body: { area: string; subareas?: number[] }) => api.adminReference.addArea({ body }),
    update: (id: number, body: { area: string; subareas?: number[] }) => api.adminReference.updateArea({ params: { id }, body }),
    remove: (id: number) => api.adminReference.deleteArea({ body: { id } }),
  },
  usuar: {
    list: (query: ListQuery & { fname?: 'name' | 'email' | 'role' }, signal: Signal) => api.users.list({ query }, signal),
    exportCsv: (filter: ListFilter & { fname?: 'name' | 'email' | 'role' }) => downloadRoute(users.export, { body: filter }, csvName('usuar')),
    get: (id: number, signal: Signal) => api.users.get({ params: { id } }, signal),
    add: (body: Parameters<typeof api.users.add>[0]['body']) => api.users.add({ body }),
    update: (id: number, body: Parameters<typeof api.users.update>[0]['body']) => api.users.update({ params: { id }, body }),
  },
  empresa: {
    list: (query: ListQuery & { fname?: 'razonsocial' | 'cuit' | 'email' }, signal: Signal) => api.companyRecords.list({ query }, signal),
    exportCsv: (filter: ListFilter & { fname?: 'razonsocial' | 'cuit' | 'email' }) =>
      downloadRoute(companyRecords.export, { body: filter }, csvName('empresa')),
  },
};

/**
 * The generic screens give each list its own `fname` and each form its own values (its schema
 * checked them), which the calls above type per route: they meet here, once.
 */
const callsOf = (entity: AdminEntity) => ENTITY_CALLS[entity] as unknown as EntityCalls;

/** One page of a list, 20 items, and the total. */
export function fetchPage<T>(entity: AdminEntity, query: PageQuery, signal?: AbortSignal): Promise<ListResponse<T>> {
  return callsOf(entity).list({ page: query.page, size: DEFAULT_PAGE_SIZE, fvalue: query.fvalue, fname: query.fname }, signal) as Promise<ListResponse<T>>;
}

/** The list's current filter, every page, saved as a CSV file. */
export function exportList(entity: AdminEntity, filter: ListFilter): Promise<void> {
  return callsOf(entity).exportCsv(filter);
}

/** The record a form edits. */
export function fetchItem<T>(entity: AdminEntity, id: number, signal?: AbortSignal): Promise<T> {
  return callsOf(entity).get!(id, signal) as Promise<T>;
}

/** Creates, or updates when `id` is given; the body carries the spec's {actionType, id} next to the fields. */
export function saveItem<T>(entity: AdminEntity, id: number | null, fields: object): Promise<T> {
  const calls = callsOf(entity);
  const actionType: ActionType = id === null ? 'create' : 'update';
  const body = { ...fields, actionType, ...(id !== null && { id }) };
  return (id === null ? calls.add!(body) : calls.update!(id, body)) as Promise<T>;
}

/** Deletes one item; answers {message}. */
export function deleteItem(entity: AdminEntity, id: number): Promise<Deleted> {
  return callsOf(entity).remove!(id);
}
