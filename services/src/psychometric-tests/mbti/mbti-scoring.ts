import type { ClarityEntry, ClarityLevel } from '@postulate/contracts';
import { MBTI_ITEMS, type MbtiLetter, type MbtiPair } from './mbti-items.js';

/** The pairs in type order. */
const PAIRS: { pair: MbtiPair; first: MbtiLetter; second: MbtiLetter }[] = [
  { pair: 'EI', first: 'E', second: 'I' },
  { pair: 'SN', first: 'S', second: 'N' },
  { pair: 'TF', first: 'T', second: 'F' },
  { pair: 'JP', first: 'J', second: 'P' },
];

/**
 * A pair shows a preference only when its two counts differ by more than this: at a difference of
 * 2 or less, changing a single answer would tie or reverse the pair, so no letter is given
 * ('sin preferencia clara'). E/I 13-11 has none; 14-10 is E, Moderado; T/F 13-10 is T, Leve.
 */
export const NO_PREFERENCE_MARGIN = 2;

/** Stands for a pair without a clear preference in the type: 'IN·P'. */
export const NO_PREFERENCE_MARK = '·';

/** The spec's clarity levels, applied to the answers given to the preferred letter of a pair. */
export function clarityLevel(count: number): ClarityLevel {
  if (count < 14) return 'Leve';
  if (count < 17) return 'Moderado';
  if (count < 20) return 'Fuerte';
  return 'Muy Fuerte';
}

export interface MbtiScore {
  /**
   * One letter per pair, `NO_PREFERENCE_MARK` for a pair without a clear preference ('IN·P'); null
   * when some pair has fewer answers than MIN_ANSWERED_SHARE of its questions.
   */
  type: string | null;
  /** Every pair shows a clear preference: only then does the type have a portrait. */
  clear: boolean;
  counts: Record<MbtiLetter, number>;
  clarity: ClarityEntry[];
}

/**
 * A pair describes a preference only with at least three of every four of its questions answered
 * (E/I 18 of 24, S/N 18 of 24, T/F 18 of 23, J/P 17 of 22); below that on any pair the
 * questionnaire is incomplete and no type is given.
 */
export const MIN_ANSWERED_SHARE = 3 / 4;

export const minimumAnswered = (total: number) => Math.ceil(total * MIN_ANSWERED_SHARE);

/**
 * Per pair the letter with more answers, when it leads by more than NO_PREFERENCE_MARGIN; no letter
 * otherwise (a tie goes to neither side). Clarity is the preferred letter's count, out of the
 * pair's questions. No type without enough answers per pair.
 */
export function typeFromCounts(counts: Record<MbtiLetter, number>): MbtiScore {
  const clarity = PAIRS.map(({ pair, first, second }): ClarityEntry => {
    const leading = counts[first] >= counts[second] ? first : second;
    const clear = Math.abs(counts[first] - counts[second]) > NO_PREFERENCE_MARGIN;
    return {
      pair,
      letter: clear ? leading : null,
      count: counts[leading],
      answered: counts[first] + counts[second],
      total: MBTI_ITEMS.filter((item) => item.pair === pair).length,
      level: clear ? clarityLevel(counts[leading]) : null,
    };
  });
  const complete = clarity.every((entry) => entry.answered >= minimumAnswered(entry.total));
  return {
    type: complete ? clarity.map((entry) => entry.letter ?? NO_PREFERENCE_MARK).join('') : null,
    clear: complete && clarity.every((entry) => entry.letter !== null),
    counts,
    clarity,
  };
}

/**
 * Answer patterns that follow the form, not the questions. The key puts each letter on option A in
 * half of its pair's items, so content-driven answers of any type give about half A (46 or 47 of 93
 * for a fully consistent person), runs of at most 6 and no repeating cycle; 10,000 simulated
 * people answering by content with 55-95 % consistency per pair stayed within 32-71 % A, runs of
 * 21 and a match of 0.70 at lags 2-6.
 */
export const FIXED_PATTERN = {
  /** Share of the answered items on the same option (A or B): three of every four or more. */
  share: 3 / 4,
  /** Identical answers in a row, in question order: more than a whole step 3 (20) or step 4 (15). */
  run: 25,
  /** A cycle of 2 to `maxPeriod` answers (ABAB…, AABB…, ABBABB…) repeated in this share of the items. */
  periodMatch: 0.85,
  maxPeriod: 6,
} as const;

/** What makes the answers a fixed pattern, in words for the report ('todas A'); null when none. */
export function fixedPattern(answers: Record<string, 'A' | 'B'>): string | null {
  const sequence = MBTI_ITEMS.map((item) => answers[String(item.id)]).filter((choice) => choice !== undefined);
  if (sequence.length === 0) return null;
  const onA = sequence.filter((choice) => choice === 'A').length;
  if (onA === sequence.length) return 'todas A';
  if (onA === 0) return 'todas B';
  const [major, majorCount] = onA >= sequence.length - onA ? ['A', onA] : ['B', sequence.length - onA];
  if (majorCount >= sequence.length * FIXED_PATTERN.share) {
    return `${majorCount} de ${sequence.length} respuestas en la opción ${major}`;
  }
  const text = sequence.join('');
  const longest = Math.max(...(text.match(/A+|B+/g) ?? []).map((run) => run.length));
  if (longest >= FIXED_PATTERN.run) {
    return `${longest} respuestas seguidas en la opción ${text.includes('A'.repeat(longest)) ? 'A' : 'B'}`;
  }
  for (let period = 2; period <= FIXED_PATTERN.maxPeriod; period += 1) {
    const repeats = sequence.slice(period).filter((choice, index) => choice === sequence[index]).length;
    if (repeats >= (sequence.length - period) * FIXED_PATTERN.periodMatch) {
      const cycle = text.slice(0, period);
      return cycle === 'AB' || cycle === 'BA' ? 'A y B alternadas' : `la secuencia ${cycle} repetida`;
    }
  }
  return null;
}

/** The report's reason for giving no type to a fixed pattern. */
export const fixedPatternReason = (pattern: string) => `Las respuestas siguen un patrón fijo (${pattern}): el cuestionario no se puede interpretar`;

/** Counts each letter from the chosen options (A or B per question number). */
export function scoreMbti(answers: Record<string, 'A' | 'B'>): MbtiScore {
  const counts: Record<MbtiLetter, number> = { E: 0, I: 0, S: 0, N: 0, T: 0, F: 0, J: 0, P: 0 };
  for (const item of MBTI_ITEMS) {
    const choice = answers[String(item.id)];
    if (choice) counts[choice === 'A' ? item.a.letter : item.b.letter] += 1;
  }
  return typeFromCounts(counts);
}
