import { HttpStatus, Injectable } from '@nestjs/common';
import { COMPANY_MESSAGES } from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import type { SessionUser } from '../common/session-user.js';
import { CompaniesRepository } from './companies.repository.js';

/** The company row behind an Empresa's (or a Tester's) session: every back-office query is scoped to it. */
@Injectable()
export class CurrentCompany {
  constructor(private readonly companies: CompaniesRepository) {}

  /** 403 'Su usuario aún no está vinculado con una empresa.' for a user without a company. */
  async idOf(user: SessionUser): Promise<number> {
    const id = await this.idOrNull(user);
    if (id === null) throw new ApiException(HttpStatus.FORBIDDEN, { message: COMPANY_MESSAGES.noCompany });
    return id;
  }

  /** The user's company, or null before they have one (Mi Perfil then creates it). */
  idOrNull(user: SessionUser): Promise<number | null> {
    return this.companies.idOfUser(user.id);
  }
}
