import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AvisosModule } from '../avisos/avisos.module.js';
import { HomeController } from './home.controller.js';
import { HomeService } from './home.service.js';

/** GET /api/home/ (search) and GET /api/home/aviso/{id} (public ad). */
@Module({
  imports: [AvisosModule, ApplicationsModule],
  controllers: [HomeController],
  providers: [HomeService],
  // Job alerts match their saved searches as the home does.
  exports: [HomeService],
})
export class HomeModule {}
