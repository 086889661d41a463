import { Module } from '@nestjs/common';
import { AvisosModule } from '../avisos/avisos.module.js';
import { HomeController } from './home.controller.js';
import { HomeService } from './home.service.js';

/** GET /api/home/ (search) and GET /api/home/aviso/{id} (public ad). */
@Module({
  imports: [AvisosModule],
  controllers: [HomeController],
  providers: [HomeService],
})
export class HomeModule {}
