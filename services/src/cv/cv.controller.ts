import { Body, Controller, HttpStatus, Param, Res, UploadedFile } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CV_ROUTES, MESSAGES, type CvResponse, type CvSave } from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ApiException } from '../common/api-exception.js';
import { ContractRoute } from '../common/contract-route.js';
import { jsonPart } from '../common/json-part.js';
import type { SessionUser } from '../common/session-user.js';
import type { UploadedFileData } from '../common/single-file-upload.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { sendPrivateFile } from '../files/private-file.js';
import { CurrentApplicant } from './current-applicant.service.js';
import { CvFilesService } from './cv-files.service.js';
import { CvService } from './cv.service.js';

const applicantPipe = new ZodValidationPipe(CV_ROUTES.get.params);
const withFilePipe = new ZodValidationPipe(CV_ROUTES.saveWithFile.body);

/** Mi CV: an applicant reads and saves only their own CV, whose id is their applicant id. */
@ApiTags('cv')
@ApiCookieAuth()
@Roles('Postulante')
@Controller()
export class CvController {
  constructor(
    private readonly cvs: CvService,
    private readonly cvFiles: CvFilesService,
    private readonly applicant: CurrentApplicant,
  ) {}

  @ContractRoute(CV_ROUTES.get)
  async get(@Param(applicantPipe) { id }: { id: number }, @CurrentUser() user: SessionUser): Promise<CvResponse> {
    return this.cvs.get(await this.applicant.requireOwn(user, id));
  }

  @ContractRoute(CV_ROUTES.save)
  async update(
    @Param(applicantPipe) { id }: { id: number },
    @Body(new ZodValidationPipe(CV_ROUTES.save.body)) body: CvSave,
    @CurrentUser() user: SessionUser,
  ): Promise<CvResponse> {
    const applicantId = await this.applicant.requireOwn(user, id);
    return this.cvs.save(applicantId, body);
  }

  @ContractRoute(CV_ROUTES.saveWithFile)
  async updateWithFile(
    @Param(applicantPipe) { id }: { id: number },
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
  @ContractRoute(CV_ROUTES.file)
  @Roles('Postulante', 'Empresa', 'Tester')
  async file(@Param('fileId') fileId: string, @CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    if (!CV_ROUTES.file.params.shape.fileId.safeParse(fileId).success) throw new ApiException(HttpStatus.NOT_FOUND, { message: MESSAGES.notFound });
    const file = await this.cvFiles.download(user, fileId);
    sendPrivateFile(res, file);
  }
}
