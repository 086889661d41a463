import { AccountToken } from './accounts/entities/account-token.entity.js';
import { Applicant } from './cv/entities/applicant.entity.js';
import { Application } from './applications/entities/application.entity.js';
import { CaptchaRedemption } from './auth/entities/captcha-redemption.entity.js';
import { Session } from './auth/entities/session.entity.js';
import { AvisoIdioma } from './avisos/entities/aviso-idioma.entity.js';
import { AvisoPregunta } from './avisos/entities/aviso-pregunta.entity.js';
import { Aviso } from './avisos/entities/aviso.entity.js';
import { Company } from './companies/entities/company.entity.js';
import { ConversationMessage } from './conversations/entities/conversation-message.entity.js';
import { Conversation } from './conversations/entities/conversation.entity.js';
import { CvFile } from './cv/entities/cv-file.entity.js';
import { CvDocument } from './cv/entities/cv.entity.js';
import { StoredFile } from './files/entities/stored-file.entity.js';
import { TestInvitation } from './test-invitations/entities/test-invitation.entity.js';
import { OutgoingMail } from './mail/entities/outgoing-mail.entity.js';
import { Area } from './reference/entities/area.entity.js';
import { Locality } from './reference/entities/locality.entity.js';
import { Province } from './reference/entities/province.entity.js';
import { SubArea } from './reference/entities/sub-area.entity.js';
import { WorkLevel } from './reference/entities/work-level.entity.js';
import { TestAttempt } from './psychometric-tests/entities/test-attempt.entity.js';
import { User } from './users/entities/user.entity.js';

/** Every mapped table; the schema itself comes from the migrations, never from these classes. */
export const ENTITIES = [
  AccountToken,
  Applicant,
  Application,
  Area,
  Aviso,
  AvisoIdioma,
  AvisoPregunta,
  CaptchaRedemption,
  Company,
  Conversation,
  ConversationMessage,
  CvFile,
  CvDocument,
  Locality,
  OutgoingMail,
  Province,
  Session,
  StoredFile,
  SubArea,
  TestAttempt,
  TestInvitation,
  User,
  WorkLevel,
];
