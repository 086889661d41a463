import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import {
  COMPANY_SIDE_ROUTES,
  type ApplicationMarks,
  type ApplicationNeighbours,
  type ApplicationNeighboursQuery,
  type ApplicationStageState,
  type BulkStageChange,
  type ListResponse,
  type StageChange,
  type CompanyApplicationDetail,
  type CompanyApplicationsPage,
  type CompanyApplicationsQuery,
  type ConversationView,
  type TestReportData,
  type UnqualifiedDiscard,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import { toListResponse } from '../common/list-response.js';
import type { SessionUser } from '../common/session-user.js';
import { RateLimited } from '../rate-limits/rate-limit.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CompanyApplicationsService } from './company-applications.service.js';
import { CurrentCompany } from '../companies/current-company.service.js';

const ROUTES = COMPANY_SIDE_ROUTES.companyApplications;
const idPipe = new ZodValidationPipe(ROUTES.get.params);
const markPipe = new ZodValidationPipe(ROUTES.markRead.body);

/** Applications to the company's ads: the list per ad, the applicant profile, marks, report and messages. */
@ApiTags('empresa')
@ApiCookieAuth()
@Roles('Empresa')
@Controller()
export class CompanyApplicationsController {
  constructor(
    private readonly applications: CompanyApplicationsService,
    private readonly company: CurrentCompany,
  ) {}

  @ContractRoute(ROUTES.list)
  async list(
    @Param(new ZodValidationPipe(ROUTES.list.params)) { id }: { id: number },
    @Query(new ZodValidationPipe(ROUTES.list.query)) query: CompanyApplicationsQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<CompanyApplicationsPage> {
    return this.applications.list(await this.company.idOf(user), id, query);
  }

  @ContractRoute(ROUTES.get)
  async detail(@Param(idPipe) { id }: { id: number }, @CurrentUser() user: SessionUser): Promise<CompanyApplicationDetail> {
    return this.applications.detail(await this.company.idOf(user), id);
  }

  @ContractRoute(ROUTES.neighbours)
  async neighbours(
    @Param(idPipe) { id }: { id: number },
    @Query(new ZodValidationPipe(ROUTES.neighbours.query)) query: ApplicationNeighboursQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<ApplicationNeighbours> {
    return this.applications.neighbours(await this.company.idOf(user), id, query);
  }

  @ContractRoute(ROUTES.report)
  async report(@Param(idPipe) { id }: { id: number }, @CurrentUser() user: SessionUser): Promise<TestReportData> {
    return this.applications.report(await this.company.idOf(user), id);
  }

  @ContractRoute(ROUTES.markRead)
  async markRead(@Body(markPipe) body: { id: number }, @CurrentUser() user: SessionUser): Promise<ApplicationMarks> {
    return this.applications.markRead(await this.company.idOf(user), body.id, user.id);
  }

  @ContractRoute(ROUTES.markFavourite)
  async markFavourite(@Body(markPipe) body: { id: number; favourite?: boolean }, @CurrentUser() user: SessionUser): Promise<ApplicationMarks> {
    return this.applications.markFavourite(await this.company.idOf(user), body.id, body.favourite);
  }

  @ContractRoute(ROUTES.conversation)
  async conversation(@Param(idPipe) { id }: { id: number }, @CurrentUser() user: SessionUser): Promise<ConversationView> {
    return this.applications.conversation(await this.company.idOf(user), id);
  }

  @ContractRoute(ROUTES.send)
  @RateLimited('message')
  async send(
    @Param(idPipe) { id }: { id: number },
    @Body(new ZodValidationPipe(ROUTES.send.body)) body: { message: string },
    @CurrentUser() user: SessionUser,
  ): Promise<ConversationView> {
    return this.applications.send(await this.company.idOf(user), id, body.message);
  }

  @ContractRoute(ROUTES.setStage)
  async setStage(
    @Param(idPipe) { id }: { id: number },
    @Body(new ZodValidationPipe(ROUTES.setStage.body)) body: StageChange,
    @CurrentUser() user: SessionUser,
  ): Promise<ApplicationStageState> {
    const [state] = await this.applications.setStage(await this.company.idOf(user), user.id, [id], body.estado, body.mensaje);
    return state;
  }

  @ContractRoute(ROUTES.setStages)
  async setStages(
    @Body(new ZodValidationPipe(ROUTES.setStages.body)) body: BulkStageChange,
    @CurrentUser() user: SessionUser,
  ): Promise<ListResponse<ApplicationStageState>> {
    const states = await this.applications.setStage(await this.company.idOf(user), user.id, body.ids, body.estado, body.mensaje);
    return toListResponse(states, states.length);
  }

  @ContractRoute(ROUTES.discardUnqualified)
  async discardUnqualified(@Param(idPipe) { id }: { id: number }, @CurrentUser() user: SessionUser): Promise<UnqualifiedDiscard> {
    return this.applications.discardUnqualified(await this.company.idOf(user), user.id, id);
  }

  @ContractRoute(ROUTES.markMessagesRead)
  async markMessagesRead(@Body(new ZodValidationPipe(ROUTES.markMessagesRead.body)) body: { id: number }, @CurrentUser() user: SessionUser): Promise<void> {
    await this.applications.markMessagesRead(await this.company.idOf(user), body.id);
  }
}
