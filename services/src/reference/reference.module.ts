import { Module } from '@nestjs/common';
import { ReferenceAdminController } from './reference-admin.controller.js';
import { ReferenceAdminService } from './reference-admin.service.js';
import { ReferenceController } from './reference.controller.js';
import { ReferenceRepository } from './reference.repository.js';
import { ReferenceService } from './reference.service.js';

/** The reference lists' tables and their screens. */
@Module({
  controllers: [ReferenceController, ReferenceAdminController],
  providers: [ReferenceRepository, ReferenceService, ReferenceAdminService],
  exports: [ReferenceRepository],
})
export class ReferenceModule {}
