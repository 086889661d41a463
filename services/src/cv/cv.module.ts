import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Applicant } from '../applicants/entities/applicant.entity.js';
import { FilesModule } from '../files/files.module.js';
import { CurrentApplicant } from './current-applicant.service.js';
import { CvFilesService } from './cv-files.service.js';
import { CvController } from './cv.controller.js';
import { CvService } from './cv.service.js';
import { CvFile } from './entities/cv-file.entity.js';
import { CvDocument } from './entities/cv.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Applicant, CvDocument, CvFile]), FilesModule],
  controllers: [CvController],
  providers: [CvService, CvFilesService, CurrentApplicant],
  exports: [CvService, CvFilesService, CurrentApplicant],
})
export class CvModule {}
