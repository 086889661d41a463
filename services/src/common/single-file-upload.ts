import {
  applyDecorators,
  HttpStatus,
  Injectable,
  mixin,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, type SchemaObject } from '@nestjs/swagger';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { ApiException } from './api-exception.js';

/** The part multer hands over (kept in memory: the bytes go to PostgreSQL, never to disk). */
export interface UploadedFileData {
  buffer: Buffer;
  size: number;
  mimetype: string;
  originalname: string;
}

/**
 * multipart/form-data with at most one file part `field` and a few text parts (the spec's
 * '.../mp' calls: parts `file` and `jsonbody`). A file over maxBytes answers 413 with our message
 * on the field, so the form can show it next to the file input.
 */
export function SingleFileUpload(field: string, maxBytes: number, tooLargeMessage: string): Type<NestInterceptor> {
  const Multer = FileInterceptor(field, {
    limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 64 * 1024 },
  });

  @Injectable()
  class SingleFileUploadInterceptor implements NestInterceptor {
    private readonly multer = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.multer.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) {
          throw new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, { field, message: tooLargeMessage, errors: [{ field, message: tooLargeMessage }] });
        }
        throw error;
      }
    }
  }
  return mixin(SingleFileUploadInterceptor);
}

/**
 * A '.../mp' or add_file.php route: the multipart parts `jsonbody` and `file` documented, and the
 * upload taken by SingleFileUpload (the handler validates `jsonbody` itself).
 */
export function FileUploadRoute(options: {
  jsonbody: string;
  /** The JSON the `jsonbody` part carries, when a contract declares it. */
  jsonbodySchema?: SchemaObject;
  file: string;
  fileOptional?: boolean;
  maxBytes: number;
  tooLargeMessage: string;
}) {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        properties: {
          jsonbody: {
            type: 'string',
            description: options.jsonbody,
            ...(options.jsonbodySchema && { contentMediaType: 'application/json', contentSchema: options.jsonbodySchema }),
          },
          file: { type: 'string', format: 'binary', description: options.file },
        },
        required: options.fileOptional ? ['jsonbody'] : ['jsonbody', 'file'],
      },
    }),
    UseInterceptors(SingleFileUpload('file', options.maxBytes, options.tooLargeMessage)),
  );
}
