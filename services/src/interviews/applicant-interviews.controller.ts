import { Body, Controller, Param } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { INTERVIEW_ROUTES, type Interview, type InterviewAnswerRequest, type ListResponse } from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CurrentApplicant } from '../cv/current-applicant.service.js';
import { InterviewsService } from './interviews.service.js';

/** The candidate's interviews: the upcoming ones, and their answer to each. */
@ApiTags('postulaciones')
@ApiCookieAuth()
@Roles('Postulante')
@Controller()
export class ApplicantInterviewsController {
  constructor(
    private readonly interviews: InterviewsService,
    private readonly applicant: CurrentApplicant,
  ) {}

  @ContractRoute(INTERVIEW_ROUTES.mine)
  async mine(@CurrentUser() user: SessionUser): Promise<ListResponse<Interview>> {
    return this.interviews.upcomingForApplicant(await this.applicant.idOf(user));
  }

  @ContractRoute(INTERVIEW_ROUTES.answer)
  async answer(
    @Param(new ZodValidationPipe(INTERVIEW_ROUTES.answer.params)) { idEntrevista }: { idEntrevista: number },
    @Body(new ZodValidationPipe(INTERVIEW_ROUTES.answer.body)) body: InterviewAnswerRequest,
    @CurrentUser() user: SessionUser,
  ): Promise<Interview> {
    return this.interviews.answer(await this.applicant.idOf(user), idEntrevista, body);
  }
}
