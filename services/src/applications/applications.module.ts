import { Module } from '@nestjs/common';
import { AvisosModule } from '../avisos/avisos.module.js';
import { CvModule } from '../cv/cv.module.js';
import { ApplicationsController } from './applications.controller.js';
import { ApplicationsRepository } from './applications.repository.js';
import { ApplicationsService } from './applications.service.js';
import { SentCvAttachments } from './cv-attachment.js';

@Module({
  imports: [AvisosModule, CvModule],
  controllers: [ApplicationsController],
  providers: [ApplicationsService, ApplicationsRepository, SentCvAttachments],
  exports: [ApplicationsService, ApplicationsRepository],
})
export class ApplicationsModule {}
