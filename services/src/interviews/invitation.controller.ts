import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  invitationFormSchema,
  testKindSchema,
  type AnswersResponse,
  type FinishResponse,
  type InvitationForm,
  type InvitationView,
  type ListResponse,
  type StartResponse,
  type TestKind,
  type TestStatus,
} from '@postulate/contracts';
import { Public } from '../auth/auth.decorators.js';
import { toListResponse } from '../common/list-response.js';
import { jsonSchema } from '../common/openapi.js';
import { RateLimited } from '../rate-limits/rate-limit.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { parseAnswerBatch } from '../tests/answer-batch.js';
import { TestsService } from '../tests/tests.service.js';
import { InterviewsService } from './interviews.service.js';

/** Holds the claim secret of an invitation link, scoped to that link's API paths. */
const CLAIM_COOKIE = 'postulate_invitation';
const testPipe = new ZodValidationPipe(testKindSchema);
const TEST_PARAM = { name: 'test', enum: ['toulouse', 'mbti', 'cards'] };

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
@Controller('invitation/:token')
export class InvitationController {
  constructor(
    private readonly interviews: InterviewsService,
    private readonly tests: TestsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @RateLimited('invitation')
  @ApiParam({ name: 'token' })
  @ApiOkResponse({ description: "{state: 'new'|'ready', email, invitedBy, expiresAt, form, tests}" })
  @ApiNotFoundResponse({ description: 'Unknown link' })
  @ApiGoneResponse({ description: 'Expired link' })
  @ApiConflictResponse({ description: 'Claimed by another browser' })
  view(@Param('token') token: string, @Req() request: Request): Promise<InvitationView> {
    return this.interviews.view(token, claimOf(request));
  }

  @Post()
  @RateLimited('invitation')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'token' })
  @ApiBody({ schema: jsonSchema(invitationFormSchema) })
  async save(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(invitationFormSchema)) form: InvitationForm,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<InvitationView> {
    const { view, claim } = await this.interviews.save(token, claimOf(request), form);
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

  @Get('test')
  @ApiParam({ name: 'token' })
  async status(@Param('token') token: string, @Req() request: Request): Promise<ListResponse<TestStatus>> {
    const status = await this.tests.status(await this.interviews.owner(token, claimOf(request)));
    return toListResponse(status, status.length);
  }

  @Post('test/:test/start')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'token' })
  @ApiParam(TEST_PARAM)
  async start(@Param('token') token: string, @Param('test', testPipe) test: TestKind, @Req() request: Request): Promise<StartResponse> {
    return this.tests.start(await this.interviews.owner(token, claimOf(request)), test);
  }

  @Post('test/:test/answers')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'token' })
  @ApiParam(TEST_PARAM)
  async answers(
    @Param('token') token: string,
    @Param('test', testPipe) test: TestKind,
    @Body() body: unknown,
    @Req() request: Request,
  ): Promise<AnswersResponse> {
    const batch = parseAnswerBatch(test, body);
    return this.tests.saveAnswers(await this.interviews.owner(token, claimOf(request)), test, batch);
  }

  @Post('test/:test/finish')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'token' })
  @ApiParam(TEST_PARAM)
  async finish(@Param('token') token: string, @Param('test', testPipe) test: TestKind, @Req() request: Request): Promise<FinishResponse> {
    return this.tests.finish(await this.interviews.owner(token, claimOf(request)), test);
  }
}
