import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AvisosModule } from '../avisos/avisos.module.js';
import { HomeController } from './home.controller.js';
import { HomeService } from './home.service.js';
import { SharingController } from './sharing.controller.js';
import { SharingService } from './sharing.service.js';

/** GET /api/home/ (search), GET /api/home/aviso/{id} (public ad) and what search engines and link previews read (sharing). */
@Module({
  imports: [AvisosModule, ApplicationsModule],
  controllers: [HomeController, SharingController],
  providers: [HomeService, SharingService],
  // Job alerts match their saved searches as the home does.
  exports: [HomeService],
})
export class HomeModule {}
