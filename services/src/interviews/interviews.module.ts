import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { TestsModule } from '../tests/tests.module.js';
import { InterviewsController } from './interviews.controller.js';
import { InterviewsService } from './interviews.service.js';
import { InvitationController } from './invitation.controller.js';
import { InvitationsRepository } from './invitations.repository.js';

/** Tester candidates and the /tests/{token} invitation flow. */
@Module({
  imports: [AuthModule, TestsModule],
  controllers: [InterviewsController, InvitationController],
  providers: [InterviewsService, InvitationsRepository],
})
export class InterviewsModule {}
