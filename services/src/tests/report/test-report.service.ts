import { HttpStatus, Injectable } from '@nestjs/common';
import {
  CARDS,
  TESTS_MESSAGES,
  type CardsReport,
  type IntegrityLog,
  type MbtiReport,
  type TestReportData,
  type ToulouseReport,
} from '@postulate/contracts';
import { ApiException } from '../../common/api-exception.js';
import { CvsRepository } from '../../cv/cvs.repository.js';
import { itemAnswers, type TestAttempt } from '../entities/test-attempt.entity.js';
import { MBTI_ITEMS, type MbtiLetter } from '../mbti/mbti-items.js';
import { fixedPattern, fixedPatternReason, minimumAnswered, typeFromCounts } from '../mbti/mbti-scoring.js';
import { MBTI_TYPES } from '../mbti/mbti-types.js';
import type { TestOwner } from '../tests.repository.js';
import { TestsService } from '../tests.service.js';
import { implausibility } from './plausibility.js';
import { CARDS_TIME_COMMENTS, TOULOUSE_CONCLUSIONS, cardsLevel, cardsTimeComment, formatDuration, interpretToulouse } from './report-rules.js';

interface Candidate {
  name: string | null;
  email: string | null;
}

function integrityOf(attempt: TestAttempt): IntegrityLog {
  const hidden = attempt.hidden.map(({ at, ms }) => ({ atMs: at, ms }));
  return {
    hidden,
    hiddenTotalMs: hidden.reduce((total, entry) => total + entry.ms, 0),
    itemMs: Object.entries(attempt.itemMs)
      .map(([id, ms]) => ({ id: Number(id), ms }))
      .sort((a, b) => a.id - b.id),
    resumes: attempt.resumes,
    lateRefused: attempt.lateRefused,
    flags: [implausibility(attempt.test, attempt.arrivalMs)].filter((flag): flag is string => flag !== null),
  };
}

function base(attempt: TestAttempt) {
  const durationMs = Number(attempt.result!.durationMs);
  return {
    durationMs,
    common: {
      finishedAt: attempt.finishedAt!.toISOString(),
      validUntil: attempt.validUntil!.toISOString(),
      duration: formatDuration(durationMs),
      integrity: integrityOf(attempt),
    },
  };
}

function toulouseReport(attempt: TestAttempt): ToulouseReport {
  const counts = attempt.result as { correctas: number; incorrectas: number; omision: number };
  const { correctas, incorrectas, omision } = counts;
  const { common } = base(attempt);
  const interpretation = interpretToulouse(counts);
  // A result no person could have produced gets no conclusion, least of all a good level.
  if (common.integrity.flags.length > 0) {
    return { ...common, correctas, incorrectas, omision, ...interpretation, goodLevel: false, conclusions: [TOULOUSE_CONCLUSIONS.unreliable] };
  }
  return { ...common, correctas, incorrectas, omision, ...interpretation };
}

function mbtiReport(attempt: TestAttempt): MbtiReport {
  const answers = itemAnswers(attempt.answers) as Record<string, 'A' | 'B'>;
  const { type, clear, clarity } = typeFromCounts(attempt.result!.counts as Record<MbtiLetter, number>);
  const shared = { ...base(attempt).common, clarity, answered: Object.keys(answers).length, total: MBTI_ITEMS.length };
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

function cardsReport(attempt: TestAttempt): CardsReport {
  const { common, durationMs } = base(attempt);
  const score = Number(attempt.result!.score);
  const reliable = common.integrity.flags.length === 0;
  return {
    ...common,
    score,
    answered: Object.keys(itemAnswers(attempt.answers)).length,
    total: CARDS.items,
    level: reliable ? cardsLevel(score) : null,
    timeComment: reliable ? cardsTimeComment(durationMs, score) : CARDS_TIME_COMMENTS.unreliable,
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
   * Finished tests only; a test still running or never taken is null. Without `showMbti` a
   * finished personality questionnaire is withheld (`mbtiWithheld`), not silently missing.
   */
  async reportFor(owner: TestOwner, candidate: Candidate, { showMbti }: { showMbti: boolean }): Promise<TestReportData> {
    const finished = (await this.tests.currentAttempts(owner)).filter((attempt) => attempt.finishedAt && attempt.result);
    const of = (test: TestAttempt['test']) => finished.find((attempt) => attempt.test === test);
    const toulouse = of('toulouse');
    const mbti = of('mbti');
    const cards = of('cards');
    return {
      candidate,
      toulouse: toulouse ? toulouseReport(toulouse) : null,
      mbti: mbti && showMbti ? mbtiReport(mbti) : null,
      mbtiWithheld: mbti !== undefined && !showMbti,
      cards: cards ? cardsReport(cards) : null,
    };
  }
}
