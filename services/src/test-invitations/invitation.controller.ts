import { Body, Controller, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  INVITATION_ROUTES,
  type AnswersResponse,
  type FinishResponse,
  type InvitationForm,
  type InvitationView,
  type ListResponse,
  type MbtiSharing,
  type StartResponse,
  type TestKind,
  type TestReportData,
  type TestStatus,
} from '@postulate/contracts';
import { Public } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import { toListResponse } from '../common/list-response.js';
import { RateLimited } from '../rate-limits/rate-limit.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { parseAnswerBatch } from '../psychometric-tests/answer-batch.js';
import { TestsService } from '../psychometric-tests/tests.service.js';
import { TestInvitationsService } from './test-invitations.service.js';

/** Holds the claim secret of an invitation link, scoped to that link's API paths. */
const CLAIM_COOKIE = 'postulate_invitation';
const stepPipe = new ZodValidationPipe(INVITATION_ROUTES.start.params);
type StepParams = { token: string; test: TestKind };

const claimOf = (request: Request): string | undefined => {
  const value: unknown = request.cookies?.[CLAIM_COOKIE];
  return typeof value === 'string' && value ? value : undefined;
};

/**
 * The stand-alone invitation flow for candidates without an account: the link's token is the
 * credential, held together with the claim cookie of the browser that first saved the form. The
 * tests run through the same service as for applicants (the spec's generic /test/{test}/{step}).
 */
@ApiTags('invitaciones')
@Public()
@Controller()
export class InvitationController {
  constructor(
    private readonly invitations: TestInvitationsService,
    private readonly tests: TestsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ContractRoute(INVITATION_ROUTES.view)
  @RateLimited('invitation')
  view(@Param('token') token: string, @Req() request: Request): Promise<InvitationView> {
    return this.invitations.view(token, claimOf(request));
  }

  @ContractRoute(INVITATION_ROUTES.save)
  @RateLimited('invitation')
  async save(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(INVITATION_ROUTES.save.body)) form: InvitationForm,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<InvitationView> {
    const { view, claim } = await this.invitations.save(token, claimOf(request), form);
    if (claim) {
      response.cookie(CLAIM_COOKIE, claim, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.cookieSecure,
        path: `/api/invitation/${token}`,
        expires: new Date(view.expiresAt),
      });
    }
    return view;
  }

  @ContractRoute(INVITATION_ROUTES.status)
  async status(@Param('token') token: string, @Req() request: Request): Promise<ListResponse<TestStatus>> {
    const status = await this.tests.status(await this.invitations.owner(token, claimOf(request)));
    return toListResponse(status, status.length);
  }

  @ContractRoute(INVITATION_ROUTES.start)
  async start(@Param(stepPipe) { token, test }: StepParams, @Req() request: Request): Promise<StartResponse> {
    return this.tests.start(await this.invitations.owner(token, claimOf(request)), test);
  }

  @ContractRoute(INVITATION_ROUTES.answers)
  async answers(@Param(stepPipe) { token, test }: StepParams, @Body() body: unknown, @Req() request: Request): Promise<AnswersResponse> {
    const batch = parseAnswerBatch(test, body);
    return this.tests.saveAnswers(await this.invitations.owner(token, claimOf(request)), test, batch);
  }

  @ContractRoute(INVITATION_ROUTES.shareMbti)
  shareMbti(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(INVITATION_ROUTES.shareMbti.body)) { share }: MbtiSharing,
    @Req() request: Request,
  ): Promise<MbtiSharing> {
    return this.invitations.shareMbti(token, claimOf(request), share);
  }

  @ContractRoute(INVITATION_ROUTES.finish)
  async finish(@Param(stepPipe) { token, test }: StepParams, @Req() request: Request): Promise<FinishResponse> {
    return this.tests.finish(await this.invitations.owner(token, claimOf(request)), test);
  }

  @ContractRoute(INVITATION_ROUTES.report)
  report(@Param('token') token: string, @Req() request: Request): Promise<TestReportData> {
    return this.invitations.ownReport(token, claimOf(request));
  }
}
