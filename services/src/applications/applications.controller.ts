import { Body, Controller, HttpStatus, Param, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  APPLICATION_ROUTES,
  type ApplicationDetail,
  type ApplicationListItem,
  type ApplicationStatus,
  type ApplyRequest,
  type AvisoApplicationState,
  type ListQuery,
  type ListResponse,
  type Novedades,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CurrentApplicant } from '../cv/current-applicant.service.js';
import { ApplicationsService } from './applications.service.js';

/** The applicant's side of applications (APPLICATION_ROUTES): apply, Mis Postulaciones, and one application with what was sent. */
@ApiTags('postulaciones')
@ApiCookieAuth()
@Roles('Postulante')
@Controller()
export class ApplicationsController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly applicant: CurrentApplicant,
  ) {}

  @ContractRoute(APPLICATION_ROUTES.apply)
  async apply(
    @Body(new ZodValidationPipe(APPLICATION_ROUTES.apply.body)) body: ApplyRequest,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ApplicationStatus> {
    const { created, status } = await this.applications.apply(await this.applicant.idOf(user), body);
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return status;
  }

  @ContractRoute(APPLICATION_ROUTES.list)
  async list(
    @Query(new ZodValidationPipe(APPLICATION_ROUTES.list.query)) query: ListQuery,
    @CurrentUser() user: SessionUser,
  ): Promise<ListResponse<ApplicationListItem>> {
    return this.applications.list(await this.applicant.idOf(user), query);
  }

  @ContractRoute(APPLICATION_ROUTES.get)
  async get(@Param(new ZodValidationPipe(APPLICATION_ROUTES.get.params)) { id }: { id: number }, @CurrentUser() user: SessionUser): Promise<ApplicationDetail> {
    return this.applications.get(await this.applicant.idOf(user), id);
  }

  @ContractRoute(APPLICATION_ROUTES.forAviso)
  async forAviso(
    @Param(new ZodValidationPipe(APPLICATION_ROUTES.forAviso.params)) { idAviso }: { idAviso: number },
    @CurrentUser() user: SessionUser,
  ): Promise<AvisoApplicationState> {
    return { postulacion: await this.applications.statusFor(await this.applicant.idOf(user), idAviso) };
  }

  @ContractRoute(APPLICATION_ROUTES.withdraw)
  async withdraw(
    @Param(new ZodValidationPipe(APPLICATION_ROUTES.withdraw.params)) { id }: { id: number },
    @CurrentUser() user: SessionUser,
  ): Promise<ApplicationStatus> {
    return this.applications.withdraw(await this.applicant.idOf(user), user.id, id);
  }

  @ContractRoute(APPLICATION_ROUTES.novedades)
  async novedades(@CurrentUser() user: SessionUser): Promise<Novedades> {
    return this.applications.novedades(await this.applicant.idOf(user));
  }

  @ContractRoute(APPLICATION_ROUTES.seen)
  async seen(@CurrentUser() user: SessionUser): Promise<void> {
    await this.applications.markSeen(await this.applicant.idOf(user));
  }
}
