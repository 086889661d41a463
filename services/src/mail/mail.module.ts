import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutgoingMail } from './entities/outgoing-mail.entity.js';
import { MailService } from './mail.service.js';

/** Global: any feature that sends e-mail (registration, recovery, invitations) injects MailService. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutgoingMail])],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
