import { Body, Controller, UploadedFile } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { COMPANY_SIDE_ROUTES, type CompanyProfileData } from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import { jsonPart } from '../common/json-part.js';
import type { SessionUser } from '../common/session-user.js';
import type { UploadedFileData } from '../common/single-file-upload.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { CompanyProfileService, type CompanyProfileSave } from './company-profile.service.js';
import { CurrentCompany } from '../companies/current-company.service.js';

const ROUTES = COMPANY_SIDE_ROUTES.companyProfile;
const profilePipe = new ZodValidationPipe(ROUTES.save.body);

/** Mi Perfil (/admin/perfilempre) of an Empresa or a Tester. */
@ApiTags('empresa')
@ApiCookieAuth()
@Roles('Empresa', 'Tester')
@Controller()
export class CompanyProfileController {
  constructor(
    private readonly profiles: CompanyProfileService,
    private readonly company: CurrentCompany,
  ) {}

  @ContractRoute(ROUTES.get)
  async get(@CurrentUser() user: SessionUser): Promise<CompanyProfileData> {
    return this.profiles.get(await this.company.idOf(user));
  }

  @ContractRoute(ROUTES.save)
  async update(@Body(profilePipe) body: CompanyProfileSave, @CurrentUser() user: SessionUser): Promise<CompanyProfileData> {
    return this.profiles.update(user.id, await this.company.idOrNull(user), body);
  }

  @ContractRoute(ROUTES.saveWithLogo)
  async updateWithLogo(
    @Body() parts: Record<string, unknown>,
    @UploadedFile() file: UploadedFileData | undefined,
    @CurrentUser() user: SessionUser,
  ): Promise<CompanyProfileData> {
    const body = profilePipe.transform(jsonPart(parts?.jsonbody));
    return this.profiles.update(user.id, await this.company.idOrNull(user), body, file);
  }
}
