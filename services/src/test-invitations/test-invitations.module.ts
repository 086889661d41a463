import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { TestsModule } from '../psychometric-tests/tests.module.js';
import { TestInvitationsController } from './test-invitations.controller.js';
import { TestInvitationsService } from './test-invitations.service.js';
import { InvitationController } from './invitation.controller.js';
import { InvitationsRepository } from './invitations.repository.js';

/** Tester candidates and the /tests/{token} invitation flow. */
@Module({
  imports: [AuthModule, TestsModule],
  controllers: [TestInvitationsController, InvitationController],
  providers: [TestInvitationsService, InvitationsRepository],
})
export class TestInvitationsModule {}
