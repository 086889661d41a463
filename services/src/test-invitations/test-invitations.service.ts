import { createHash, randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  escapeMarkup,
  TEST_INVITATION_MESSAGES,
  TEST_INFO,
  TEST_KINDS,
  formatDmy,
  type ExtraTime,
  type InvitationTestState,
  type TestInvitationCandidate,
  type TestInvitationSave,
  type InvitationForm,
  type InvitationView,
  type ListQuery,
  type ListResponse,
  type MbtiSharing,
  type TestKind,
  type TestReportData,
} from '@postulate/contracts';
import { CaptchaService } from '../auth/captcha.service.js';
import { ApiException } from '../common/api-exception.js';
import { UNIQUE_VIOLATION, violatedConstraint } from '../common/database-errors.js';
import { toListResponse } from '../common/list-response.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';
import { TestReportService } from '../psychometric-tests/report/test-report.service.js';
import { TestsRepository } from '../psychometric-tests/tests.repository.js';
import { TestsService } from '../psychometric-tests/tests.service.js';
import type { TestInvitation } from './entities/test-invitation.entity.js';
import { InvitationsRepository, type InvitationLink } from './invitations.repository.js';

/** 32 random bytes, base64url: the link's token and the browser's claim secret. */
const newSecret = () => randomBytes(32).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const notFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: TEST_INVITATION_MESSAGES.invitationNotFound });

/**
 * A Tester's candidates: an invitation per e-mail with a single-use, unguessable, expiring link
 * /tests/{token}. The first browser that saves the welcome form claims the link (a secret in an
 * httpOnly cookie); from then on only that browser acts through it.
 */
@Injectable()
export class TestInvitationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly invitations: InvitationsRepository,
    private readonly attempts: TestsRepository,
    private readonly mail: MailService,
    private readonly captcha: CaptchaService,
    private readonly tests: TestsService,
    private readonly reports: TestReportService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // ---------- Tester side ----------

  async list(testerId: number, query: ListQuery): Promise<ListResponse<TestInvitationCandidate>> {
    const [invitations, total] = await this.invitations.pageOfTester(testerId, query);
    const states = await this.testStates(invitations.map((invitation) => invitation.id));
    return toListResponse(
      invitations.map((invitation) => this.toCandidate(invitation, states.get(invitation.id))),
      total,
    );
  }

  async get(testerId: number, id: number): Promise<TestInvitationCandidate> {
    const invitation = await this.owned(testerId, id);
    return this.toCandidate(invitation, (await this.testStates([id])).get(id));
  }

  /** Stores the invitation and its e-mail in one transaction: no mail without a row, nor the reverse. */
  async add(testerId: number, { email, extraTime, accessibleFormat }: TestInvitationSave): Promise<TestInvitationCandidate> {
    const id = await this.uniqueEmail(() =>
      this.dataSource.transaction(async (manager) => {
        const token = newSecret();
        const created = await this.invitations.insert(manager, testerId, this.link(email, token, extraTime, accessibleFormat));
        await this.sendInvitation(manager, testerId, created, token);
        return created.id;
      }),
    );
    this.mail.deliverSoon();
    return this.get(testerId, id);
  }

  /**
   * 'Modificar': a corrected e-mail gets a new link; the old one stops working at once, and the
   * new one may be claimed by the candidate's browser again. Results belong to the person who took
   * the tests: an invitation already claimed or started is kept as it is (replaced, its link
   * retired) and the new address gets a new, clean invitation, whose id is returned.
   */
  async update(testerId: number, id: number, { email, extraTime, accessibleFormat }: TestInvitationSave): Promise<TestInvitationCandidate> {
    const invitation = await this.owned(testerId, id);
    if (invitation.replacedAt) throw new ApiException(HttpStatus.CONFLICT, { message: TEST_INVITATION_MESSAGES.invitationReplaced });
    // The same address: only the accommodations change (for the tests not started yet), no new link.
    if (invitation.email.toLowerCase() === email.toLowerCase()) {
      await this.invitations.setAccommodations(id, Number(extraTime), accessibleFormat);
      return this.get(testerId, id);
    }
    const current = await this.uniqueEmail(() =>
      this.dataSource.transaction(async (manager) => {
        // Locked, so a claim or a test start cannot slip in between the check and the change.
        const row = await this.invitations.lockUse(manager, id);
        if (row.replaced) throw new ApiException(HttpStatus.CONFLICT, { message: TEST_INVITATION_MESSAGES.invitationReplaced });
        const token = newSecret();
        if (!row.used) {
          await this.sendInvitation(manager, testerId, await this.invitations.relink(manager, id, this.link(email, token, extraTime, accessibleFormat)), token);
          return id;
        }
        // A test running on the old link ends here, unscored ('Interrumpido'): a partial run is no result.
        await this.attempts.interruptRunning(manager, id, this.config.tests.graceSeconds);
        // The link's hash is replaced by one of a secret nobody holds: the old link is unknown from now on.
        await this.invitations.retire(manager, id, sha256(newSecret()));
        const created = await this.invitations.insert(manager, testerId, this.link(email, token, extraTime, accessibleFormat));
        await this.sendInvitation(manager, testerId, created, token);
        return created.id;
      }),
    );
    this.mail.deliverSoon();
    return this.get(testerId, current);
  }

  async report(testerId: number, id: number): Promise<TestReportData> {
    const invitation = await this.owned(testerId, id);
    // The personality questionnaire is the candidate's orientation, not a screen: the tester reads it only if shared.
    return this.reports.reportFor({ invitationId: id }, { name: invitation.name, email: invitation.email }, { showMbti: invitation.shareMbti });
  }

  // ---------- Candidate side (/tests/{token}) ----------

  /** What the welcome page shows; a link claimed by another browser is refused. */
  async view(token: string, claim: string | undefined): Promise<InvitationView> {
    const invitation = await this.usable(token);
    const mine = this.claimedBy(invitation, claim);
    if (invitation.claimHash && !mine) throw new ApiException(HttpStatus.CONFLICT, { message: TEST_INVITATION_MESSAGES.invitationUsed });
    return this.toView(invitation);
  }

  /**
   * The welcome form. 'create' (captcha required) claims the link for this browser and returns
   * the claim secret to set as a cookie; 'update' changes the data from the claiming browser.
   */
  async save(token: string, claim: string | undefined, form: InvitationForm): Promise<{ view: InvitationView; claim?: string }> {
    const invitation = await this.usable(token);
    const { name, dni, cuit } = form;
    if (invitation.claimHash) {
      if (!this.claimedBy(invitation, claim)) throw new ApiException(HttpStatus.CONFLICT, { message: TEST_INVITATION_MESSAGES.invitationUsed });
      await this.invitations.updateCandidate(invitation.id, { name, dni, cuil: cuit });
      return { view: await this.toView(await this.invitations.byId(invitation.id)) };
    }
    if (form.actionType !== 'create') throw notFound();
    await this.captcha.redeem(form.tokenCaptcha);
    const secret = newSecret();
    // The first browser wins: the row is claimed only while nobody has claimed it.
    const claimed = await this.invitations.claim(invitation.id, sha256(secret), { name, dni, cuil: cuit });
    if (!claimed) throw new ApiException(HttpStatus.CONFLICT, { message: TEST_INVITATION_MESSAGES.invitationUsed });
    return { view: await this.toView(await this.invitations.byId(invitation.id)), claim: secret };
  }

  /** The test owner behind a link, for the claiming browser only. */
  async owner(token: string, claim: string | undefined): Promise<{ invitationId: number }> {
    return { invitationId: (await this.claimed(token, claim)).id };
  }

  /**
   * The candidate's own report, for the claiming browser only: what the tester reads, plus their
   * personality result whether or not they share it.
   */
  async ownReport(token: string, claim: string | undefined): Promise<TestReportData> {
    const invitation = await this.claimed(token, claim);
    return this.reports.reportFor({ invitationId: invitation.id }, { name: invitation.name, email: invitation.email }, { showMbti: true });
  }

  /** The candidate's choice to show the tester their personality result, from the claiming browser only. */
  async shareMbti(token: string, claim: string | undefined, share: boolean): Promise<MbtiSharing> {
    const { invitationId } = await this.owner(token, claim);
    await this.invitations.setShareMbti(invitationId, share);
    return { share };
  }

  /** When the claim cookie lapses: the invitation's own expiry. */
  async expiresAt(token: string): Promise<Date> {
    return (await this.usable(token)).expiresAt;
  }

  // ---------- Helpers ----------

  private async claimed(token: string, claim: string | undefined): Promise<TestInvitation> {
    const invitation = await this.usable(token);
    if (!this.claimedBy(invitation, claim)) throw new ApiException(HttpStatus.CONFLICT, { message: TEST_INVITATION_MESSAGES.invitationUsed });
    return invitation;
  }

  private claimedBy(invitation: TestInvitation, claim: string | undefined): boolean {
    return !!invitation.claimHash && !!claim && invitation.claimHash === sha256(claim);
  }

  private async usable(token: string): Promise<TestInvitation> {
    if (!TOKEN_PATTERN.test(token)) throw notFound();
    const invitation = await this.invitations.byTokenHash(sha256(token));
    if (!invitation) throw notFound();
    if (await this.invitations.hasPassed(invitation.expiresAt))
      throw new ApiException(HttpStatus.GONE, { message: TEST_INVITATION_MESSAGES.invitationExpired });
    return invitation;
  }

  private async owned(testerId: number, id: number): Promise<TestInvitation> {
    const invitation = await this.invitations.ofTester(testerId, id);
    if (!invitation) throw new ApiException(HttpStatus.NOT_FOUND, { message: TEST_INVITATION_MESSAGES.candidateNotFound });
    return invitation;
  }

  private async uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (violatedConstraint(error, UNIQUE_VIOLATION) === 'test_invitations_tester_email_key') {
        throw new ApiException(HttpStatus.CONFLICT, { message: TEST_INVITATION_MESSAGES.duplicateEmail, field: 'email' });
      }
      throw error;
    }
  }

  /** A test still running past its deadline counts as done: it is finished on its next read. */
  private async testStates(ids: number[]): Promise<Map<number, Map<TestKind, InvitationTestState>>> {
    const states = new Map<number, Map<TestKind, InvitationTestState>>();
    if (!ids.length) return states;
    const rows = await this.attempts.invitationTests(ids, this.config.tests.graceSeconds);
    for (const row of rows) {
      const map = states.get(row.invitation_id) ?? new Map<TestKind, InvitationTestState>();
      map.set(row.test, row.interrupted ? 'interrupted' : row.done ? 'done' : 'in_progress');
      states.set(row.invitation_id, map);
    }
    return states;
  }

  private toCandidate(invitation: TestInvitation, states?: Map<TestKind, InvitationTestState>): TestInvitationCandidate {
    return {
      id: invitation.id,
      email: invitation.email,
      name: invitation.name,
      invitedAt: invitation.sentAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
      expired: invitation.expiresAt.getTime() <= Date.now(),
      replaced: invitation.replacedAt !== null,
      extraTime: String(invitation.extraTimePercent) as ExtraTime,
      accessibleFormat: invitation.accessibleFormat,
      tests: TEST_KINDS.map((test) => ({ test, state: states?.get(test) ?? 'pending' })),
    };
  }

  private async toView(invitation: TestInvitation): Promise<InvitationView> {
    return {
      state: invitation.claimHash ? 'ready' : 'new',
      email: invitation.email,
      invitedBy: await this.invitations.inviterName(invitation.testerUserId),
      expiresAt: invitation.expiresAt.toISOString(),
      form: invitation.claimHash ? { name: invitation.name ?? '', dni: invitation.dni ?? '', cuit: invitation.cuil ?? '' } : null,
      tests: invitation.claimHash ? await this.tests.status({ invitationId: invitation.id }) : [],
      shareMbti: invitation.shareMbti,
    };
  }

  /** A link for `email` carrying `token`, alive TEST_INVITATION_DAYS. */
  private link(email: string, token: string, extraTime: ExtraTime, accessibleFormat: boolean): InvitationLink {
    return { email, tokenHash: sha256(token), days: this.config.tests.invitationDays, extraTimePercent: Number(extraTime), accessibleFormat };
  }

  private async sendInvitation(manager: EntityManager, testerId: number, invitation: TestInvitation, token: string): Promise<void> {
    const link = `${this.config.mail.portalUrl}/tests/${token}`;
    const inviter = (await this.invitations.inviterName(testerId, manager)) ?? 'Un evaluador';
    const until = formatDmy(invitation.expiresAt);
    const minutes = TEST_KINDS.map((test) => TEST_INFO[test].minutes)
      .join(', ')
      .replace(/, (\d+)$/, ' y $1');
    const intro = `${inviter} te invita a completar tres tests breves en Postulate (duran alrededor de ${minutes} minutos).`;
    const note = 'El enlace es personal: la primera vez que completes tus datos queda asociado a ese navegador.';
    await this.mail.enqueue(
      {
        to: invitation.email,
        subject: 'Te invitaron a completar los tests de Postulate',
        text: `Hola:\n\n${intro}\n\nIngresá con este enlace, válido hasta el ${until}:\n${link}\n\n${note}\n\nSi no esperabas este correo, podés ignorarlo.\n\nEl equipo de Postulate`,
        html:
          `<p>Hola:</p><p>${escapeMarkup(intro)}</p>` +
          `<p><a href="${escapeMarkup(link)}">Comenzar los tests</a> (enlace válido hasta el ${until})</p>` +
          `<p>${escapeMarkup(note)}</p><p>Si no esperabas este correo, podés ignorarlo.</p><p>El equipo de Postulate</p>`,
      },
      manager,
    );
  }
}
