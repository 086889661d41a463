import { Body, Controller, Param } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import {
  TEST_ROUTES,
  type AnswersResponse,
  type FinishResponse,
  type ListResponse,
  type MbtiSharing,
  type StartResponse,
  type TestKind,
  type TestReportData,
  type TestStatus,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import { toListResponse } from '../common/list-response.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { parseAnswerBatch } from './answer-batch.js';
import { TestReportService } from './report/test-report.service.js';
import { TestsService } from './tests.service.js';

/** The test in the path: the same for start, answers and finish. */
export const testParamPipe = new ZodValidationPipe(TEST_ROUTES.start.params);

/**
 * The candidate's own tests, spec §7's generic form POST /api/test/{test}/{step}: start (or
 * resume), answers (an autosaved batch of raw answers), finish. Scores never come from the browser.
 */
@ApiTags('tests')
@ApiCookieAuth()
@Roles('Postulante')
@Controller()
export class TestsController {
  constructor(
    private readonly tests: TestsService,
    private readonly reports: TestReportService,
  ) {}

  @ContractRoute(TEST_ROUTES.status)
  async status(@CurrentUser() user: SessionUser): Promise<ListResponse<TestStatus>> {
    const status = await this.tests.status(await this.tests.applicantOwner(user.id));
    return toListResponse(status, status.length);
  }

  @ContractRoute(TEST_ROUTES.report)
  async report(
    @CurrentUser() user: SessionUser,
    @Param(new ZodValidationPipe(TEST_ROUTES.report.params)) { applicantId }: { applicantId: number },
  ): Promise<TestReportData> {
    await this.tests.requireOwnApplicant(user.id, applicantId);
    return this.reports.reportForApplicant(applicantId, { reader: 'self' });
  }

  @ContractRoute(TEST_ROUTES.mbtiSharing)
  async mbtiSharing(@CurrentUser() user: SessionUser): Promise<MbtiSharing> {
    return this.tests.mbtiSharing(await this.tests.applicantOwner(user.id));
  }

  @ContractRoute(TEST_ROUTES.shareMbti)
  async shareMbti(@CurrentUser() user: SessionUser, @Body(new ZodValidationPipe(TEST_ROUTES.shareMbti.body)) { share }: MbtiSharing): Promise<MbtiSharing> {
    return this.tests.shareMbti(await this.tests.applicantOwner(user.id), share);
  }

  @ContractRoute(TEST_ROUTES.start)
  async start(@CurrentUser() user: SessionUser, @Param(testParamPipe) { test }: { test: TestKind }): Promise<StartResponse> {
    return this.tests.start(await this.tests.applicantOwner(user.id), test);
  }

  @ContractRoute(TEST_ROUTES.answers)
  async answers(@CurrentUser() user: SessionUser, @Param(testParamPipe) { test }: { test: TestKind }, @Body() body: unknown): Promise<AnswersResponse> {
    const batch = parseAnswerBatch(test, body);
    return this.tests.saveAnswers(await this.tests.applicantOwner(user.id), test, batch);
  }

  @ContractRoute(TEST_ROUTES.finish)
  async finish(@CurrentUser() user: SessionUser, @Param(testParamPipe) { test }: { test: TestKind }): Promise<FinishResponse> {
    return this.tests.finish(await this.tests.applicantOwner(user.id), test);
  }
}
