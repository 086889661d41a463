import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { INTERVIEW_ROUTES, type Interview, type InterviewSave, type ListResponse, type UpcomingInterviewsQuery } from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { CurrentCompany } from '../companies/current-company.service.js';
import { ContractRoute } from '../common/contract-route.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { InterviewsService } from './interviews.service.js';

const applicationPipe = new ZodValidationPipe(INTERVIEW_ROUTES.schedule.params);
const interviewPipe = new ZodValidationPipe(INTERVIEW_ROUTES.reschedule.params);
const savePipe = new ZodValidationPipe(INTERVIEW_ROUTES.schedule.body);

/** The company's interviews with the applicants to its ads. */
@ApiTags('empresa')
@ApiCookieAuth()
@Roles('Empresa')
@Controller()
export class CompanyInterviewsController {
  constructor(
    private readonly interviews: InterviewsService,
    private readonly company: CurrentCompany,
  ) {}

  @ContractRoute(INTERVIEW_ROUTES.schedule)
  async schedule(@Param(applicationPipe) { id }: { id: number }, @Body(savePipe) body: InterviewSave, @CurrentUser() user: SessionUser): Promise<Interview> {
    return this.interviews.schedule(await this.company.idOf(user), user.id, id, body);
  }

  @ContractRoute(INTERVIEW_ROUTES.reschedule)
  async reschedule(
    @Param(interviewPipe) { id, idEntrevista }: { id: number; idEntrevista: number },
    @Body(savePipe) body: InterviewSave,
    @CurrentUser() user: SessionUser,
  ): Promise<Interview> {
    return this.interviews.reschedule(await this.company.idOf(user), id, idEntrevista, body);
  }

  @ContractRoute(INTERVIEW_ROUTES.cancel)
  async cancel(@Param(interviewPipe) { id, idEntrevista }: { id: number; idEntrevista: number }, @CurrentUser() user: SessionUser): Promise<Interview> {
    return this.interviews.cancel(await this.company.idOf(user), id, idEntrevista);
  }

  @ContractRoute(INTERVIEW_ROUTES.ofApplication)
  async ofApplication(@Param(applicationPipe) { id }: { id: number }, @CurrentUser() user: SessionUser): Promise<ListResponse<Interview>> {
    return this.interviews.ofApplication(await this.company.idOf(user), id);
  }

  @ContractRoute(INTERVIEW_ROUTES.upcoming)
  async upcoming(
    @Query(new ZodValidationPipe(INTERVIEW_ROUTES.upcoming.query)) query: UpcomingInterviewsQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<ListResponse<Interview>> {
    return this.interviews.upcomingForCompany(await this.company.idOf(user), query.aviso);
  }
}
