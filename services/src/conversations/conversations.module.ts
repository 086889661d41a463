import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { CvModule } from '../cv/cv.module.js';
import { ConversationsController } from './conversations.controller.js';
import { ConversationsService } from './conversations.service.js';

@Module({
  imports: [ApplicationsModule, CvModule],
  controllers: [ConversationsController],
  providers: [ConversationsService],
  exports: [ConversationsService],
})
export class ConversationsModule {}
