import { Applicant } from '../applicants/entities/applicant.entity.js';
import { CaptchaRedemption } from '../auth/entities/captcha-redemption.entity.js';
import { Session } from '../auth/entities/session.entity.js';
import { Aviso } from '../avisos/entities/aviso.entity.js';
import { Company } from '../companies/entities/company.entity.js';
import { OutgoingMail } from '../mail/entities/outgoing-mail.entity.js';
import { Area } from '../reference/entities/area.entity.js';
import { Locality } from '../reference/entities/locality.entity.js';
import { Province } from '../reference/entities/province.entity.js';
import { SubArea } from '../reference/entities/sub-area.entity.js';
import { WorkLevel } from '../reference/entities/work-level.entity.js';
import { User } from '../users/entities/user.entity.js';

/** Every mapped table; the schema itself comes from the migrations, never from these classes. */
export const ENTITIES = [
  Applicant,
  Area,
  Aviso,
  CaptchaRedemption,
  Company,
  Locality,
  OutgoingMail,
  Province,
  Session,
  SubArea,
  User,
  WorkLevel,
];
