import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ACCOMMODATION_MESSAGES,
  accommodationSummary,
  escapeMarkup,
  TEST_INFO,
  type Accommodation,
  type AccommodationDecisionInput,
  type AccommodationQueueItem,
  type AccommodationQueueQuery,
  type AccommodationRequest,
  type ListResponse,
} from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { toListResponse } from '../common/list-response.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { MailService } from '../mail/mail.service.js';
import { TestsService } from '../psychometric-tests/tests.service.js';
import { AccommodationsRepository, type AccommodationQueueRow, type AccommodationRow } from './accommodations.repository.js';

const conflict = (message: string) => new ApiException(HttpStatus.CONFLICT, { message });

/** A stored request as its candidate reads it (Mis Tests, the data export). */
export const toAccommodation = (row: AccommodationRow): Accommodation => ({
  id: row.id,
  test: row.test,
  extraTimePercent: row.extra_time_percent,
  accessible: row.accessible,
  reason: row.reason,
  state: row.state,
  reply: row.reply,
  requestedAt: row.requested_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

const toQueueItem = (row: AccommodationQueueRow): AccommodationQueueItem => ({
  ...toAccommodation(row),
  applicantId: row.applicant_id,
  name: row.name,
  email: row.email,
});

/**
 * Accommodations for the candidate's own tests: a request per test before it starts, decided once by
 * an administrator, mailed to the candidate. The test's start applies an approved one
 * (TestsService); reports never mention it.
 */
@Injectable()
export class AccommodationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly requests: AccommodationsRepository,
    private readonly tests: TestsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The session applicant's latest request per test. */
  async mine(userId: number): Promise<ListResponse<Accommodation>> {
    const { applicantId } = await this.tests.applicantOwner(userId);
    const rows = await this.requests.latestOfApplicant(applicantId);
    return toListResponse(rows.map(toAccommodation), rows.length);
  }

  /** Stores a request for a test the applicant has not started (or whose result lapsed); one pending per test. */
  async request(userId: number, input: AccommodationRequest): Promise<Accommodation> {
    const owner = await this.tests.applicantOwner(userId);
    if (!(await this.notStarted(owner.applicantId, input.test))) throw conflict(ACCOMMODATION_MESSAGES.testStarted);
    const row = await this.dataSource.transaction((manager) => this.requests.insertPending(manager, owner.applicantId, input));
    if (!row) throw conflict(ACCOMMODATION_MESSAGES.pendingExists);
    return toAccommodation(row);
  }

  async queue({ state, page, size }: AccommodationQueueQuery): Promise<ListResponse<AccommodationQueueItem>> {
    const { total, rows } = await this.requests.queuePage(state === 'pendiente', (page - 1) * size, size);
    return toListResponse(rows.map(toQueueItem), total);
  }

  /**
   * Approves or rejects a pending request, once, and mails the candidate in the same transaction. An
   * approval needs the test still unstarted (it could change nothing); a rejection clears it anyway.
   */
  async decide(deciderId: number, id: number, { approve, reply = '' }: AccommodationDecisionInput): Promise<AccommodationQueueItem> {
    const row = await this.requests.withCandidate(id);
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, { message: ACCOMMODATION_MESSAGES.notFound });
    if (row.state !== 'pendiente') throw conflict(ACCOMMODATION_MESSAGES.alreadyDecided);
    if (approve && !(await this.notStarted(row.applicant_id, row.test))) throw conflict(ACCOMMODATION_MESSAGES.startedBeforeDecision);
    const decided = await this.dataSource.transaction(async (manager) => {
      if (!(await this.requests.decide(manager, id, { approve, reply, by: deciderId }))) throw conflict(ACCOMMODATION_MESSAGES.alreadyDecided);
      const stored = (await this.requests.withCandidate(id, manager))!;
      await this.mailDecision(manager, stored);
      return stored;
    });
    this.mail.deliverSoon();
    return toQueueItem(decided);
  }

  private async notStarted(applicantId: number, test: AccommodationRow['test']): Promise<boolean> {
    const status = await this.tests.status({ applicantId });
    return status.find((entry) => entry.test === test)?.state === 'pending';
  }

  private async mailDecision(manager: EntityManager, row: AccommodationQueueRow): Promise<void> {
    const title = TEST_INFO[row.test].title;
    const asked = accommodationSummary({ extraTimePercent: row.extra_time_percent, accessible: row.accessible });
    const outcome =
      row.state === 'aprobada'
        ? `Aprobamos tu pedido de ajuste para el ${title} (${asked}). Se aplica cuando empieces el test desde Mis Tests.`
        : `No pudimos aprobar tu pedido de ajuste para el ${title} (${asked}).`;
    const reply = row.reply ? `Respuesta: ${row.reply}` : null;
    const link = `${this.config.mail.portalUrl}/mistests`;
    const paragraphs = [outcome, reply].filter((text): text is string => text !== null);
    await this.mail.enqueue(
      {
        to: row.email,
        subject: row.state === 'aprobada' ? 'Aprobamos tu pedido de ajuste' : 'Tu pedido de ajuste no fue aprobado',
        text: `Hola ${row.name}:\n\n${paragraphs.join('\n\n')}\n\nMis Tests: ${link}\n\nEl equipo de Postulate`,
        html:
          `<p>Hola ${escapeMarkup(row.name)}:</p>${paragraphs.map((text) => `<p>${escapeMarkup(text)}</p>`).join('')}` +
          `<p><a href="${escapeMarkup(link)}">Ir a Mis Tests</a></p><p>El equipo de Postulate</p>`,
      },
      manager,
    );
  }
}
