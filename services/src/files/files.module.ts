import { Module } from '@nestjs/common';
import { FilesController } from './files.controller.js';
import { FilesService } from './files.service.js';
import { StoredFilesRepository } from './stored-files.repository.js';

/** Stored uploads (company logos now; photos and documents reuse it) and GET /api/files/{id}. */
@Module({
  controllers: [FilesController],
  providers: [FilesService, StoredFilesRepository],
  exports: [FilesService, StoredFilesRepository],
})
export class FilesModule {}
