import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiCookieAuth, ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  idSchema,
  interviewSaveSchema,
  listQuerySchema,
  type InterviewCandidate,
  type InterviewSave,
  type ListQuery,
  type ListResponse,
  type TestReportData,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { SessionUser } from '../auth/auth.types.js';
import { jsonSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { InterviewsService } from './interviews.service.js';

const idPipe = new ZodValidationPipe(idSchema);
const savePipe = new ZodValidationPipe(interviewSaveSchema);

/** The Tester's candidates (/admin/interview): a tester sees and changes only their own. */
@ApiTags('entrevistas')
@ApiCookieAuth()
@Roles('Tester')
@Controller('interview')
export class InterviewsController {
  constructor(private readonly interviews: InterviewsService) {}

  @Get()
  @ApiQuery({ name: 'fvalue', required: false, description: 'Text in the name or e-mail' })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'size', required: false, type: Number, description: '1 to 100, default 20' })
  @ApiOkResponse({ description: '{response: [{id, email, name, invitedAt, expiresAt, expired, tests}], size, total}' })
  list(@CurrentUser() user: SessionUser, @Query(new ZodValidationPipe(listQuerySchema)) query: ListQuery): Promise<ListResponse<InterviewCandidate>> {
    return this.interviews.list(user.id, query);
  }

  @Get('get/:id')
  @ApiParam({ name: 'id', type: Number })
  get(@CurrentUser() user: SessionUser, @Param('id', idPipe) id: number): Promise<InterviewCandidate> {
    return this.interviews.get(user.id, id);
  }

  @Post('add')
  @ApiBody({ schema: jsonSchema(interviewSaveSchema) })
  @ApiConflictResponse({ description: 'This tester already invited that e-mail' })
  add(@CurrentUser() user: SessionUser, @Body(savePipe) body: InterviewSave): Promise<InterviewCandidate> {
    return this.interviews.add(user.id, body);
  }

  @Post('update/:id')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiBody({ schema: jsonSchema(interviewSaveSchema) })
  @ApiOkResponse({ description: 'A new e-mail: a new link is sent and the previous one stops working; the same e-mail: only the extra time changes' })
  update(@CurrentUser() user: SessionUser, @Param('id', idPipe) id: number, @Body(savePipe) body: InterviewSave): Promise<InterviewCandidate> {
    return this.interviews.update(user.id, id, body);
  }

  @Get('report/:id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ description: 'The same report companies see' })
  report(@CurrentUser() user: SessionUser, @Param('id', idPipe) id: number): Promise<TestReportData> {
    return this.interviews.report(user.id, id);
  }
}
