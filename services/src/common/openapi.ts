import type { SchemaObject } from '@nestjs/swagger';
import type { z } from 'zod';

/** Documents a request with the zod schema that validates it, so the docs cannot drift. */
export function jsonSchema(schema: z.ZodType): SchemaObject {
  return schema.toJSONSchema({ io: 'input' }) as SchemaObject;
}
