import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Res, UploadedFile } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import {
  CV_LIMITS,
  CV_MESSAGES,
  MESSAGES,
  cvSaveSchema,
  cvSaveWithFileSchema,
  idSchema,
  type CvResponse,
  type CvSave,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { SessionUser } from '../auth/auth.types.js';
import { ApiException } from '../common/api-exception.js';
import { jsonPart } from '../common/json-part.js';
import { jsonSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { sendPrivateFile } from '../files/private-file.js';
import { FileUploadRoute, type UploadedFileData } from '../files/single-file-upload.js';
import { CurrentApplicant } from './current-applicant.service.js';
import { CvFilesService } from './cv-files.service.js';
import { CvService } from './cv.service.js';

const idPipe = new ZodValidationPipe(idSchema);
const withFilePipe = new ZodValidationPipe(cvSaveWithFileSchema);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Mi CV: an applicant reads and saves only their own CV, whose id is their applicant id. */
@ApiTags('cv')
@ApiCookieAuth()
@Roles('Postulante')
@Controller('cv')
export class CvController {
  constructor(
    private readonly cvs: CvService,
    private readonly cvFiles: CvFilesService,
    private readonly applicant: CurrentApplicant,
  ) {}

  @Get('get/:id')
  @ApiParam({ name: 'id', type: Number, description: "The session's applicant id" })
  @ApiOkResponse({ description: '{id, version, cv, updatedAt}; version 0 and cv null before the first save' })
  async get(@Param('id', idPipe) id: number, @CurrentUser() user: SessionUser): Promise<CvResponse> {
    return this.cvs.get(await this.applicant.requireOwn(user, id));
  }

  @Post('update/:id')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number, description: "The session's applicant id" })
  @ApiBody({ schema: jsonSchema(cvSaveSchema) })
  @ApiOkResponse({ description: 'The saved CV with its new version' })
  @ApiConflictResponse({ description: 'The CV was saved elsewhere since `version`: nothing written, reload' })
  async update(
    @Param('id', idPipe) id: number,
    @Body(new ZodValidationPipe(cvSaveSchema)) body: CvSave,
    @CurrentUser() user: SessionUser,
  ): Promise<CvResponse> {
    const applicantId = await this.applicant.requireOwn(user, id);
    return this.cvs.save(applicantId, body);
  }

  @Post('updatemp/:id')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number, description: "The session's applicant id" })
  @FileUploadRoute({
    jsonbody: "The body of /update/{id} plus adjunto: 'fotoPerfil' | 'documentoSeguridad'",
    file: 'Photo: PNG or JPEG up to 500000 bytes, cropped to 200x200. Document: PDF, PNG or JPEG up to 2 MB.',
    maxBytes: CV_LIMITS.documentMaxBytes,
    tooLargeMessage: CV_MESSAGES.fileTooLarge,
  })
  @ApiOkResponse({ description: 'The saved CV with the file in its slot' })
  async updateWithFile(
    @Param('id', idPipe) id: number,
    @Body() parts: Record<string, unknown>,
    @UploadedFile() file: UploadedFileData | undefined,
    @CurrentUser() user: SessionUser,
  ): Promise<CvResponse> {
    const applicantId = await this.applicant.requireOwn(user, id);
    const { adjunto, ...body } = withFilePipe.transform(jsonPart(parts?.jsonbody));
    // Decoding and resizing happen before the transaction, so it stays short.
    const upload = await this.cvFiles.prepare(adjunto, file);
    return this.cvs.save(applicantId, body, upload);
  }

  /** The CV's private files: the photo and the security document. */
  @Get('archivo/:fileId')
  @Roles('Postulante', 'Empresa', 'Tester')
  @ApiParam({ name: 'fileId', description: 'uuid of the file, as on the CV' })
  @ApiOkResponse({ description: 'The bytes, to the applicant or to a company that received the CV with an application' })
  @ApiNotFoundResponse({ description: 'Unknown id, or a file this user may not see' })
  async file(@Param('fileId') fileId: string, @CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    if (!UUID.test(fileId)) throw new ApiException(HttpStatus.NOT_FOUND, { message: MESSAGES.notFound });
    const file = await this.cvFiles.download(user, fileId);
    sendPrivateFile(res, file);
  }
}
