import type { z } from 'zod';

/**
 * One API route as data: where it is (zod-free, so a browser page can import it without zod), and
 * what it takes and answers as zod schemas. Nest serves it from this declaration (services'
 * @ContractRoute), the OpenAPI document is generated from it and packages/client derives its call.
 */
export interface RoutePlace {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The full path with ':name' parameters, e.g. '/api/home/aviso/:id'. */
  path: `/api/${string}`;
  /**
   * multipart/form-data: the body goes as JSON in the part `jsonbody` and the file in the part
   * `file` (the spec's '.../mp' calls), so the client knows to build a FormData.
   */
  multipart?: true;
  /** The route answers a file's bytes (a photo, a PDF): the client gives its URL, not a call. */
  answers?: 'file';
  /**
   * The answer is the same for everyone: the client sends it no cookie, so a logged-in person's
   * request is a visitor's, which caches may keep and replicas answer; the API serves it as
   * @PublicCacheable().
   */
  anonymous?: true;
}

/** The file part of a multipart route: what the server accepts, for the document and the limit. */
export interface UploadPart {
  /** What the file may be, for the API documentation. */
  description: string;
  maxBytes: number;
  /** The Spanish 413 answer, on the `file` field. */
  tooLargeMessage: string;
  /** The route also works without a file (a save that keeps the stored one). */
  optional?: true;
}

export interface ApiRouteContract extends RoutePlace {
  /** One line for the API documentation. */
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /**
   * The route answers 201 (something was created) instead of 200; 'when new': 201 for a new one,
   * 200 with the same body when it existed already.
   */
  created?: true | 'when new';
  /** The route answers 204 and no body (its response schema is `z.void()`). */
  noContent?: true;
  /** Set on multipart routes (with the place's `multipart`): the `file` part. */
  upload?: UploadPart;
  /**
   * The Content-Types a file answer carries (`answers: 'file'`), without parameters such as charset:
   * the OpenAPI document declares them and the conformance spec checks each answer against them.
   */
  fileTypes?: readonly [string, ...string[]];
  /** The route sends a browser on with 303 See Other: where to (`always`: it never answers 200). */
  redirects?: { description: string; always?: true };
  /**
   * Refusals particular to the route, by status: what they mean. Those every route of its kind can
   * meet (401 and 403 from the guard, 429 from its rate limit, 400 and 413 from the body parser,
   * 503 without a database) are added to the document from the handler's metadata.
   */
  refusals?: Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 423 | 429 | 503, string>>;
}

/** Keeps the literal types of a declaration (its path, its schemas) for the server and the client. */
export function defineRoute<const Route extends ApiRouteContract>(route: Route): Route {
  return route;
}

type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

/** What a client sends to a route: only the parts the route declares. */
export type RouteInput<Route extends ApiRouteContract> = (Route['params'] extends z.ZodType ? { params: InputOf<Route['params']> } : unknown) &
  (Route['query'] extends z.ZodType ? { query: InputOf<Route['query']> } : unknown) &
  (Route['body'] extends z.ZodType ? { body: InputOf<Route['body']> } : unknown) &
  (Route['upload'] extends UploadPart ? (Route['upload']['optional'] extends true ? { file?: Blob } : { file: Blob }) : unknown);

/** What a route answers (nothing for a 204 route). */
export type RouteResponse<Route extends ApiRouteContract> = Route['noContent'] extends true ? void : z.output<Route['response']>;
