import { Body, Controller, Get, HttpCode, HttpStatus, Post, UploadedFile } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, companyProfileSchema, LOGO_MAX_BYTES, type CompanyProfileData } from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { SessionUser } from '../auth/auth.types.js';
import { jsonPart } from '../common/json-part.js';
import { jsonSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { FileUploadRoute, type UploadedFileData } from '../files/single-file-upload.js';
import { CompanyProfileService, type CompanyProfileSave } from './company-profile.service.js';
import { CurrentCompany } from './current-company.service.js';

const profilePipe = new ZodValidationPipe(companyProfileSchema);

/** Mi Perfil (/admin/perfilempre) of an Empresa or a Tester. */
@ApiTags('empresa')
@ApiCookieAuth()
@Roles('Empresa', 'Tester')
@Controller('empresa')
export class CompanyProfileController {
  constructor(
    private readonly profiles: CompanyProfileService,
    private readonly company: CurrentCompany,
  ) {}

  @Get('perfil')
  @ApiOkResponse({ description: '{razonsocial, descripcion, cuit, email, tel, domicilio, province, location, locationLabel, logoUrl}' })
  async get(@CurrentUser() user: SessionUser): Promise<CompanyProfileData> {
    return this.profiles.get(await this.company.idOf(user));
  }

  @Post('perfil')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(companyProfileSchema) })
  @ApiOkResponse({ description: 'The saved profile; a user without a company (created by an administrator) creates it here' })
  async update(@Body(profilePipe) body: CompanyProfileSave, @CurrentUser() user: SessionUser): Promise<CompanyProfileData> {
    return this.profiles.update(user.id, await this.company.idOrNull(user), body);
  }

  @Post('perfilmp')
  @HttpCode(HttpStatus.OK)
  @FileUploadRoute({
    jsonbody: 'The same JSON as POST /api/empresa/perfil',
    file: 'Logo: PNG, JPG or GIF, at most 500000 bytes, checked by content',
    maxBytes: LOGO_MAX_BYTES,
    tooLargeMessage: ACCOUNT_MESSAGES.logoTooLarge,
  })
  @ApiOkResponse({ description: 'The saved profile with the new logo' })
  async updateWithLogo(
    @Body() parts: Record<string, unknown>,
    @UploadedFile() file: UploadedFileData | undefined,
    @CurrentUser() user: SessionUser,
  ): Promise<CompanyProfileData> {
    const body = profilePipe.transform(jsonPart(parts?.jsonbody));
    return this.profiles.update(user.id, await this.company.idOrNull(user), body, file);
  }
}
