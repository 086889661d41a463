import { HttpStatus, Injectable } from '@nestjs/common';
import { CARDS, TESTS_MESSAGES, type CardsReport, type IntegrityLog, type MbtiReport, type TestReportData, type ToulouseReport } from '@postulate/contracts';
import { ApiException } from '../../common/api-exception.js';
import { CvsRepository } from '../../cv/cvs.repository.js';
import { isInterrupted, itemAnswers, type TestAttempt } from '../entities/test-attempt.entity.js';
import { KeptResultsService } from '../kept-results.service.js';
import { MBTI_ITEMS, type MbtiLetter } from '../mbti/mbti-items.js';
import { fixedPattern, fixedPatternReason, minimumAnswered, typeFromCounts } from '../mbti/mbti-scoring.js';
import { MBTI_TYPES } from '../mbti/mbti-types.js';
import type { TestOwner } from '../tests.repository.js';
import { TestsService } from '../tests.service.js';
import { arrivalGroups, implausibilities, serverItemTimes } from './plausibility.js';
import {
  CARDS_TIME_COMMENTS,
  TOULOUSE_CONCLUSIONS,
  cardsLevel,
  cardsTimeComment,
  formatDuration,
  interpretToulouse,
  onStandardDuration,
  type TimeGiven,
} from './report-rules.js';

interface Candidate {
  name: string | null;
  email: string | null;
}

function integrityOf(attempt: TestAttempt): IntegrityLog {
  // A stretch ends when the page, visible again, reports it: its arrival places it on the server's timeline.
  const hidden = attempt.hidden.map(({ at, ms, received }) =>
    received === undefined ? { atMs: at, ms, placed: false } : { atMs: Math.max(0, received - ms), ms, placed: true },
  );
  const requests = attempt.batches.length ? attempt.batches : arrivalGroups(attempt.arrivalMs);
  const gaps = requests.map((request, index) => request.at - (index ? requests[index - 1].at : 0));
  return {
    hidden,
    hiddenTotalMs: hidden.reduce((total, entry) => total + entry.ms, 0),
    serverItemMs: serverItemTimes(attempt.arrivalMs),
    arrivals: {
      requests: requests.length,
      firstMs: requests[0]?.at ?? null,
      lastMs: requests.at(-1)?.at ?? null,
      longestSilenceMs: gaps.length ? Math.max(...gaps) : null,
    },
    resumes: attempt.resumes,
    lateRefused: attempt.lateRefused,
    flags: implausibilities(attempt),
  };
}

/** The time this attempt was given (extra time included) against the test's standard time. */
const timeGiven = (attempt: TestAttempt, standardMs: number): TimeGiven => ({
  givenMs: attempt.deadlineAt.getTime() - attempt.startedAt.getTime(),
  standardMs,
});

/** Duration on the test's standard time: the report never shows an accommodation. */
function base(attempt: TestAttempt, standardMs: number) {
  const time = timeGiven(attempt, standardMs);
  const durationMs = onStandardDuration(Number(attempt.result!.durationMs), time);
  return {
    durationMs,
    time,
    common: {
      finishedAt: attempt.finishedAt!.toISOString(),
      validUntil: attempt.validUntil!.toISOString(),
      duration: formatDuration(durationMs),
      integrity: integrityOf(attempt),
    },
  };
}

function toulouseReport(attempt: TestAttempt, standardMs: number): ToulouseReport {
  const counts = attempt.result as { correctas: number; incorrectas: number; omision: number };
  const { correctas, incorrectas, omision } = counts;
  const { common, time } = base(attempt, standardMs);
  const interpretation = interpretToulouse(counts, time);
  // A result no person could have produced gets no conclusion, least of all a good level.
  if (common.integrity.flags.length > 0) {
    return { ...common, correctas, incorrectas, omision, ...interpretation, goodLevel: false, conclusions: [TOULOUSE_CONCLUSIONS.unreliable] };
  }
  return { ...common, correctas, incorrectas, omision, ...interpretation };
}

function mbtiReport(attempt: TestAttempt, standardMs: number): MbtiReport {
  const answers = itemAnswers(attempt.answers) as Record<string, 'A' | 'B'>;
  const { type, clear, clarity } = typeFromCounts(attempt.result!.counts as Record<MbtiLetter, number>);
  const shared = { ...base(attempt, standardMs).common, clarity, answered: Object.keys(answers).length, total: MBTI_ITEMS.length };
  if (type) {
    // Answers that follow the form rather than the questions describe nobody: no type, no portrait.
    const pattern = fixedPattern(answers);
    if (pattern) return { ...shared, complete: true, interpretable: false, type: null, title: null, description: null, reason: fixedPatternReason(pattern) };
    // A portrait describes four preferences: with any pair unclear there is none to show.
    const portrait = clear ? MBTI_TYPES[type] : { title: null, description: null };
    return { ...shared, complete: true, interpretable: true, type, ...portrait };
  }
  const minimumPerPair = clarity.map(({ pair, total }) => ({ pair, minimum: minimumAnswered(total), total }));
  return { ...shared, complete: false, type: null, minimumPerPair };
}

function cardsReport(attempt: TestAttempt, standardMs: number): CardsReport {
  const { common, durationMs } = base(attempt, standardMs);
  const score = Number(attempt.result!.score);
  const reliable = common.integrity.flags.length === 0;
  return {
    ...common,
    score,
    answered: Object.keys(itemAnswers(attempt.answers)).length,
    total: CARDS.items,
    level: reliable ? cardsLevel(score) : null,
    timeComment: reliable ? cardsTimeComment(durationMs, score, CARDS.items) : CARDS_TIME_COMMENTS.unreliable,
  };
}

/**
 * Who reads a report: the person themself reads everything; a company reads the personality
 * result only when the person shares it (the questionnaire is orientation, not a screen).
 */
export type ReportReader = 'self' | 'company';

/** backoffice-side §9: every figure and conclusion of the report, computed from stored results. */
@Injectable()
export class TestReportService {
  constructor(
    private readonly tests: TestsService,
    private readonly cvs: CvsRepository,
    private readonly kept: KeptResultsService,
  ) {}

  /**
   * An applicant's report. The applicant themself may read it; the company side calls this once
   * it has checked that the applicant applied to one of the company's ads.
   */
  async reportForApplicant(applicantId: number, { reader }: { reader: ReportReader }): Promise<TestReportData> {
    const candidate = await this.cvs.reportIdentity(applicantId);
    if (!candidate) throw new ApiException(HttpStatus.NOT_FOUND, { message: TESTS_MESSAGES.reportNotFound });
    const showMbti = reader === 'self' || (await this.cvs.sharesMbti(applicantId)) === true;
    return this.reportFor({ applicantId }, candidate, { showMbti });
  }

  /**
   * Finished tests only; a test still running or never taken is null, and so is one interrupted by
   * a change of its invitation or taken under a deleted account (both listed in `unscored`). Without
   * `showMbti` a finished personality questionnaire is withheld (`mbtiWithheld`), not silently missing.
   */
  async reportFor(owner: TestOwner, candidate: Candidate, { showMbti }: { showMbti: boolean }): Promise<TestReportData> {
    const current = await this.tests.currentAttempts(owner);
    const finished = current.filter((attempt) => attempt.finishedAt && attempt.result && !isInterrupted(attempt));
    const of = (test: TestAttempt['test']) => finished.find((attempt) => attempt.test === test);
    const interrupted = current.filter(isInterrupted).map((attempt) => ({ test: attempt.test, reason: 'interrupted' as const }));
    const kept = 'applicantId' in owner ? await this.kept.carriedOver(owner.applicantId) : [];
    const takenBefore = kept.filter((result) => !of(result.test)).map((result) => ({ test: result.test, reason: 'taken_before' as const }));
    const toulouse = of('toulouse');
    const mbti = of('mbti');
    const cards = of('cards');
    const standardMs = (test: TestAttempt['test']) => this.tests.durationSeconds(test) * 1000;
    return {
      candidate,
      toulouse: toulouse ? toulouseReport(toulouse, standardMs('toulouse')) : null,
      mbti: mbti && showMbti ? mbtiReport(mbti, standardMs('mbti')) : null,
      mbtiWithheld: mbti !== undefined && !showMbti,
      cards: cards ? cardsReport(cards, standardMs('cards')) : null,
      unscored: [...interrupted, ...takenBefore],
    };
  }
}
