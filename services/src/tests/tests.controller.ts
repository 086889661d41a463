import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiCookieAuth, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  idSchema,
  testKindSchema,
  toulouseAnswersSchema,
  type AnswersResponse,
  type FinishResponse,
  type ListResponse,
  type StartResponse,
  type TestKind,
  type TestReportData,
  type TestStatus,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { SessionUser } from '../auth/auth.types.js';
import { toListResponse } from '../common/list-response.js';
import { jsonSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { parseAnswerBatch } from './answer-batch.js';
import { TestReportService } from './report/test-report.service.js';
import { TestsService } from './tests.service.js';

const testPipe = new ZodValidationPipe(testKindSchema);
const TEST_PARAM = { name: 'test', enum: ['toulouse', 'mbti', 'cards'] };

/**
 * The candidate's own tests, spec §7's generic form POST /api/test/{test}/{step}: start (or
 * resume), answers (an autosaved batch of raw answers), finish. Scores never come from the browser.
 */
@ApiTags('tests')
@ApiCookieAuth()
@Roles('Postulante')
@Controller('test')
export class TestsController {
  constructor(
    private readonly tests: TestsService,
    private readonly reports: TestReportService,
  ) {}

  @Get()
  @ApiOkResponse({ description: "{response: [{test, state: 'pending'|'in_progress'|'done', validUntil}], size, total}" })
  async status(@CurrentUser() user: SessionUser): Promise<ListResponse<TestStatus>> {
    const status = await this.tests.status(await this.tests.applicantOwner(user.id));
    return toListResponse(status, status.length);
  }

  @Get('report/:applicantId')
  @ApiParam({ name: 'applicantId', type: Number })
  @ApiOkResponse({ description: 'Scores and conclusions of the finished tests, with the integrity log' })
  async report(@CurrentUser() user: SessionUser, @Param('applicantId', new ZodValidationPipe(idSchema)) applicantId: number): Promise<TestReportData> {
    await this.tests.requireOwnApplicant(user.id, applicantId);
    return this.reports.reportForApplicant(applicantId);
  }

  @Post(':test/start')
  @HttpCode(HttpStatus.OK)
  @ApiParam(TEST_PARAM)
  @ApiOkResponse({ description: 'The server clock (deadline, remainingMs), what to show and the answers saved so far' })
  @ApiConflictResponse({ description: 'The test was already finished' })
  async start(@CurrentUser() user: SessionUser, @Param('test', testPipe) test: TestKind): Promise<StartResponse> {
    return this.tests.start(await this.tests.applicantOwner(user.id), test);
  }

  @Post(':test/answers')
  @HttpCode(HttpStatus.OK)
  @ApiParam(TEST_PARAM)
  @ApiBody({ schema: jsonSchema(toulouseAnswersSchema), description: 'Toulouse shown; mbti values are A|B, cards 1-8' })
  @ApiConflictResponse({ description: 'Not started, already finished, or past the deadline plus grace' })
  async answers(@CurrentUser() user: SessionUser, @Param('test', testPipe) test: TestKind, @Body() body: unknown): Promise<AnswersResponse> {
    const batch = parseAnswerBatch(test, body);
    return this.tests.saveAnswers(await this.tests.applicantOwner(user.id), test, batch);
  }

  @Post(':test/finish')
  @HttpCode(HttpStatus.OK)
  @ApiParam(TEST_PARAM)
  @ApiOkResponse({ description: '{test, validUntil}' })
  async finish(@CurrentUser() user: SessionUser, @Param('test', testPipe) test: TestKind): Promise<FinishResponse> {
    return this.tests.finish(await this.tests.applicantOwner(user.id), test);
  }
}
