import { Body, Controller, HttpStatus, Param, Query, Res, UploadedFile, type StreamableFile } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  applicationsExportSchema,
  COMPANY_RECORDS_MESSAGES,
  COMPANY_RECORDS_ROUTES as ROUTES,
  companyListExportSchema,
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
import { ApiException } from '../common/api-exception.js';
import { ContractRoute } from '../common/contract-route.js';
import { csvFile } from '../common/csv-export.js';
import { jsonPart } from '../common/json-part.js';
import type { SessionUser } from '../common/session-user.js';
import type { UploadedFileData } from '../common/single-file-upload.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { sendPrivateFile } from '../files/private-file.js';
import { AdminCompaniesService } from './admin-companies.service.js';
import { CompanyApplicationsService } from '../company-applications/company-applications.service.js';
import { CompanyDocumentsService } from './company-documents.service.js';
import { CompanyProfileService, type CompanyProfileSave } from './company-profile.service.js';
import { CurrentCompany } from '../companies/current-company.service.js';

const idPipe = new ZodValidationPipe(ROUTES.get.params);
const filePipe = new ZodValidationPipe(ROUTES.uploadDocument.body);
// The export's body depends on the caller's role, so each role's filter is checked on its own.
const companyExportPipe = new ZodValidationPipe(companyListExportSchema);
const applicationsExportPipe = new ZodValidationPipe(applicationsExportSchema);

/**
 * The seeds' provider-edit view (backoffice-side): the administrator's 'Empresas' list, a company's
 * profile, its nine documents ('Ver files') and its user; and the company's own documents.
 */
@ApiTags('empresa')
@ApiCookieAuth()
@Controller()
export class CompanyRecordsController {
  constructor(
    private readonly companies: AdminCompaniesService,
    private readonly documents: CompanyDocumentsService,
    private readonly profiles: CompanyProfileService,
    private readonly applications: CompanyApplicationsService,
    private readonly company: CurrentCompany,
  ) {}

  @ContractRoute(ROUTES.list)
  @Roles('Administrador')
  list(@Query(new ZodValidationPipe(ROUTES.list.query)) query: CompanyListQuery): Promise<ListResponse<CompanyListItem>> {
    return this.companies.list(query);
  }

  /**
   * The universal export: an administrator gets the companies list ({fvalue, fname, ftype}); a
   * company gets one of its ads' applications ({idAviso, tab, seguridad, estado}).
   */
  @ContractRoute(ROUTES.export)
  @Roles('Administrador', 'Empresa')
  async report(@Body() body: unknown, @CurrentUser() user: SessionUser): Promise<StreamableFile> {
    if (user.role === 'Administrador') {
      return csvFile('empresas', await this.companies.exportCsv(companyExportPipe.transform(body)));
    }
    const { idAviso, ...filter } = applicationsExportPipe.transform(body);
    return csvFile(`postulaciones-aviso-${idAviso}`, await this.applications.exportCsv(await this.company.idOf(user), idAviso, filter));
  }

  @ContractRoute(ROUTES.linkableUsers)
  @Roles('Administrador')
  linkableUsers(@Query(new ZodValidationPipe(ROUTES.linkableUsers.query)) query: { fvalue: string }): Promise<ListResponse<LinkableUser>> {
    return this.companies.linkableUsers(query.fvalue);
  }

  @ContractRoute(ROUTES.get)
  @Roles('Administrador')
  get(@Param(idPipe) { id }: { id: number }): Promise<CompanyAdminView> {
    return this.companies.get(id);
  }

  @ContractRoute(ROUTES.profile)
  @Roles('Administrador')
  async profile(@Param(idPipe) { id }: { id: number }): Promise<CompanyProfileData> {
    await this.assertExists(id);
    return this.profiles.get(id);
  }

  @ContractRoute(ROUTES.updateProfile)
  @Roles('Administrador')
  async updateProfile(
    @Param(idPipe) { id }: { id: number },
    @Body(new ZodValidationPipe(ROUTES.updateProfile.body)) body: CompanyProfileSave,
  ): Promise<CompanyProfileData> {
    await this.assertExists(id);
    return this.profiles.update(null, id, body);
  }

  @ContractRoute(ROUTES.link)
  @Roles('Administrador')
  link(@Param(idPipe) { id }: { id: number }, @Body(new ZodValidationPipe(ROUTES.link.body)) body: CompanyLink): Promise<CompanyAdminView> {
    return this.companies.link(id, body.userId);
  }

  @ContractRoute(ROUTES.ownDocuments)
  @Roles('Empresa', 'Tester')
  async ownDocuments(@CurrentUser() user: SessionUser): Promise<CompanyDocuments> {
    return this.documents.list(await this.company.idOf(user));
  }

  @ContractRoute(ROUTES.documents)
  @Roles('Administrador')
  documentsOf(@Param(idPipe) { id }: { id: number }): Promise<CompanyDocuments> {
    return this.documents.list(id);
  }

  @ContractRoute(ROUTES.uploadDocument)
  @Roles('Empresa', 'Tester', 'Administrador')
  async addFile(
    @Body() parts: Record<string, unknown>,
    @UploadedFile() file: UploadedFileData | undefined,
    @CurrentUser() user: SessionUser,
  ): Promise<CompanyDocuments> {
    const { id, slot } = filePipe.transform(jsonPart(parts?.jsonbody));
    await this.assertMayRead(user, id);
    return this.documents.upload(id, slot, file);
  }

  @ContractRoute(ROUTES.review)
  @Roles('Administrador')
  review(@Body(new ZodValidationPipe(ROUTES.review.body)) body: DocumentReview, @CurrentUser() user: SessionUser): Promise<CompanyDocuments> {
    return this.documents.review(user.id, body);
  }

  @ContractRoute(ROUTES.documentFile)
  @Roles('Empresa', 'Tester', 'Administrador')
  async documentFile(
    @Param(new ZodValidationPipe(ROUTES.documentFile.params)) { id, slot }: { id: number; slot: number },
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
