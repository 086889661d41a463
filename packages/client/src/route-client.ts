import { API_PLACES, type API_CONTRACT, type ApiRouteContract, type RoutePlace, type RouteInput, type RouteResponse } from '@postulate/contracts';
import { getApiBaseUrl } from './config';
import { apiRequest, downloadFile, searchOf, type RequestOptions } from './http';

/** A contracted route as a typed call: its declared input in, its declared answer out. */
export type RouteCall<Route extends ApiRouteContract> = (input: RouteInput<Route>, signal?: AbortSignal) => Promise<RouteResponse<Route>>;

/** The routes answered as JSON (a file route is reached by its URL: fileUrl). */
type CalledNames<Routes> = { [Name in keyof Routes]: Routes[Name] extends { answers: 'file' } ? never : Name }[keyof Routes];

/** The calls of one feature, named as its contract names its routes. */
export type FeatureClient<Routes extends Record<string, ApiRouteContract>> = { [Name in CalledNames<Routes>]: RouteCall<Routes[Name]> };

export type ApiClient = { [Feature in keyof typeof API_CONTRACT]: FeatureClient<(typeof API_CONTRACT)[Feature]> };

type Contract = typeof API_CONTRACT;
/** Every contracted route, of every feature. */
type AnyRoute = { [Feature in keyof Contract]: Contract[Feature][keyof Contract[Feature]] }[keyof Contract];
/** The declaration that stands at a place: its schemas type what a zod-free place is sent. */
type RouteAt<Place extends RoutePlace> = Extract<AnyRoute, { method: Place['method']; path: Place['path'] }>;

interface SentInput {
  params?: Record<string, string | number>;
  query?: RequestOptions['query'];
  body?: unknown;
  file?: Blob;
}

/** '/api/home/aviso/:id' with {id: 7} is '/api/home/aviso/7'. */
function pathOf(place: RoutePlace, params: SentInput['params'] = {}): string {
  return place.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${place.path}: falta :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The '.../mp' form: the body as JSON in `jsonbody`, the file (when there is one) in `file`. */
function multipartOf(input: SentInput): FormData {
  const form = new FormData();
  form.append('jsonbody', JSON.stringify(input.body ?? {}));
  if (input.file) form.append('file', input.file);
  return form;
}

/**
 * Where a file route serves its bytes (an <img>, a link, the PDF's photo): the session cookie goes
 * along, so a private file reaches only who may read it. `query` rides along the address (a
 * version that makes the browser fetch a replaced file again).
 */
export function fileUrl<Place extends RoutePlace & { answers: 'file' }>(
  place: Place,
  params: Record<string, string | number>,
  query?: RequestOptions['query'],
): string {
  const search = searchOf(query);
  return `${getApiBaseUrl()}${pathOf(place, params)}${search && `?${search}`}`;
}

/**
 * A private file as a data URL: the CV's photo for the PDF drawn in the browser, whose renderer
 * cannot send the session cookie itself.
 */
export async function fileAsDataUrl<Place extends RoutePlace & { answers: 'file' }>(place: Place, params: Record<string, string | number>): Promise<string> {
  const response = await fetch(fileUrl(place, params), { credentials: 'include' });
  if (!response.ok) throw new Error(`archivo ${response.status}`);
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

type Send = (path: string, options: RequestOptions) => Promise<unknown>;

/**
 * The contract's calls over `send` (apiRequest; a test's double answers instead): built from the
 * zod-free places (paths and methods) and typed by the schemas, a type-only import, so pages that
 * use them load no zod. The type holds because services/test/contract-routes.spec.ts checks each
 * declaration stands where its place says.
 */
export function createApi(send: Send): ApiClient {
  const callFor = (place: RoutePlace) => (input: SentInput, signal?: AbortSignal) =>
    send(pathOf(place, input.params), {
      method: place.method,
      query: input.query,
      body: place.multipart ? multipartOf(input) : input.body,
      anonymous: place.anonymous,
      signal,
    });
  return Object.fromEntries(
    Object.entries(API_PLACES).map(([feature, places]) => [
      feature,
      Object.fromEntries(
        Object.entries(places as Record<string, RoutePlace>)
          .filter(([, place]) => place.answers !== 'file')
          .map(([name, place]) => [name, callFor(place)]),
      ),
    ]),
  ) as unknown as ApiClient;
}

type Download = (path: string, options: RequestOptions, fallbackName: string) => Promise<void>;

/**
 * The download of a file route over `download` (downloadFile; a test's double records instead):
 * its input typed by the route's declaration, found by its place.
 */
export function createDownloadRoute(download: Download) {
  return <Place extends RoutePlace & { answers: 'file' }>(place: Place, input: RouteInput<RouteAt<Place>>, fallbackName: string): Promise<void> => {
    const { params, query, body } = input as SentInput;
    return download(pathOf(place, params), { method: place.method, query, body }, fallbackName);
  };
}

/**
 * Saves what a file route answers (a CSV export) under the name the server gives it, or
 * `fallbackName`: `downloadRoute(ADMIN_SIDE_PLACES.invoices.export, { body: filter }, 'facturas.csv')`.
 */
export const downloadRoute = createDownloadRoute(downloadFile);

/** `api.home.search({ query })`, `api.home.aviso({ params: { id } })`. */
export const api = createApi(apiRequest);
