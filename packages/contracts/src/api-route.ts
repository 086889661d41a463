import type { z } from 'zod';

/**
 * One API route as data: where it is (zod-free, so a browser page can import it without zod), and
 * what it takes and answers as zod schemas. Nest serves it from this declaration (services'
 * @ContractRoute), the OpenAPI document is generated from it and packages/client derives its call.
 */
export interface RoutePlace {
  method: 'GET' | 'POST';
  /** The full path with ':name' parameters, e.g. '/api/home/aviso/:id'. */
  path: `/api/${string}`;
}

export interface ApiRouteContract extends RoutePlace {
  /** One line for the API documentation. */
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Refusals the route documents, by status: what they mean. */
  refusals?: Partial<Record<400 | 401 | 403 | 404 | 409, string>>;
}

/** Keeps the literal types of a declaration (its path, its schemas) for the server and the client. */
export function defineRoute<const Route extends ApiRouteContract>(route: Route): Route {
  return route;
}

type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

/** What a client sends to a route: only the parts the route declares. */
export type RouteInput<Route extends ApiRouteContract> = (Route['params'] extends z.ZodType ? { params: InputOf<Route['params']> } : unknown) &
  (Route['query'] extends z.ZodType ? { query: InputOf<Route['query']> } : unknown) &
  (Route['body'] extends z.ZodType ? { body: InputOf<Route['body']> } : unknown);

/** What a route answers. */
export type RouteResponse<Route extends ApiRouteContract> = z.output<Route['response']>;
