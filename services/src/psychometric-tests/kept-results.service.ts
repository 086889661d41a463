import { createHmac } from 'node:crypto';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { identityDigits, type TestKind } from '@postulate/contracts';
import { AuthRepository } from '../auth/auth.repository.js';
import { PeriodicJob } from '../common/periodic-job.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { TestAttempt } from './entities/test-attempt.entity.js';
import { KeptResultsRepository, type ApplicantIdentity, type KeptResult, type PersonHashes } from './kept-results.repository.js';

/** CUIL prefixes of a person (20, 23, 24, 27): the eight digits after them are the DNI. */
const PERSON_CUIL = /^(20|23|24|27)(\d{8})\d$/;

/**
 * The DNIs a CV names: its DNI, and the one inside a person's CUIL, as eight digits (a 7-digit DNI
 * sits in the CUIL with a leading zero), so either field finds the other.
 */
export function dnisOf(identity: Pick<ApplicantIdentity, 'dni' | 'cuil'>): string[] {
  const dni = identityDigits(identity.dni ?? '');
  const cuil = PERSON_CUIL.exec(identityDigits(identity.cuil ?? ''));
  const dnis = [/^\d{7,8}$/.test(dni) ? dni.padStart(8, '0') : null, cuil?.[2] ?? null].filter((value): value is string => value !== null);
  return [...new Set(dnis)];
}

/** Attempts kept per round of the upkeep. */
const BATCH_SIZE = 100;

/** The e-mail as the same person would type it again. */
const normalisedEmail = (email: string) => email.trim().normalize('NFC').toLowerCase();

/**
 * One result per person: a finished test of an applicant is kept under keyed hashes
 * (HMAC-SHA-256) of the account's e-mail and the CV's DNI for as long as the result is valid, and
 * survives the account's deletion, so registering again does not reset a once-only test. Nothing
 * else of the person is kept; the privacy policy says so.
 */
@Injectable()
export class KeptResultsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private secret: Promise<string> | null = null;
  private readonly job = new PeriodicJob(KeptResultsService.name, () => this.upkeep());

  constructor(
    private readonly repository: KeptResultsRepository,
    private readonly auth: AuthRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The key is read before any test's transaction needs it (the embedded database has one connection). */
  async onApplicationBootstrap(): Promise<void> {
    await this.key().catch(() => undefined);
    this.job.start(this.config.notifications.pollMs);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /**
   * Every NOTIFICATIONS_POLL_MS: deletes the rows whose result lapsed, even if nobody reads them, and
   * keeps the valid results finished before rows were kept. Returns how many it kept.
   */
  runDue(): Promise<number> {
    return this.job.runDue();
  }

  private async upkeep(): Promise<number> {
    await this.repository.deleteLapsed();
    let kept = 0;
    // A full batch all kept may have more behind it; an attempt whose applicant just went ends the round.
    for (let batch = BATCH_SIZE; batch === BATCH_SIZE;) {
      batch = 0;
      for (const attempt of await this.repository.unkept(BATCH_SIZE)) {
        const person = await this.personOf(attempt.applicantId);
        if (!person) continue;
        await this.repository.keep(attempt.id, attempt, person);
        batch += 1;
      }
      kept += batch;
    }
    return kept;
  }

  /** Keeps a just finished applicant's attempt, in the finishing transaction; invitations' attempts are the tester's. */
  async keep(manager: EntityManager, attempt: TestAttempt): Promise<void> {
    if (attempt.applicantId === null || !attempt.finishedAt || !attempt.validUntil) return;
    const person = await this.personOf(attempt.applicantId, manager);
    if (!person) return;
    await this.repository.keep(attempt.id, { test: attempt.test, finishedAt: attempt.finishedAt, validUntil: attempt.validUntil }, person, manager);
  }

  /**
   * Before the account goes (in its deletion's transaction): its rows also get the DNIs the CV
   * names now, which it may not have named when the test finished.
   */
  async beforeAccountDeletion(manager: EntityManager, applicantId: number): Promise<void> {
    const person = await this.personOf(applicantId, manager);
    if (person?.dnis.length) await this.repository.addDnis(manager, applicantId, person.dnis);
  }

  /** Every valid result kept for the person behind the applicant, this account's and earlier ones' (the data export). */
  async validFor(applicantId: number): Promise<KeptResult[]> {
    const person = await this.personOf(applicantId);
    return person ? this.repository.validFor(person, null) : [];
  }

  /**
   * The valid results the person finished under other accounts, since deleted: this account's own
   * attempts decide their tests themselves (a lapsed one may be taken again).
   */
  async carriedOver(applicantId: number, manager?: EntityManager): Promise<KeptResult[]> {
    const person = await this.personOf(applicantId, manager);
    return person ? this.repository.validFor(person, applicantId, manager) : [];
  }

  /** The valid result of one test carried over from a deleted account, if any. */
  async carriedOverOf(applicantId: number, test: TestKind, manager?: EntityManager): Promise<KeptResult | null> {
    return (await this.carriedOver(applicantId, manager)).find((kept) => kept.test === test) ?? null;
  }

  private async personOf(applicantId: number, manager?: EntityManager): Promise<PersonHashes | null> {
    const identity = await this.repository.identityOf(applicantId, manager);
    if (!identity) return null;
    const key = await this.key(manager);
    const hash = (kind: string, value: string) => createHmac('sha256', key).update(`${kind}:${value}`).digest('base64url');
    return { email: hash('email', normalisedEmail(identity.email)), dnis: dnisOf(identity).map((dni) => hash('dni', dni)) };
  }

  /** Read through the caller's transaction when there is one: the embedded database has a single connection. */
  private key(manager?: EntityManager): Promise<string> {
    if (this.config.tests.identitySecret) return Promise.resolve(this.config.tests.identitySecret);
    // A failed read is not kept: the next call asks the database again.
    this.secret ??= this.auth.installationSecret('test-identity', manager).catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return this.secret;
  }
}
