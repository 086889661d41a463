import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res, UploadedFile, type StreamableFile } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  applicationsExportSchema,
  COMPANY_DOCUMENT_MAX_BYTES,
  COMPANY_RECORDS_MESSAGES,
  companyFileSchema,
  companyLinkSchema,
  companyListExportSchema,
  companyListQuerySchema,
  companyProfileSchema,
  documentReviewSchema,
  idSchema,
  MESSAGES,
  type CompanyAdminView,
  type CompanyDocuments,
  type CompanyLink,
  type CompanyListItem,
  type CompanyListQuery,
  type CompanyProfileData,
  type DocumentReview,
  type LinkableUser,
  type ListResponse,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { SessionUser } from '../auth/auth.types.js';
import { ApiException } from '../common/api-exception.js';
import { csvFile } from '../common/csv-export.js';
import { jsonPart } from '../common/json-part.js';
import { jsonSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { sendPrivateFile } from '../files/private-file.js';
import { FileUploadRoute, type UploadedFileData } from '../files/single-file-upload.js';
import { AdminCompaniesService } from './admin-companies.service.js';
import { CompanyApplicationsService } from './company-applications.service.js';
import { CompanyDocumentsService } from './company-documents.service.js';
import { CompanyProfileService, type CompanyProfileSave } from './company-profile.service.js';
import { CurrentCompany } from './current-company.service.js';

const idPipe = new ZodValidationPipe(idSchema);
const slotPipe = new ZodValidationPipe(companyFileSchema.shape.slot);
const filePipe = new ZodValidationPipe(companyFileSchema);
const linkableQueryPipe = new ZodValidationPipe(z.object({ fvalue: companyListQuerySchema.shape.fvalue }));
const companyExportPipe = new ZodValidationPipe(companyListExportSchema);
const applicationsExportPipe = new ZodValidationPipe(applicationsExportSchema);

/**
 * The seeds' provider-edit view (backoffice-side): the administrator's 'Empresas' list, a company's
 * profile, its nine documents ('Ver files') and its user; and the company's own documents.
 */
@ApiTags('empresa')
@ApiCookieAuth()
@Controller('empresa')
export class CompanyRecordsController {
  constructor(
    private readonly companies: AdminCompaniesService,
    private readonly documents: CompanyDocumentsService,
    private readonly profiles: CompanyProfileService,
    private readonly applications: CompanyApplicationsService,
    private readonly company: CurrentCompany,
  ) {}

  @Get()
  @Roles('Administrador')
  @ApiQuery({ name: 'fvalue', required: false, description: 'Text to look for (case and accents ignored)' })
  @ApiQuery({ name: 'fname', required: false, enum: ['razonsocial', 'cuit', 'email'] })
  @ApiQuery({ name: 'ftype', required: false, enum: ['like', 'eq'] })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'size', required: false, type: Number })
  @ApiOkResponse({ description: '{response: [{id, razonsocial, cuit, email, avisosPublicados, verificada, pendientes, usuario, alta}], size, total}' })
  list(@Query(new ZodValidationPipe(companyListQuerySchema)) query: CompanyListQuery): Promise<ListResponse<CompanyListItem>> {
    return this.companies.list(query);
  }

  /**
   * The universal export: an administrator gets the companies list ({fvalue, fname, ftype}); a
   * company gets one of its ads' applications ({idAviso, tab}).
   */
  @Post('report.php')
  @Roles('Administrador', 'Empresa')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: { oneOf: [jsonSchema(companyListExportSchema), jsonSchema(applicationsExportSchema)] } })
  @ApiOkResponse({ description: "CSV: UTF-8 with BOM, ';' between fields, dd/MM/yyyy dates (Excel in es-AR)" })
  async report(@Body() body: unknown, @CurrentUser() user: SessionUser): Promise<StreamableFile> {
    if (user.role === 'Administrador') {
      return csvFile('empresas', await this.companies.exportCsv(companyExportPipe.transform(body)));
    }
    const { idAviso, tab, seguridad } = applicationsExportPipe.transform(body);
    return csvFile(`postulaciones-aviso-${idAviso}`, await this.applications.exportCsv(await this.company.idOf(user), idAviso, tab, seguridad));
  }

  @Get('usuarios')
  @Roles('Administrador')
  @ApiQuery({ name: 'fvalue', required: false, description: 'Part of the name or the e-mail' })
  @ApiOkResponse({ description: '{response: [{id, name, email, role}], size, total}: Empresa and Tester users without a company' })
  linkableUsers(@Query(linkableQueryPipe) query: { fvalue: string }): Promise<ListResponse<LinkableUser>> {
    return this.companies.linkableUsers(query.fvalue);
  }

  @Get('get/:id')
  @Roles('Administrador')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ description: '{id, razonsocial, cuit, email, avisosPublicados, verificada, pendientes, usuario, usuarioId, alta}' })
  get(@Param('id', idPipe) id: number): Promise<CompanyAdminView> {
    return this.companies.get(id);
  }

  @Get('get/:id/perfil')
  @Roles('Administrador')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ description: 'The company profile, as in Mi Perfil' })
  async profile(@Param('id', idPipe) id: number): Promise<CompanyProfileData> {
    await this.assertExists(id);
    return this.profiles.get(id);
  }

  @Post('update/:id')
  @Roles('Administrador')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiBody({ schema: jsonSchema(companyProfileSchema) })
  @ApiOkResponse({ description: 'The saved profile (the logo stays the company’s own)' })
  async updateProfile(
    @Param('id', idPipe) id: number,
    @Body(new ZodValidationPipe(companyProfileSchema)) body: CompanyProfileSave,
  ): Promise<CompanyProfileData> {
    await this.assertExists(id);
    return this.profiles.update(null, id, body);
  }

  @Post('link/:id')
  @Roles('Administrador')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiBody({ schema: jsonSchema(companyLinkSchema) })
  @ApiOkResponse({ description: 'The company with its new user' })
  link(@Param('id', idPipe) id: number, @Body(new ZodValidationPipe(companyLinkSchema)) body: CompanyLink): Promise<CompanyAdminView> {
    return this.companies.link(id, body.userId);
  }

  @Get('documentos')
  @Roles('Empresa', 'Tester')
  @ApiOkResponse({ description: "The company's nine document slots and whether it is verified" })
  async ownDocuments(@CurrentUser() user: SessionUser): Promise<CompanyDocuments> {
    return this.documents.list(await this.company.idOf(user));
  }

  @Get('get/:id/documentos')
  @Roles('Administrador')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ description: "A company's nine document slots, to review" })
  documentsOf(@Param('id', idPipe) id: number): Promise<CompanyDocuments> {
    return this.documents.list(id);
  }

  @Post('add_file.php')
  @Roles('Empresa', 'Tester', 'Administrador')
  @HttpCode(HttpStatus.OK)
  @FileUploadRoute({
    jsonbody: '{"id": company id, "slot": 1-9}',
    file: 'PNG, JPEG or PDF of at most 2 MB, checked by content',
    maxBytes: COMPANY_DOCUMENT_MAX_BYTES,
    tooLargeMessage: COMPANY_RECORDS_MESSAGES.fileTooLarge,
  })
  @ApiOkResponse({ description: "The company's documents, the slot pending review" })
  @ApiNotFoundResponse({ description: "Another company's id (for a company), or an unknown one" })
  async addFile(
    @Body() parts: Record<string, unknown>,
    @UploadedFile() file: UploadedFileData | undefined,
    @CurrentUser() user: SessionUser,
  ): Promise<CompanyDocuments> {
    const { id, slot } = filePipe.transform(jsonPart(parts?.jsonbody));
    await this.assertMayRead(user, id);
    return this.documents.upload(id, slot, file);
  }

  @Post('documento/revisar')
  @Roles('Administrador')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(documentReviewSchema) })
  @ApiOkResponse({ description: "The company's documents after the review; the first seven approved make it verified" })
  review(@Body(new ZodValidationPipe(documentReviewSchema)) body: DocumentReview, @CurrentUser() user: SessionUser): Promise<CompanyDocuments> {
    return this.documents.review(user.id, body);
  }

  @Get('documento/:id/:slot')
  @Roles('Empresa', 'Tester', 'Administrador')
  @ApiParam({ name: 'id', type: Number, description: 'The company' })
  @ApiParam({ name: 'slot', type: Number, description: '1 to 9' })
  @ApiOkResponse({ description: 'The bytes: images inline, a PDF as a download' })
  @ApiNotFoundResponse({ description: 'An empty slot, or a company that is not the caller’s' })
  async documentFile(
    @Param('id', idPipe) id: number,
    @Param('slot', slotPipe) slot: number,
    @CurrentUser() user: SessionUser,
    @Res() res: Response,
  ): Promise<void> {
    await this.assertMayRead(user, id);
    sendPrivateFile(res, await this.documents.download(id, slot));
  }

  /** Documents are private: an administrator reads any company's, a company only its own (others look unknown). */
  private async assertMayRead(user: SessionUser, companyId: number): Promise<void> {
    if (user.role === 'Administrador') return this.assertExists(companyId);
    if ((await this.company.idOrNull(user)) !== companyId) throw new ApiException(HttpStatus.NOT_FOUND, { message: MESSAGES.notFound });
  }

  private async assertExists(companyId: number): Promise<void> {
    if (!(await this.companies.exists(companyId))) {
      throw new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_RECORDS_MESSAGES.companyNotFound });
    }
  }
}
