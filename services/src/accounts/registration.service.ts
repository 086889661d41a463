import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  ACCOUNT_MESSAGES,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  type MessageResponse,
  type NewUser,
  type RegistrationRequest,
  type Role,
} from '@postulate/contracts';
import { weakPasswordMessage } from '../auth/password-policy.js';
import { CaptchaService } from '../auth/captcha.service.js';
import { hashPassword } from '../auth/passwords.js';
import { ApiException } from '../common/api-exception.js';
import { UNIQUE_VIOLATION, violatedConstraint } from '../common/database-errors.js';
import type { UploadedFileData } from '../common/single-file-upload.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { CvsRepository } from '../cv/cvs.repository.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { checkImage, type ImageRule } from '../files/image-content.js';
import { FilesService } from '../files/files.service.js';
import { MailService } from '../mail/mail.service.js';
import { ReferenceRepository } from '../reference/reference.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { confirmationMail } from './account-mails.js';
import { AccountTokensRepository } from './account-tokens.repository.js';
import { issueAccountToken } from './account-tokens.js';

export const LOGO_RULE: ImageRule = {
  maxBytes: LOGO_MAX_BYTES,
  maxPixels: 2000 * 2000,
  mimeTypes: LOGO_MIME_TYPES,
  messages: {
    type: ACCOUNT_MESSAGES.logoType,
    tooLarge: ACCOUNT_MESSAGES.logoTooLarge,
    unreadable: ACCOUNT_MESSAGES.logoUnreadable,
    tooManyPixels: ACCOUNT_MESSAGES.logoTooManyPixels,
  },
};

/** The unique indexes of users and what a duplicate means to the person registering. */
const DUPLICATES: Record<string, { field: keyof NewUser; message: string }> = {
  users_name_key: { field: 'name', message: ACCOUNT_MESSAGES.duplicateName },
  users_name_lower_key: { field: 'name', message: ACCOUNT_MESSAGES.duplicateName },
  users_name_skeleton_key: { field: 'name', message: ACCOUNT_MESSAGES.duplicateName },
  users_email_lower_key: { field: 'email', message: ACCOUNT_MESSAGES.duplicateEmail },
};

const badRequest = (field: string, message: string) => new ApiException(HttpStatus.BAD_REQUEST, { field, message, errors: [{ field, message }] });

const duplicate = (field: string, message: string) => new ApiException(HttpStatus.CONFLICT, { field, message, errors: [{ field, message }] });

type Kind = 'empresa' | 'postulante';

/**
 * Self-registration of a company or an applicant: the user, its company or applicant row, the
 * logo and the confirmation e-mail are written in one transaction, so a failure leaves nothing.
 */
@Injectable()
export class RegistrationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly tokens: AccountTokensRepository,
    private readonly companies: CompaniesRepository,
    private readonly cvs: CvsRepository,
    private readonly reference: ReferenceRepository,
    private readonly captcha: CaptchaService,
    private readonly files: FilesService,
    private readonly mail: MailService,
  ) {}

  async register(input: RegistrationRequest, logo?: UploadedFileData): Promise<MessageResponse> {
    const kind: Kind = input.empresa ? 'empresa' : 'postulante';
    const usuar = (input.empresa ?? input.postulante)!.usuar;
    // Before the captcha, so a refused password does not cost the person a new one.
    const weak = weakPasswordMessage(usuar.pass, usuar);
    if (weak) throw badRequest(`${kind}.usuar.pass`, weak);
    await this.captcha.redeem(input.tokenCaptcha);
    // A taken name or a look-alike of one ('аdmin' with a Cyrillic а); the unique indexes decide a
    // race, where the skeletons' index is unique (see the UserNameSkeletons migration).
    if (await this.users.isTaken('name', usuar.name, null)) throw duplicate(`${kind}.usuar.name`, ACCOUNT_MESSAGES.duplicateName);
    // Only a company has a logo; a file sent along with an applicant is not kept.
    const checkedLogo = input.empresa && logo ? await this.checkLogo(logo) : null;
    // Slow CPU work stays outside the transaction (the embedded database serves one connection).
    const passwordHash = await hashPassword(usuar.pass);

    try {
      await this.dataSource.transaction(async (manager) => {
        const role: Role = kind === 'empresa' ? 'Empresa' : 'Postulante';
        const userId = await this.users.insert(manager, { name: usuar.name, email: usuar.email, role, passwordHash, confirmed: false });
        if (input.empresa) {
          const logoFileId = checkedLogo ? await this.files.store(manager, { kind: 'logo', mime: checkedLogo.mime, bytes: checkedLogo.bytes }) : null;
          await this.insertCompany(manager, userId, input.empresa, logoFileId);
        } else {
          await this.cvs.insertApplicant(manager, userId);
        }
        const token = await issueAccountToken(this.tokens, manager, userId, 'confirm');
        const link = `${this.config.apiUrl || this.config.mail.portalUrl}/api/usuar/confirm/${token}`;
        await this.mail.enqueue(confirmationMail(usuar.email, usuar.name, link), manager);
      });
    } catch (error) {
      const clash = DUPLICATES[violatedConstraint(error, UNIQUE_VIOLATION) ?? ''];
      if (clash) throw duplicate(`${kind}.usuar.${clash.field}`, clash.message);
      throw error;
    }
    this.mail.deliverSoon();
    return { message: ACCOUNT_MESSAGES.registered };
  }

  private async checkLogo(logo: UploadedFileData): Promise<{ mime: string; bytes: Buffer }> {
    const result = await checkImage(logo.buffer, LOGO_RULE);
    if (!result.ok) throw badRequest('file', result.message);
    return result;
  }

  private async insertCompany(
    manager: EntityManager,
    userId: number,
    empresa: NonNullable<RegistrationRequest['empresa']>,
    logoFileId: string | null,
  ): Promise<void> {
    if (!(await this.reference.localityInProvince(manager, empresa.location, empresa.province))) {
      throw badRequest('empresa.location', ACCOUNT_MESSAGES.localityOutsideProvince);
    }
    await this.companies.create(manager, userId, {
      razonsocial: empresa.razonsocial,
      descripcion: empresa.descripcion,
      cuit: empresa.cuit,
      email: empresa.email,
      tel: empresa.tel,
      domicilio: empresa.domicilio,
      provinceId: empresa.province,
      localityId: empresa.location,
      logoFileId,
    });
  }
}
