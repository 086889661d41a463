import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts/alerts.module.js';
import { ApplicationsModule } from '../applications/applications.module.js';
import { CvModule } from '../cv/cv.module.js';
import { SearchMarksController } from './search-marks.controller.js';
import { SearchMarksService } from './search-marks.service.js';

@Module({
  imports: [AlertsModule, ApplicationsModule, CvModule],
  controllers: [SearchMarksController],
  providers: [SearchMarksService],
})
export class SearchMarksModule {}
