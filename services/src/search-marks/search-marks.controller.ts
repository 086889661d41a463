import { Controller, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { SEARCH_MARK_ROUTES, type SearchMarks, type SearchMarksQuery } from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CurrentApplicant } from '../cv/current-applicant.service.js';
import { SearchMarksService } from './search-marks.service.js';

/** The applicant's marks on the home's search (SEARCH_MARK_ROUTES). */
@ApiTags('postulaciones')
@ApiCookieAuth()
@Roles('Postulante')
@Controller()
export class SearchMarksController {
  constructor(
    private readonly marks: SearchMarksService,
    private readonly applicant: CurrentApplicant,
  ) {}

  @ContractRoute(SEARCH_MARK_ROUTES.get)
  async get(@Query(new ZodValidationPipe(SEARCH_MARK_ROUTES.get.query)) query: SearchMarksQuery, @CurrentUser() user: SessionUser): Promise<SearchMarks> {
    return this.marks.marks(await this.applicant.idOf(user), query);
  }
}
