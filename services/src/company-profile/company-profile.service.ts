import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, type CompanyProfileData, type companyProfileSchema } from '@postulate/contracts';
import { LOGO_RULE } from '../accounts/registration.service.js';
import { ApiException } from '../common/api-exception.js';
import { PublicAnswers } from '../common/public-answers.js';
import type { UploadedFileData } from '../common/single-file-upload.js';
import { CompaniesRepository, type CompanyColumns } from '../companies/companies.repository.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { FilesService } from '../files/files.service.js';
import { StoredFilesRepository } from '../files/stored-files.repository.js';
import { checkImage } from '../files/image-content.js';

export type CompanyProfileSave = z.output<typeof companyProfileSchema>;

const badField = (field: string, message: string) => new ApiException(HttpStatus.BAD_REQUEST, { message, field, errors: [{ field, message }] });

/** Mi Perfil: the company's own data and logo, under the registration's rules. */
@Injectable()
export class CompanyProfileService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompaniesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly files: FilesService,
    private readonly storedFiles: StoredFilesRepository,
    private readonly publicAnswers: PublicAnswers,
  ) {}

  async get(companyId: number): Promise<CompanyProfileData> {
    const company = await this.companies.withLocality(companyId);
    return {
      razonsocial: company.razonsocial,
      descripcion: company.descripcion,
      cuit: company.cuit,
      email: company.email,
      tel: company.tel,
      domicilio: company.domicilio,
      province: company.provinceId,
      location: company.localityId,
      locationLabel: company.locality.name,
      logoUrl: company.logoFileId ? `${this.config.apiUrl}/api/files/${company.logoFileId}` : null,
    };
  }

  /**
   * Saves the fields and, when one is sent, replaces the logo (checked by content first, outside the
   * transaction). A user with no company yet (an Empresa an administrator created) creates it. A new
   * name or logo changes the company's public ads.
   */
  async update(userId: number | null, companyId: number | null, body: CompanyProfileSave, logo?: UploadedFileData): Promise<CompanyProfileData> {
    let checkedLogo: { mime: string; bytes: Buffer } | null = null;
    if (logo) {
      const checked = await checkImage(logo.buffer, LOGO_RULE);
      if (!checked.ok) throw badField('file', checked.message);
      checkedLogo = checked;
    }
    const saved = await this.dataSource.transaction(async (manager) => {
      const locality = await this.companies.provinceOfLocality(manager, body.location);
      if (!locality) throw badField('location', ACCOUNT_MESSAGES.localityRequired);
      if (locality.province_id.trim() !== body.province) throw badField('location', ACCOUNT_MESSAGES.localityOutsideProvince);
      const changes: CompanyColumns = {
        razonsocial: body.razonsocial,
        descripcion: body.descripcion,
        cuit: body.cuit,
        email: body.email,
        tel: body.tel,
        domicilio: body.domicilio,
        provinceId: body.province,
        localityId: body.location,
      };
      // users.id is unique on companies.user_id: a second tab creating at once fails instead of doubling it.
      const id = companyId ?? (await this.companies.create(manager, userId, changes));
      const shown = await this.companies.lockShown(manager, id);
      if (checkedLogo) changes.logoFileId = await this.files.store(manager, { kind: 'logo', mime: checkedLogo.mime, bytes: checkedLogo.bytes });
      if (companyId !== null || checkedLogo) await this.companies.update(manager, id, changes);
      // The old logo is no longer anyone's: its id is not shown anywhere after this.
      if (checkedLogo && shown?.logo_file_id) await this.storedFiles.delete(manager, shown.logo_file_id);
      // A company created now has no ads yet.
      return { id, showsOnAds: companyId !== null && (checkedLogo !== null || shown?.razonsocial !== body.razonsocial) };
    });
    if (saved.showsOnAds) await this.publicAnswers.changed();
    return this.get(saved.id);
  }
}
