import { applyDecorators, Delete, Get, HttpCode, HttpStatus, Post, Put, SetMetadata } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiQuery, ApiResponse, type SchemaObject } from '@nestjs/swagger';
import type { ApiRouteContract } from '@postulate/contracts';
import { FileUploadRoute } from './single-file-upload.js';
import { jsonSchema } from './openapi.js';
import { PublicCacheable } from './public-cache.js';

/** Marks a handler as serving a contract route: a controller with one serves only those (contract-routes.spec). */
export const CONTRACT_ROUTE_KEY = 'postulate:contract-route';

interface ObjectSchema {
  properties?: Record<string, SchemaObject>;
}

/** The answer's schema for the API document: what the route sends, not what it accepts. */
function responseSchema(route: ApiRouteContract): SchemaObject {
  // The dialect line is JSON Schema's; the document's own (OpenAPI 3.1) applies.
  const { $schema: _dialect, ...schema } = route.response.toJSONSchema({ io: 'output', unrepresentable: 'any' });
  return schema as SchemaObject;
}

const SEE_OTHER_HEADERS = { Location: { description: 'Where the browser goes', schema: { type: 'string' } } };

function answerDocument(route: ApiRouteContract): MethodDecorator[] {
  const redirect = route.redirects && ApiResponse({ status: HttpStatus.SEE_OTHER, description: route.redirects.description, headers: SEE_OTHER_HEADERS });
  if (route.redirects?.always) return [redirect!];
  const answer = route.noContent
    ? ApiResponse({ status: HttpStatus.NO_CONTENT, description: 'Done; no body' })
    : route.answers === 'file'
      ? ApiResponse({
          status: HttpStatus.OK,
          description: "The file's bytes",
          content: Object.fromEntries((route.fileTypes ?? []).map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
        })
      : ApiResponse({ status: route.created ? HttpStatus.CREATED : HttpStatus.OK, description: 'Done', schema: responseSchema(route) });
  const existing = route.created === 'when new' && ApiResponse({ status: HttpStatus.OK, description: 'It existed already', schema: responseSchema(route) });
  return [answer, ...(redirect ? [redirect] : []), ...(existing ? [existing] : [])];
}

/**
 * Serves a method at the route a contract declares (the controller is `@Controller()`, so the path
 * is the contract's, less the global '/api'), and documents it from the same schemas: parameters,
 * query, body and the answer (openapi-document.ts adds the refusals). The controller cannot serve
 * a path or method the contract does not say; services/test/contract-routes.spec.ts checks that
 * every declared route is served and that a controller serving one serves no route outside the
 * contract. A route the contract calls `anonymous` is @PublicCacheable().
 */
export function ContractRoute(route: ApiRouteContract): MethodDecorator {
  const path = route.path.replace(/^\/api\//, '');
  const decorators = [
    SetMetadata(CONTRACT_ROUTE_KEY, route),
    { GET: Get, POST: Post, PUT: Put, DELETE: Delete }[route.method](path),
    ...(route.noContent
      ? [HttpCode(HttpStatus.NO_CONTENT)]
      : route.created
        ? [HttpCode(HttpStatus.CREATED)]
        : route.method !== 'GET'
          ? [HttpCode(HttpStatus.OK)]
          : []),
    ApiOperation({ summary: route.summary }),
    ...answerDocument(route),
    ...(route.anonymous ? [PublicCacheable()] : []),
  ];
  for (const [name, schema] of Object.entries((route.params ? (jsonSchema(route.params) as ObjectSchema) : {}).properties ?? {})) {
    decorators.push(ApiParam({ name, schema }));
  }
  const query = route.query ? (jsonSchema(route.query) as ObjectSchema) : {};
  // Required is what an empty query is refused for: the JSON schema of a preprocessed field (a list
  // read from one or many ?province=) calls it required even when the rule accepts it missing.
  const missing = new Set(route.query?.safeParse({}).error?.issues.map((issue) => String(issue.path[0])));
  for (const [name, schema] of Object.entries(query.properties ?? {})) {
    decorators.push(ApiQuery({ name, schema, required: missing.has(name) }));
  }
  if (route.upload) {
    const { description, optional, maxBytes, tooLargeMessage } = route.upload;
    decorators.push(
      FileUploadRoute({
        jsonbody: 'The body, as JSON',
        jsonbodySchema: route.body && jsonSchema(route.body),
        file: description,
        fileOptional: optional,
        maxBytes,
        tooLargeMessage,
      }),
    );
  } else if (route.body) decorators.push(ApiBody({ schema: jsonSchema(route.body) }));
  return applyDecorators(...decorators);
}
