import { applyDecorators, Get, HttpCode, HttpStatus, Post, SetMetadata } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiResponse, type SchemaObject } from '@nestjs/swagger';
import type { ApiRouteContract } from '@postulate/contracts';
import { FileUploadRoute } from '../files/single-file-upload.js';
import { jsonSchema } from './openapi.js';

/** Marks a handler as serving a contract route: a controller with one serves only those (contract-routes.spec). */
export const CONTRACT_ROUTE_KEY = 'postulate:contract-route';

interface ObjectSchema {
  properties?: Record<string, SchemaObject>;
  required?: string[];
}

/** The answer's schema for the API document: what the route sends, not what it accepts. */
function responseSchema(route: ApiRouteContract): SchemaObject {
  // The dialect line is JSON Schema's, not OpenAPI's.
  const { $schema: _dialect, ...schema } = route.response.toJSONSchema({ io: 'output', unrepresentable: 'any' });
  return schema as SchemaObject;
}

function answerDocument(route: ApiRouteContract): MethodDecorator {
  if (route.noContent) return ApiResponse({ status: HttpStatus.NO_CONTENT, description: 'Done; no body' });
  if (route.answers === 'file') return ApiOkResponse({ description: "The file's bytes, with its own Content-Type", schema: { type: 'string', format: 'binary' } });
  if (route.created) return ApiCreatedResponse({ schema: responseSchema(route) });
  return ApiOkResponse({ schema: responseSchema(route) });
}

/**
 * Serves a method at the route a contract declares (the controller is `@Controller()`, so the path
 * is the contract's, less the global '/api'), and documents it from the same schemas: parameters,
 * query, body, the answer and the refusals. The controller cannot serve a path or method the
 * contract does not say; services/test/contract-routes.spec.ts checks that every declared route is
 * served and that a controller serving one serves no route outside the contract.
 */
export function ContractRoute(route: ApiRouteContract): MethodDecorator {
  const path = route.path.replace(/^\/api\//, '');
  const decorators = [
    SetMetadata(CONTRACT_ROUTE_KEY, route),
    route.method === 'GET' ? Get(path) : Post(path),
    ...(route.noContent ? [HttpCode(HttpStatus.NO_CONTENT)] : route.created ? [HttpCode(HttpStatus.CREATED)] : route.method === 'POST' ? [HttpCode(HttpStatus.OK)] : []),
    ApiOperation({ summary: route.summary }),
    answerDocument(route),
    ...Object.entries(route.refusals ?? {}).map(([status, description]) => ApiResponse({ status: Number(status), description })),
  ];
  for (const [name, schema] of Object.entries((route.params ? (jsonSchema(route.params) as ObjectSchema) : {}).properties ?? {})) {
    decorators.push(ApiParam({ name, schema }));
  }
  const query = route.query ? (jsonSchema(route.query) as ObjectSchema) : {};
  for (const [name, schema] of Object.entries(query.properties ?? {})) {
    decorators.push(ApiQuery({ name, schema, required: query.required?.includes(name) ?? false }));
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
