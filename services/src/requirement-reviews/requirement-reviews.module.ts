import { Module } from '@nestjs/common';
import { AvisosModule } from '../avisos/avisos.module.js';
import { RequirementAvisosController } from './requirement-avisos.controller.js';
import { RequirementAvisosService } from './requirement-avisos.service.js';

/** Fair wording of ads (issue 22): the administrator's review of gender and age requirements. */
@Module({
  imports: [AvisosModule],
  controllers: [RequirementAvisosController],
  providers: [RequirementAvisosService],
})
export class RequirementReviewsModule {}
