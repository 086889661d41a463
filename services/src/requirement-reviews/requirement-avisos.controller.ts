import { Controller, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { REQUIREMENT_AVISO_ROUTES as ROUTES, type ListResponse, type RequirementAvisoItem, type RequirementAvisosQuery } from '@postulate/contracts';
import { Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { RequirementAvisosService } from './requirement-avisos.service.js';

/** The administrator's list of ads that ask for a gender or ages, with the companies' reasons. */
@ApiTags('avisos')
@ApiCookieAuth()
@Roles('Administrador')
@Controller()
export class RequirementAvisosController {
  constructor(private readonly requirements: RequirementAvisosService) {}

  @ContractRoute(ROUTES.list)
  list(@Query(new ZodValidationPipe(ROUTES.list.query)) query: RequirementAvisosQuery): Promise<ListResponse<RequirementAvisoItem>> {
    return this.requirements.list(query);
  }
}
