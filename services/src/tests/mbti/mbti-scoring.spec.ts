import { describe, expect, it } from '@jest/globals';
import { MBTI_STEPS } from '@postulate/contracts';
import { MBTI_ITEMS, mbtiContent, type MbtiLetter } from './mbti-items.js';
import { clarityLevel, scoreMbti } from './mbti-scoring.js';
import { MBTI_TYPES } from './mbti-types.js';

/** Answers choosing, for every question, the option that counts for one of `letters`. */
const choosing = (letters: MbtiLetter[]) =>
  Object.fromEntries(MBTI_ITEMS.map((item) => [String(item.id), letters.includes(item.a.letter) ? 'A' : 'B'] as const));

describe('the questionnaire', () => {
  it('has 93 items in steps of 26, 32, 20 and 15, each option counting for one pole of one pair', () => {
    expect(MBTI_ITEMS).toHaveLength(93);
    expect(mbtiContent().steps.map((step) => step.items.length)).toEqual([26, 32, 20, 15]);
    expect(MBTI_STEPS.map((step) => step.last - step.first + 1)).toEqual([26, 32, 20, 15]);
    for (const item of MBTI_ITEMS) {
      expect(item.a.letter).not.toBe(item.b.letter);
      expect(item.pair).toContain(item.a.letter);
      expect(item.pair).toContain(item.b.letter);
    }
    // Word pairs (steps 2 and 4) carry no question text; questions do.
    expect(MBTI_ITEMS.filter((item) => item.text === null).map((item) => item.id)).toEqual([
      ...Array.from({ length: 32 }, (_, index) => 27 + index),
      ...Array.from({ length: 15 }, (_, index) => 79 + index),
    ]);
  });

  it('balances the four pairs, and each pole between options A and B', () => {
    for (const pair of ['EI', 'SN', 'TF', 'JP'] as const) {
      const items = MBTI_ITEMS.filter((item) => item.pair === pair);
      expect(items.length).toBeGreaterThanOrEqual(22);
      expect(items.length).toBeLessThanOrEqual(24);
      const firstOnA = items.filter((item) => item.a.letter === pair[0]).length;
      expect(Math.abs(firstOnA - (items.length - firstOnA))).toBeLessThanOrEqual(1);
    }
  });

  it('never sends the letter an option counts for', () => {
    expect(JSON.stringify(mbtiContent())).not.toMatch(/"letter"|"pair"/);
  });

  it('describes each type in neutral gender: the candidate reads it too', () => {
    const texts = Object.values(MBTI_TYPES).map(({ title, description }) => `${title} ${description}`).join(' ');
    // Words that agreed with a man: the portraits once used them.
    for (const word of ['metódico', 'cómodo', 'consejero', 'para él', 'creativo', 'comprensivo', 'observador', 'Comunicador', 'Decidido', 'lo afectan']) {
      expect(texts).not.toContain(word);
    }
    // Titles name qualities, not adjectives that agree with the person.
    for (const { title } of Object.values(MBTI_TYPES)) expect(title).not.toMatch(/(ico|ivo|oso|ado|ido|dor|ero|ente)\b/);
  });

  it('has an original description for each of the 16 types', () => {
    expect(Object.keys(MBTI_TYPES)).toHaveLength(16);
    for (const [type, { title, description }] of Object.entries(MBTI_TYPES)) {
      expect(type).toMatch(/^[EI][SN][TF][JP]$/);
      expect(title.length).toBeGreaterThan(5);
      expect(description.length).toBeGreaterThan(150);
    }
  });
});

describe('scoreMbti', () => {
  it('derives the type and a Muy Fuerte clarity when every answer leans the same way', () => {
    const score = scoreMbti(choosing(['E', 'S', 'T', 'J']));
    expect(score.type).toBe('ESTJ');
    expect(score.clarity).toEqual([
      { pair: 'EI', letter: 'E', count: 24, answered: 24, total: 24, level: 'Muy Fuerte' },
      { pair: 'SN', letter: 'S', count: 24, answered: 24, total: 24, level: 'Muy Fuerte' },
      { pair: 'TF', letter: 'T', count: 23, answered: 23, total: 23, level: 'Muy Fuerte' },
      { pair: 'JP', letter: 'J', count: 22, answered: 22, total: 22, level: 'Muy Fuerte' },
    ]);
    expect(scoreMbti(choosing(['I', 'N', 'F', 'P'])).type).toBe('INFP');
  });

  it('breaks ties towards I, N, F and P', () => {
    // Always option A: E/I and S/N split 12-12, J/P 11-11, T/F 12-11.
    const score = scoreMbti(Object.fromEntries(MBTI_ITEMS.map((item) => [String(item.id), 'A'])));
    expect(score.counts).toMatchObject({ E: 12, I: 12, S: 12, N: 12, T: 12, F: 11, J: 11, P: 11 });
    expect(score.type).toBe('INTP');
  });

  it('gives no type to an incomplete questionnaire: 4 of 93 answers are not ESTJ', () => {
    const score = scoreMbti({ '1': 'A', '2': 'A', '3': 'A', '4': 'A' });
    expect(score.type).toBeNull();
    expect(scoreMbti({}).type).toBeNull();
    expect(score.clarity.map((entry) => entry.answered).reduce((total, count) => total + count)).toBe(4);
  });

  it('needs three of every four questions of each pair, and ignores the unanswered ones', () => {
    const all = choosing(['E', 'S', 'T', 'J']);
    const without = (pair: string, count: number) => {
      const dropped = MBTI_ITEMS.filter((item) => item.pair === pair).slice(0, count).map((item) => String(item.id));
      return Object.fromEntries(Object.entries(all).filter(([id]) => !dropped.includes(id)));
    };
    // J/P has 22 questions: 17 answered (5 left out) is enough, 16 is not.
    expect(scoreMbti(without('JP', 5))).toMatchObject({ type: 'ESTJ', counts: { J: 17 } });
    expect(scoreMbti(without('JP', 6)).type).toBeNull();
    expect(scoreMbti(without('EI', 6)).type).toBe('ESTJ');
    expect(scoreMbti(without('EI', 7)).type).toBeNull();
  });
});

describe('clarityLevel', () => {
  it.each([
    [13, 'Leve'],
    [14, 'Moderado'],
    [16, 'Moderado'],
    [17, 'Fuerte'],
    [19, 'Fuerte'],
    [20, 'Muy Fuerte'],
  ])('%i answers for the preferred letter is %s', (count, level) => {
    expect(clarityLevel(count)).toBe(level);
  });
});
