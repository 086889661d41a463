import type { ApiErrorBody } from './api.js';
import { z } from './zod.js';

// Items several features answer, as schemas: their types (reference.ts) are inferred from these.

export const namedItemSchema = z.object({ id: z.int(), name: z.string() });
export const localityOptionSchema = z.object({ id: z.string(), label: z.string() });
export const provinceOptionSchema = z.object({ id: z.string(), name: z.string() });
export const areaItemSchema = namedItemSchema.extend({ subareas: z.array(namedItemSchema) });

/** The {response, size, total} every paged list answers. */
export const listResponseSchema = <Item extends z.ZodType>(item: Item) => z.object({ response: z.array(item), size: z.int().min(0), total: z.int().min(0) });

/** A route that answers a file's bytes (its place says `answers: 'file'`): documented as binary. */
export const fileBytesSchema = z.unknown().describe("The file's bytes, with its own Content-Type");

/** What every CSV export answers (UTF-8 with BOM, ';'). */
export const CSV_TYPES = ['text/csv'] as const;

/** A 204 route's answer: nothing. */
export const noContentSchema = z.void();

/** Every refusal and error the API answers, whatever its status (a rate limit's 429 included). */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    field: z.string().optional(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    token: z.string().optional(),
    requestId: z.string().optional(),
  })
  .strict() satisfies z.ZodType<ApiErrorBody>;
