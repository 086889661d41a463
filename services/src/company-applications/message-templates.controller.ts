import { Body, Controller, Param } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { COMPANY_SIDE_ROUTES, type ListResponse, type MessageTemplate, type MessageTemplateSave } from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import { toListResponse } from '../common/list-response.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CurrentCompany } from '../companies/current-company.service.js';
import { MessageTemplatesService } from './message-templates.service.js';

const ROUTES = COMPANY_SIDE_ROUTES.messageTemplates;
const idPipe = new ZodValidationPipe(ROUTES.update.params);
const bodyPipe = new ZodValidationPipe(ROUTES.add.body);

/** 'Plantillas de mensajes': the company's templates for the message that goes with a stage change. */
@ApiTags('empresa')
@ApiCookieAuth()
@Roles('Empresa')
@Controller()
export class MessageTemplatesController {
  constructor(
    private readonly templates: MessageTemplatesService,
    private readonly company: CurrentCompany,
  ) {}

  @ContractRoute(ROUTES.list)
  async list(@CurrentUser() user: SessionUser): Promise<ListResponse<MessageTemplate>> {
    const templates = await this.templates.list(await this.company.idOf(user));
    return toListResponse(templates, templates.length);
  }

  @ContractRoute(ROUTES.add)
  async add(@Body(bodyPipe) body: MessageTemplateSave, @CurrentUser() user: SessionUser): Promise<MessageTemplate> {
    return this.templates.add(await this.company.idOf(user), body);
  }

  @ContractRoute(ROUTES.update)
  async update(@Param(idPipe) { id }: { id: number }, @Body(bodyPipe) body: MessageTemplateSave, @CurrentUser() user: SessionUser): Promise<MessageTemplate> {
    return this.templates.update(await this.company.idOf(user), id, body);
  }

  @ContractRoute(ROUTES.remove)
  async remove(@Param(idPipe) { id }: { id: number }, @CurrentUser() user: SessionUser): Promise<void> {
    await this.templates.remove(await this.company.idOf(user), id);
  }
}
