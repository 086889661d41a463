import type { ClarityEntry, ClarityLevel } from '@postulate/contracts';
import { MBTI_ITEMS, type MbtiLetter, type MbtiPair } from './mbti-items.js';

/** The pairs in type order, and the letter a tie goes to (the second of each). */
const PAIRS: { pair: MbtiPair; first: MbtiLetter; second: MbtiLetter }[] = [
  { pair: 'EI', first: 'E', second: 'I' },
  { pair: 'SN', first: 'S', second: 'N' },
  { pair: 'TF', first: 'T', second: 'F' },
  { pair: 'JP', first: 'J', second: 'P' },
];

/** The spec's clarity levels, applied to the answers given to the preferred letter of a pair. */
export function clarityLevel(count: number): ClarityLevel {
  if (count < 14) return 'Leve';
  if (count < 17) return 'Moderado';
  if (count < 20) return 'Fuerte';
  return 'Muy Fuerte';
}

export interface MbtiScore {
  /** Null when some pair has fewer answers than MIN_ANSWERED_SHARE of its questions. */
  type: string | null;
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
 * Per pair the letter with more answers wins; a tie goes to I, N, F and P. Clarity is the
 * preferred letter's count, out of the pair's questions. No type without enough answers per pair.
 */
export function typeFromCounts(counts: Record<MbtiLetter, number>): MbtiScore {
  const clarity = PAIRS.map(({ pair, first, second }): ClarityEntry => {
    const letter = counts[first] > counts[second] ? first : second;
    return {
      pair,
      letter,
      count: counts[letter],
      answered: counts[first] + counts[second],
      total: MBTI_ITEMS.filter((item) => item.pair === pair).length,
      level: clarityLevel(counts[letter]),
    };
  });
  const complete = clarity.every((entry) => entry.answered >= minimumAnswered(entry.total));
  return { type: complete ? clarity.map((entry) => entry.letter).join('') : null, counts, clarity };
}

/** Counts each letter from the chosen options (A or B per question number). */
export function scoreMbti(answers: Record<string, 'A' | 'B'>): MbtiScore {
  const counts: Record<MbtiLetter, number> = { E: 0, I: 0, S: 0, N: 0, T: 0, F: 0, J: 0, P: 0 };
  for (const item of MBTI_ITEMS) {
    const choice = answers[String(item.id)];
    if (choice) counts[choice === 'A' ? item.a.letter : item.b.letter] += 1;
  }
  return typeFromCounts(counts);
}
