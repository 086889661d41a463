import { Body, Controller, Param } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import {
  COMPANY_SIDE_ROUTES,
  type AvisoDeleted,
  type AvisoSave,
  type AvisoSaved,
  type AvisoUpdate,
  type CompanyAvisoData,
  type CompanyDashboard,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import { ChangesPublicAnswers } from '../common/public-cache.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CompanyAvisosService } from './company-avisos.service.js';
import { CurrentCompany } from '../companies/current-company.service.js';

const ROUTES = COMPANY_SIDE_ROUTES.companyAvisos;
const actionPipe = new ZodValidationPipe(ROUTES.publish.body);

/** The company's own ads: dashboard, the wizard's save, publish, finish, delete, republish and duplicate. */
@ApiTags('empresa')
@ApiCookieAuth()
@Roles('Empresa')
@Controller()
export class CompanyAvisosController {
  constructor(
    private readonly avisos: CompanyAvisosService,
    private readonly company: CurrentCompany,
  ) {}

  @ContractRoute(ROUTES.dashboard)
  async dashboard(@CurrentUser() user: SessionUser): Promise<CompanyDashboard> {
    return this.avisos.dashboard(await this.company.idOf(user));
  }

  @ContractRoute(ROUTES.get)
  async get(@Param(new ZodValidationPipe(ROUTES.get.params)) { id }: { id: number }, @CurrentUser() user: SessionUser): Promise<CompanyAvisoData> {
    return this.avisos.get(await this.company.idOf(user), id);
  }

  @ContractRoute(ROUTES.add)
  async add(@Body(new ZodValidationPipe(ROUTES.add.body)) body: AvisoSave, @CurrentUser() user: SessionUser): Promise<AvisoSaved> {
    return this.avisos.add(await this.company.idOf(user), body);
  }

  @ContractRoute(ROUTES.update)
  async update(@Body(new ZodValidationPipe(ROUTES.update.body)) body: AvisoUpdate, @CurrentUser() user: SessionUser): Promise<AvisoSaved> {
    return this.avisos.update(await this.company.idOf(user), body.id, body.aviso);
  }

  @ContractRoute(ROUTES.publish)
  @ChangesPublicAnswers()
  async publish(@Body(actionPipe) body: { id: number }, @CurrentUser() user: SessionUser): Promise<AvisoSaved> {
    return this.avisos.publish(await this.company.idOf(user), body.id);
  }

  @ContractRoute(ROUTES.finish)
  @ChangesPublicAnswers()
  async finish(@Body(actionPipe) body: { id: number }, @CurrentUser() user: SessionUser): Promise<AvisoSaved> {
    return this.avisos.finish(await this.company.idOf(user), user.id, body.id);
  }

  @ContractRoute(ROUTES.republish)
  async republish(@Body(actionPipe) body: { id: number }, @CurrentUser() user: SessionUser): Promise<AvisoSaved> {
    return this.avisos.republish(await this.company.idOf(user), body.id);
  }

  @ContractRoute(ROUTES.duplicate)
  async duplicate(@Param(new ZodValidationPipe(ROUTES.duplicate.params)) { id }: { id: number }, @CurrentUser() user: SessionUser): Promise<AvisoSaved> {
    return this.avisos.duplicate(await this.company.idOf(user), id);
  }

  @ContractRoute(ROUTES.remove)
  @ChangesPublicAnswers()
  async delete(@Body(actionPipe) body: { id: number }, @CurrentUser() user: SessionUser): Promise<AvisoDeleted> {
    return this.avisos.delete(await this.company.idOf(user), body.id);
  }
}
