import type { SchemaObject } from '@nestjs/swagger';
import type { z } from 'zod';

/** Documents a request with the zod schema that validates it, so the docs cannot drift. */
export function jsonSchema(schema: z.ZodType): SchemaObject {
  // The dialect line is JSON Schema's; the document's own (OpenAPI 3.1) applies.
  const { $schema: _dialect, ...rest } = schema.toJSONSchema({ io: 'input' });
  return rest as SchemaObject;
}
