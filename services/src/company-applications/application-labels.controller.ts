import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import {
  COMPANY_SIDE_ROUTES,
  type ApplicationLabels,
  type ApplicationRatingSave,
  type ApplicationTagSave,
  type ListResponse,
  type TagSuggestion,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import { toListResponse } from '../common/list-response.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CurrentCompany } from '../companies/current-company.service.js';
import { ApplicationLabelsService } from './application-labels.service.js';

const ROUTES = COMPANY_SIDE_ROUTES.applicationLabels;
const applicationPipe = new ZodValidationPipe(ROUTES.rate.params);
const tagPipe = new ZodValidationPipe(ROUTES.addTag.body);

/** The applicant profile's 'Calificación' and 'Etiquetas': the company's own, never the applicant's to see. */
@ApiTags('empresa')
@ApiCookieAuth()
@Roles('Empresa')
@Controller()
export class ApplicationLabelsController {
  constructor(
    private readonly labels: ApplicationLabelsService,
    private readonly company: CurrentCompany,
  ) {}

  @ContractRoute(ROUTES.rate)
  async rate(
    @Param(applicationPipe) { id }: { id: number },
    @Body(new ZodValidationPipe(ROUTES.rate.body)) body: ApplicationRatingSave,
    @CurrentUser() user: SessionUser,
  ): Promise<ApplicationLabels> {
    return this.labels.rate(await this.company.idOf(user), id, body.calificacion);
  }

  @ContractRoute(ROUTES.addTag)
  async addTag(
    @Param(applicationPipe) { id }: { id: number },
    @Body(tagPipe) body: ApplicationTagSave,
    @CurrentUser() user: SessionUser,
  ): Promise<ApplicationLabels> {
    return this.labels.addTag(await this.company.idOf(user), id, body.etiqueta);
  }

  @ContractRoute(ROUTES.removeTag)
  async removeTag(
    @Param(applicationPipe) { id }: { id: number },
    @Body(tagPipe) body: ApplicationTagSave,
    @CurrentUser() user: SessionUser,
  ): Promise<ApplicationLabels> {
    return this.labels.removeTag(await this.company.idOf(user), id, body.etiqueta);
  }

  @ContractRoute(ROUTES.suggestTags)
  async suggestTags(
    @Query(new ZodValidationPipe(ROUTES.suggestTags.query)) query: { q: string },
    @CurrentUser() user: SessionUser,
  ): Promise<ListResponse<TagSuggestion>> {
    const tags = await this.labels.suggestions(await this.company.idOf(user), query.q);
    return toListResponse(tags, tags.length);
  }
}
