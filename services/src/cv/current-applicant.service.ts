import { HttpStatus, Injectable } from '@nestjs/common';
import { MESSAGES } from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import type { SessionUser } from '../common/session-user.js';
import { CvsRepository } from './cvs.repository.js';

const forbidden = () => new ApiException(HttpStatus.FORBIDDEN, { message: MESSAGES.forbidden });

/** The applicant row behind a Postulante's session: the one id their CV, applications and messages hang off. */
@Injectable()
export class CurrentApplicant {
  constructor(private readonly cvs: CvsRepository) {}

  async idOf(user: SessionUser): Promise<number> {
    const id = await this.cvs.applicantIdOfUser(user.id);
    if (id === null) throw forbidden();
    return id;
  }

  /** The session's applicant id, refusing (403) any other applicant's id. */
  async requireOwn(user: SessionUser, id: number): Promise<number> {
    const own = await this.idOf(user);
    if (own !== id) throw forbidden();
    return own;
  }
}
