import { HttpStatus, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { toFieldErrors, unstorableTextError } from '@postulate/contracts';
import { ApiException } from './api-exception.js';

/**
 * Validates a body or query with the same zod schema the browser's form uses, so both sides show
 * the same Spanish message. Answers 400 {message, field, errors} with the first issue on top. Text
 * that passed a schema but no column can store (a NUL, a lone surrogate) is refused too.
 */
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.output<Schema> {
    const result = this.schema.safeParse(value);
    if (!result.success) {
      const errors = toFieldErrors(result.error);
      throw new ApiException(HttpStatus.BAD_REQUEST, { message: errors[0].message, field: errors[0].field, errors });
    }
    // Checked on what the client sent, so the error names the field as the client named it.
    const unstorable = unstorableTextError(value);
    if (unstorable) throw new ApiException(HttpStatus.BAD_REQUEST, { ...unstorable, errors: [unstorable] });
    return result.data;
  }
}
