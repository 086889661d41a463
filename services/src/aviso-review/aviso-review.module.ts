import { Module } from '@nestjs/common';
import { AvisosModule } from '../avisos/avisos.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { AvisoReviewController } from './aviso-review.controller.js';
import { AvisoReviewService } from './aviso-review.service.js';

/** Issue 39, point 3: review before publishing where the risk is (the administrator's side). */
@Module({
  imports: [AvisosModule, CompaniesModule],
  controllers: [AvisoReviewController],
  providers: [AvisoReviewService],
})
export class AvisoReviewModule {}
