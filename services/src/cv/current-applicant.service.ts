import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MESSAGES } from '@postulate/contracts';
import { Applicant } from '../applicants/entities/applicant.entity.js';
import type { SessionUser } from '../auth/auth.types.js';
import { ApiException } from '../common/api-exception.js';

const forbidden = () => new ApiException(HttpStatus.FORBIDDEN, { message: MESSAGES.forbidden });

/** The applicant row behind a Postulante's session: the one id their CV, applications and messages hang off. */
@Injectable()
export class CurrentApplicant {
  constructor(@InjectRepository(Applicant) private readonly applicants: Repository<Applicant>) {}

  async idOf(user: SessionUser): Promise<number> {
    const applicant = await this.applicants.findOne({ where: { userId: user.id }, select: { id: true } });
    if (!applicant) throw forbidden();
    return applicant.id;
  }

  /** The session's applicant id, refusing (403) any other applicant's id. */
  async requireOwn(user: SessionUser, id: number): Promise<number> {
    const own = await this.idOf(user);
    if (own !== id) throw forbidden();
    return own;
  }
}
