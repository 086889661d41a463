import { Global, Module } from '@nestjs/common';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailService } from './mail.service.js';

/**
 * Global: any feature that sends e-mail (registration, recovery, invitations) injects MailService.
 * The CV an e-mail attaches is drawn by the applications feature, which registers itself at start-up.
 */
@Global()
@Module({
  providers: [MailService, MailOutboxRepository],
  exports: [MailService, MailOutboxRepository],
})
export class MailModule {}
