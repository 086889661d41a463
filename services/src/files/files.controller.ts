import { Controller, HttpStatus, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ACCOUNT_ROUTES, MESSAGES } from '@postulate/contracts';
import { Public } from '../auth/auth.decorators.js';
import { ApiException } from '../common/api-exception.js';
import { ContractRoute } from '../common/contract-route.js';
import { FilesService } from './files.service.js';

const isFileId = (id: string) => ACCOUNT_ROUTES.files.file.params.shape.id.safeParse(id).success;

@ApiTags('archivos')
@Controller()
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Public()
  @ContractRoute(ACCOUNT_ROUTES.files.file)
  async file(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const file = isFileId(id) ? await this.files.findPublic(id) : null;
    if (!file) throw new ApiException(HttpStatus.NOT_FOUND, { message: MESSAGES.notFound });
    res.set({
      'Content-Type': file.mime,
      'Content-Length': String(file.size),
      // The type was decided by content at upload; browsers must not guess another one.
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      // A file never changes under its id.
      'Cache-Control': 'public, max-age=31536000, immutable',
      // The portal's pages live on other origins than the API.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    res.end(file.bytes);
  }
}
