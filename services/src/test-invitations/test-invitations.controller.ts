import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import {
  COMPANY_SIDE_ROUTES,
  type TestInvitationCandidate,
  type TestInvitationSave,
  type ListQuery,
  type ListResponse,
  type TestReportData,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { TestInvitationsService } from './test-invitations.service.js';

const ROUTES = COMPANY_SIDE_ROUTES.testInvitations;
const idPipe = new ZodValidationPipe(ROUTES.get.params);
const savePipe = new ZodValidationPipe(ROUTES.add.body);

/** The Tester's candidates (/admin/interview): a tester sees and changes only their own. */
@ApiTags('entrevistas')
@ApiCookieAuth()
@Roles('Tester')
@Controller()
export class TestInvitationsController {
  constructor(private readonly invitations: TestInvitationsService) {}

  @ContractRoute(ROUTES.list)
  list(@CurrentUser() user: SessionUser, @Query(new ZodValidationPipe(ROUTES.list.query)) query: ListQuery): Promise<ListResponse<TestInvitationCandidate>> {
    return this.invitations.list(user.id, query);
  }

  @ContractRoute(ROUTES.get)
  get(@CurrentUser() user: SessionUser, @Param(idPipe) { id }: { id: number }): Promise<TestInvitationCandidate> {
    return this.invitations.get(user.id, id);
  }

  @ContractRoute(ROUTES.add)
  add(@CurrentUser() user: SessionUser, @Body(savePipe) body: TestInvitationSave): Promise<TestInvitationCandidate> {
    return this.invitations.add(user.id, body);
  }

  @ContractRoute(ROUTES.update)
  update(@CurrentUser() user: SessionUser, @Param(idPipe) { id }: { id: number }, @Body(savePipe) body: TestInvitationSave): Promise<TestInvitationCandidate> {
    return this.invitations.update(user.id, id, body);
  }

  @ContractRoute(ROUTES.report)
  report(@CurrentUser() user: SessionUser, @Param(idPipe) { id }: { id: number }): Promise<TestReportData> {
    return this.invitations.report(user.id, id);
  }
}
