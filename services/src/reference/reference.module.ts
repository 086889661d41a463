import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Area } from './entities/area.entity.js';
import { Locality } from './entities/locality.entity.js';
import { Province } from './entities/province.entity.js';
import { SubArea } from './entities/sub-area.entity.js';
import { WorkLevel } from './entities/work-level.entity.js';
import { ReferenceController } from './reference.controller.js';
import { ReferenceService } from './reference.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Province, Locality, Area, SubArea, WorkLevel])],
  controllers: [ReferenceController],
  providers: [ReferenceService],
})
export class ReferenceModule {}
