import { Global, Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailService } from './mail.service.js';

/**
 * Global: any feature that sends e-mail (registration, recovery, invitations) injects MailService.
 * Applications are imported for the CV an e-mail attaches; ApplicationsModule uses MailService
 * through this module being global, without importing it back.
 */
@Global()
@Module({
  imports: [ApplicationsModule],
  providers: [MailService, MailOutboxRepository],
  exports: [MailService, MailOutboxRepository],
})
export class MailModule {}
