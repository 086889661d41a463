import { randomInt } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ACCESSIBLE_FORMAT_TESTS,
  MESSAGES,
  TEST_KINDS,
  TESTS_MESSAGES,
  type AnswersResponse,
  type AttemptClock,
  type FinishResponse,
  type MbtiContent,
  type MbtiSharing,
  type SessionApplicant,
  type StartResponse,
  type TestFormat,
  type TestKind,
  type TestStatus,
} from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { CvsRepository } from '../cv/cvs.repository.js';
import { cardsContent, scoreCards } from './cards/cards-set.js';
import { itemAnswers, type TestAttempt } from './entities/test-attempt.entity.js';
import { KeptResultsService } from './kept-results.service.js';
import { mbtiContent } from './mbti/mbti-items.js';
import { scoreMbti } from './mbti/mbti-scoring.js';
import { TestsRepository, type TestOwner } from './tests.repository.js';
import { acceptClicks, buildToulouseGrid, scoreToulouse, toulouseContent } from './toulouse/toulouse-grid.js';

/** One answer of a batch, already validated by the test's zod schema. */
export interface AnswerInput {
  id: number;
  value?: string | number;
  ms?: number;
}

export interface AnswerBatchInput {
  answers: AnswerInput[];
  hidden: { at: number; ms: number }[];
}

/** Evidence kept per attempt is capped, so a misbehaving page cannot grow a row without end. */
const MAX_HIDDEN_ENTRIES = 500;
/** A page sending every 1.5 s for the 60 minutes of the matrices stays under it. */
const MAX_BATCH_ENTRIES = 2500;

const conflict = (message: string) => new ApiException(HttpStatus.CONFLICT, { message });

// The questionnaire is the same for everyone: built once (the matrices' options follow each attempt's order).
let questionnaire: MbtiContent | null = null;
const questionnaireContent = () => (questionnaire ??= mbtiContent());

/**
 * Attempts under the server's clock: start (or resume), autosaved answers, finish, and the lazy
 * finish of attempts whose time ran out with the tab closed. Every time comes from the database's
 * now(), so several API instances agree.
 */
@Injectable()
export class TestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly attempts: TestsRepository,
    private readonly cvs: CvsRepository,
    private readonly kept: KeptResultsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The applicant row of a Postulante's session. */
  async applicantOwner(userId: number): Promise<{ applicantId: number }> {
    const applicantId = await this.cvs.applicantIdOfUser(userId);
    if (applicantId === null) throw new ApiException(HttpStatus.FORBIDDEN, { message: MESSAGES.forbidden });
    return { applicantId };
  }

  /** An applicant reads only their own report. */
  async requireOwnApplicant(userId: number, applicantId: number): Promise<void> {
    const { applicantId: own } = await this.applicantOwner(userId);
    if (own !== applicantId) throw new ApiException(HttpStatus.FORBIDDEN, { message: MESSAGES.forbidden });
  }

  /** Whether companies see the applicant's personality result (the candidate's choice; not shared by default). */
  async mbtiSharing({ applicantId }: { applicantId: number }): Promise<MbtiSharing> {
    return { share: (await this.cvs.sharesMbti(applicantId)) === true };
  }

  async shareMbti({ applicantId }: { applicantId: number }, share: boolean): Promise<MbtiSharing> {
    await this.cvs.setShareMbti(applicantId, share);
    return { share };
  }

  durationSeconds(test: TestKind): number {
    const { toulouseSeconds, mbtiSeconds, cardsSeconds } = this.config.tests;
    return { toulouse: toulouseSeconds, mbti: mbtiSeconds, cards: cardsSeconds }[test];
  }

  /**
   * The three tests' states for 'Mis Tests' (or the invitation menu). A test the person finished
   * under an account they deleted is done while that result is valid (`carriedOver`).
   */
  async status(owner: TestOwner): Promise<TestStatus[]> {
    const attempts = await this.currentAttempts(owner);
    const now = await this.attempts.now();
    const kept = 'applicantId' in owner ? await this.kept.carriedOver(owner.applicantId) : [];
    return TEST_KINDS.map((test): TestStatus => {
      const attempt = attempts.find((candidate) => candidate.test === test);
      if (attempt && !attempt.finishedAt) return { test, state: 'in_progress', validUntil: null };
      if (attempt?.validUntil && attempt.validUntil > now) {
        return { test, state: 'done', validUntil: attempt.validUntil.toISOString() };
      }
      const before = kept.find((result) => result.test === test);
      if (before) return { test, state: 'done', validUntil: before.validUntil.toISOString(), carriedOver: true };
      return { test, state: 'pending', validUntil: null };
    });
  }

  /** haveToulouse/haveMbti/haveCards and lastDay* of the session profile: a valid result each. */
  async sessionFlags(applicantId: number): Promise<Omit<SessionApplicant, 'id' | 'cv'>> {
    const status = await this.status({ applicantId });
    const of = (test: TestKind) => status.find((entry) => entry.test === test)!;
    return {
      haveToulouse: of('toulouse').state === 'done',
      haveMbti: of('mbti').state === 'done',
      haveCards: of('cards').state === 'done',
      lastDayToulouse: of('toulouse').validUntil,
      lastDayMbti: of('mbti').validUntil,
      lastDayCards: of('cards').validUntil,
    };
  }

  /**
   * Creates the attempt with the server's start time and deadline, or resumes the running one.
   * The database allows one current attempt per person and test, so concurrent starts (two tabs,
   * a double click, two API instances) all get the same attempt. A finished test cannot be
   * started again until its result lapses.
   */
  async start(owner: TestOwner, test: TestKind): Promise<StartResponse> {
    const attempt = await this.dataSource.transaction(async (manager) => {
      const current = await this.attempts.lockCurrent(manager, owner, test);
      const now = await this.attempts.now(manager);
      if (current) {
        if (!current.finishedAt && !this.isPastGrace(current, now)) {
          await this.attempts.countResume(manager, current.id);
          return current;
        }
        const finished = current.finishedAt ? current : await this.finalize(manager, current, now);
        const lapsed = finished.validUntil !== null && finished.validUntil <= now;
        if (!lapsed) throw conflict(TESTS_MESSAGES.alreadyFinished);
        await this.attempts.supersede(manager, finished.id, now);
      }
      // Once per person: a valid result kept from a deleted account counts as this one's.
      if ('applicantId' in owner && (await this.kept.carriedOverOf(owner.applicantId, test, manager))) throw conflict(TESTS_MESSAGES.alreadyFinished);
      return this.insertOrFind(manager, owner, test);
    });
    return this.startResponse(attempt);
  }

  /**
   * Stores a small batch of raw answers (at most ANSWERS_PER_REQUEST, checked by the schema) and
   * page-visibility evidence, with the batch's arrival on the server's clock. Past the deadline
   * plus the grace period the answers are refused (and counted in the integrity log).
   */
  async saveAnswers(owner: TestOwner, test: TestKind, batch: AnswerBatchInput): Promise<AnswersResponse> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const attempt = await this.attempts.lockCurrent(manager, owner, test);
      if (!attempt) throw conflict(TESTS_MESSAGES.notStarted);
      if (attempt.finishedAt) throw conflict(TESTS_MESSAGES.alreadyFinished);
      const now = await this.attempts.now(manager);
      const elapsed = now.getTime() - attempt.startedAt.getTime();
      // The page reports a hidden stretch as it comes back: its arrival places it on the server's timeline.
      const reported = batch.hidden.map((stretch) => ({ ...stretch, received: elapsed }));
      const hidden = [...attempt.hidden, ...reported].slice(0, MAX_HIDDEN_ENTRIES);
      if (this.isPastGrace(attempt, now)) {
        await this.attempts.refuseLate(manager, attempt.id, hidden, batch.answers.length);
        return { late: true as const };
      }
      const { answers, itemMs, savedIds } = mergeAnswers(attempt, batch.answers);
      const arrivalMs = { ...attempt.arrivalMs };
      for (const id of savedIds) arrivalMs[id] ??= elapsed;
      const batches = batch.answers.length ? [...attempt.batches, { at: elapsed, count: batch.answers.length }].slice(0, MAX_BATCH_ENTRIES) : attempt.batches;
      await this.attempts.saveAnswers(manager, attempt.id, { answers, itemMs, hidden, arrivalMs, batches });
      const saved = savedIds.length;
      return { late: false as const, saved, remainingMs: Math.max(0, attempt.deadlineAt.getTime() - now.getTime()) };
    });
    // Thrown after the commit, so the refused answers stay counted.
    if (outcome.late) throw conflict(TESTS_MESSAGES.timeIsUp);
    return { saved: outcome.saved, remainingMs: outcome.remainingMs };
  }

  /** Computes the result from the stored answers; finishing twice answers the same. */
  async finish(owner: TestOwner, test: TestKind): Promise<FinishResponse> {
    const attempt = await this.dataSource.transaction(async (manager) => {
      const current = await this.attempts.lockCurrent(manager, owner, test);
      if (!current) throw conflict(TESTS_MESSAGES.notStarted);
      if (current.finishedAt) return current;
      return this.finalize(manager, current, await this.attempts.now(manager));
    });
    return { test, validUntil: attempt.validUntil!.toISOString() };
  }

  /** The current attempts, finishing first those whose time ran out without a finish. */
  async currentAttempts(owner: TestOwner): Promise<TestAttempt[]> {
    const attempts = await this.attempts.currentOf(owner);
    const now = await this.attempts.now();
    const overdue = attempts.filter((attempt) => !attempt.finishedAt && this.isPastGrace(attempt, now));
    if (!overdue.length) return attempts;
    for (const attempt of overdue) {
      await this.dataSource.transaction(async (manager) => {
        const locked = await this.attempts.lockCurrent(manager, owner, attempt.test);
        if (locked && !locked.finishedAt) await this.finalize(manager, locked, await this.attempts.now(manager));
      });
    }
    return this.attempts.currentOf(owner);
  }

  private isPastGrace(attempt: TestAttempt, now: Date): boolean {
    return now.getTime() > attempt.deadlineAt.getTime() + this.config.tests.graceSeconds * 1000;
  }

  /** Inserts the attempt unless a concurrent start already did; either way returns the current one. */
  private async insertOrFind(manager: EntityManager, owner: TestOwner, test: TestKind): Promise<TestAttempt> {
    // Toulouse builds its grid from the seed, the matrices their own items and their options' order
    // (never 0, the seed of attempts from before the shuffle); the questionnaire does not use it.
    const seed = test === 'mbti' ? 0 : randomInt(1, 2 ** 31 - 1);
    const { extraTimePercent, format } = await this.accommodation(manager, owner, test);
    const seconds = Math.round((this.durationSeconds(test) * (100 + extraTimePercent)) / 100);
    await this.attempts.insertOnce(manager, owner, test, seed, seconds, format);
    const attempt = await this.attempts.lockCurrent(manager, owner, test);
    if (!attempt) throw new Error('the attempt vanished after its insert');
    return attempt;
  }

  /** Scores the stored answers; the finish time is the deadline at the latest. The result is kept for the person (one per person). */
  private async finalize(manager: EntityManager, attempt: TestAttempt, now: Date): Promise<TestAttempt> {
    const finishedAt = new Date(Math.min(now.getTime(), attempt.deadlineAt.getTime()));
    const durationMs = finishedAt.getTime() - attempt.startedAt.getTime();
    const result = { ...scoreAttempt(attempt), durationMs };
    const finished = await this.attempts.finish(manager, attempt.id, finishedAt, result);
    await this.kept.keep(manager, finished);
    return finished;
  }

  /**
   * The accommodation a new attempt gets: what a tester granted an invited candidate, or what an
   * administrator approved for the applicant's request on this test (the latest approval).
   */
  private async accommodation(manager: EntityManager, owner: TestOwner, test: TestKind): Promise<{ extraTimePercent: number; format: TestFormat }> {
    const granted = await this.attempts.grantedAccommodation(manager, owner, test);
    // The accessible format exists for the matrices only (ACCESSIBLE_FORMAT_TESTS).
    const accessible = Boolean(granted?.accessible) && ACCESSIBLE_FORMAT_TESTS.includes(test);
    return { extraTimePercent: granted?.extraTimePercent ?? 0, format: accessible ? 'accessible' : 'standard' };
  }

  private async startResponse(attempt: TestAttempt): Promise<StartResponse> {
    const now = await this.attempts.now();
    const clock: AttemptClock = {
      startedAt: attempt.startedAt.toISOString(),
      deadline: attempt.deadlineAt.toISOString(),
      remainingMs: Math.max(0, attempt.deadlineAt.getTime() - now.getTime()),
      durationSeconds: Math.round((attempt.deadlineAt.getTime() - attempt.startedAt.getTime()) / 1000),
    };
    if (attempt.test === 'toulouse') {
      const content = toulouseContent(buildToulouseGrid(attempt.seed));
      return { test: 'toulouse', clock, content, saved: { cells: attempt.answers.cells ?? [] } };
    }
    const answers = itemAnswers(attempt.answers);
    if (attempt.test === 'mbti') {
      return { test: 'mbti', clock, content: questionnaireContent(), saved: { answers: answers as Record<string, 'A' | 'B'> } };
    }
    return {
      test: 'cards',
      clock,
      content: cardsContent(attempt, { accessible: attempt.format === 'accessible' }),
      saved: { answers: answers as Record<string, number> },
      format: attempt.format,
    };
  }
}

/** Adds a batch to the stored answers; Toulouse clicks only move forward. */
function mergeAnswers(attempt: TestAttempt, batch: AnswerInput[]) {
  const itemMs = { ...attempt.itemMs };
  if (attempt.test === 'toulouse') {
    const previous = attempt.answers.cells ?? [];
    const accepted = acceptClicks(
      previous,
      batch.map((answer) => answer.id),
    );
    for (const answer of batch) if (accepted.includes(answer.id) && answer.ms !== undefined) itemMs[answer.id] = answer.ms;
    return { answers: { cells: [...previous, ...accepted] }, itemMs, savedIds: accepted };
  }
  const answers = { ...attempt.answers };
  for (const answer of batch) {
    answers[String(answer.id)] = answer.value;
    if (answer.ms !== undefined) itemMs[answer.id] = answer.ms;
  }
  return { answers, itemMs, savedIds: batch.map((answer) => answer.id) };
}

/** The stored result of each test: raw counts, from which the report derives the rest. */
function scoreAttempt(attempt: TestAttempt): Record<string, unknown> {
  if (attempt.test === 'toulouse') {
    return { ...scoreToulouse(buildToulouseGrid(attempt.seed), attempt.answers.cells ?? []) };
  }
  const answers = itemAnswers(attempt.answers);
  if (attempt.test === 'mbti') {
    const { type, counts } = scoreMbti(answers as Record<string, 'A' | 'B'>);
    return { type, counts };
  }
  return { score: scoreCards(answers as Record<string, number>, attempt) };
}
