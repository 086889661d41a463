import { Body, Controller, Param } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { COMPANY_SIDE_ROUTES, type ApplicationNote, type ApplicationNoteSave, type ListResponse } from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import { toListResponse } from '../common/list-response.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ApplicationNotesService } from './application-notes.service.js';
import { CurrentCompany } from '../companies/current-company.service.js';

const ROUTES = COMPANY_SIDE_ROUTES.applicationNotes;
const applicationPipe = new ZodValidationPipe(ROUTES.list.params);

/** 'Notas privadas' on an applicant's profile: the company's own notes on an application. */
@ApiTags('empresa')
@ApiCookieAuth()
@Roles('Empresa')
@Controller()
export class ApplicationNotesController {
  constructor(
    private readonly notes: ApplicationNotesService,
    private readonly company: CurrentCompany,
  ) {}

  @ContractRoute(ROUTES.list)
  async list(@Param(applicationPipe) { id }: { id: number }, @CurrentUser() user: SessionUser): Promise<ListResponse<ApplicationNote>> {
    const notes = await this.notes.list(await this.company.idOf(user), id);
    return toListResponse(notes, notes.length);
  }

  @ContractRoute(ROUTES.add)
  async add(
    @Param(applicationPipe) { id }: { id: number },
    @Body(new ZodValidationPipe(ROUTES.add.body)) body: ApplicationNoteSave,
    @CurrentUser() user: SessionUser,
  ): Promise<ApplicationNote> {
    return this.notes.add(await this.company.idOf(user), user.id, id, body.texto);
  }

  @ContractRoute(ROUTES.remove)
  async remove(@Param(new ZodValidationPipe(ROUTES.remove.params)) { id }: { id: number }, @CurrentUser() user: SessionUser): Promise<void> {
    await this.notes.remove(await this.company.idOf(user), id);
  }
}
