import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Area } from './entities/area.entity.js';
import { Locality } from './entities/locality.entity.js';
import { Province } from './entities/province.entity.js';
import { SubArea } from './entities/sub-area.entity.js';
import { WorkLevel } from './entities/work-level.entity.js';
import { ReferenceAdminController } from './reference-admin.controller.js';
import { ReferenceAdminService } from './reference-admin.service.js';
import { ReferenceController } from './reference.controller.js';
import { ReferenceService } from './reference.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Province, Locality, Area, SubArea, WorkLevel])],
  controllers: [ReferenceController, ReferenceAdminController],
  providers: [ReferenceService, ReferenceAdminService],
})
export class ReferenceModule {}
