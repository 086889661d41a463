import { Module } from '@nestjs/common';
import { InvitationsRepository } from './invitations.repository.js';

/**
 * The invitations' table, apart from InterviewsModule: the tests read an invitation's extra time,
 * and InterviewsModule imports TestsModule.
 */
@Module({
  providers: [InvitationsRepository],
  exports: [InvitationsRepository],
})
export class InvitationsModule {}
