import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { ReferenceModule } from '../reference/reference.module.js';
import { CurrentApplicant } from './current-applicant.service.js';
import { CvFilesService } from './cv-files.service.js';
import { CvController } from './cv.controller.js';
import { CvService } from './cv.service.js';
import { CvsRepository } from './cvs.repository.js';

@Module({
  imports: [FilesModule, ReferenceModule],
  controllers: [CvController],
  providers: [CvService, CvFilesService, CurrentApplicant, CvsRepository],
  exports: [CvService, CvFilesService, CurrentApplicant, CvsRepository],
})
export class CvModule {}
