import { Controller, Get, HttpStatus, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MESSAGES } from '@postulate/contracts';
import { Public } from '../auth/auth.decorators.js';
import { ApiException } from '../common/api-exception.js';
import { FilesService } from './files.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ApiTags('archivos')
@Controller('files')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Public()
  @Get(':id')
  @ApiParam({ name: 'id', description: 'uuid of the stored file' })
  @ApiOkResponse({ description: 'The bytes, with the content type checked at upload' })
  @ApiNotFoundResponse({ description: 'Unknown id, or a file that is not public' })
  async file(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const file = UUID.test(id) ? await this.files.findPublic(id) : null;
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
