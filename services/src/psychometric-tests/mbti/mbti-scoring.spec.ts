import { describe, expect, it } from '@jest/globals';
import { MBTI_STEPS } from '@postulate/contracts';
import { SeededRandom } from '../random.js';
import { MBTI_ITEMS, mbtiContent, type MbtiLetter } from './mbti-items.js';
import { FIXED_PATTERN, clarityLevel, fixedPattern, scoreMbti, typeFromCounts } from './mbti-scoring.js';
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
    const texts = Object.values(MBTI_TYPES)
      .map(({ title, description }) => `${title} ${description}`)
      .join(' ');
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

  it('gives no letter to a tied pair: always option A is not INTP', () => {
    // Always option A: E/I and S/N split 12-12, J/P 11-11, T/F 12-11.
    const score = scoreMbti(Object.fromEntries(MBTI_ITEMS.map((item) => [String(item.id), 'A'])));
    expect(score.counts).toMatchObject({ E: 12, I: 12, S: 12, N: 12, T: 12, F: 11, J: 11, P: 11 });
    expect(score).toMatchObject({ type: '····', clear: false });
    expect(score.clarity.map((entry) => [entry.letter, entry.level])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  it('shows a preference only when one changed answer would not tie or reverse it', () => {
    const counts = (ei: [number, number], tf: [number, number]) => typeFromCounts({ E: ei[0], I: ei[1], S: 20, N: 4, T: tf[0], F: tf[1], J: 20, P: 2 });
    // A difference of 2 or less: no letter, whichever side leads.
    expect(counts([13, 11], [20, 3])).toMatchObject({ type: '·STJ', clear: false });
    expect(counts([11, 13], [20, 3]).clarity[0]).toMatchObject({ letter: null, count: 13, level: null });
    expect(counts([20, 4], [12, 11])).toMatchObject({ type: 'ES·J', clear: false });
    // From a difference of 3: the letter, with its clarity.
    expect(counts([10, 14], [13, 10])).toMatchObject({ type: 'ISTJ', clear: true });
    expect(counts([10, 14], [13, 10]).clarity.map((entry) => `${entry.letter}${entry.count}${entry.level}`)).toEqual([
      'I14Moderado',
      'S20Muy Fuerte',
      'T13Leve',
      'J20Muy Fuerte',
    ]);
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
      const dropped = MBTI_ITEMS.filter((item) => item.pair === pair)
        .slice(0, count)
        .map((item) => String(item.id));
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

/** A person answering by content: a type, a consistency per pair, and a slight pull towards option A. */
function contentAnswers(random: SeededRandom): Record<string, 'A' | 'B'> {
  const pairs = ['EI', 'SN', 'TF', 'JP'] as const;
  const preferred = pairs.map((pair) => pair[random.int(2)]);
  const consistency = pairs.map(() => 0.6 + random.next() * 0.35);
  const pullToA = random.next() * 0.1;
  return Object.fromEntries(
    MBTI_ITEMS.map((item) => {
      const pair = pairs.indexOf(item.pair);
      if (random.next() < pullToA) return [String(item.id), 'A'] as const;
      const letter = random.next() < consistency[pair] ? preferred[pair] : item.pair.replace(preferred[pair], '');
      return [String(item.id), item.a.letter === letter ? 'A' : 'B'] as const;
    }),
  );
}

/** The answers for a sequence of options repeated over the 93 questions in order. */
const repeating = (cycle: string) => Object.fromEntries(MBTI_ITEMS.map((item, index) => [String(item.id), cycle[index % cycle.length] as 'A' | 'B']));

describe('fixedPattern: answers that follow the form, not the questions', () => {
  it.each([
    ['A', 'todas A'],
    ['B', 'todas B'],
    ['AB', 'A y B alternadas'],
    ['BA', 'A y B alternadas'],
    ['AABB', 'la secuencia AABB repetida'],
    ['ABB', 'la secuencia ABB repetida'],
    ['AAABBB', 'la secuencia AAABBB repetida'],
    ['AAAB', '70 de 93 respuestas en la opción A'],
  ])('names the cycle %s: %s', (cycle, words) => {
    expect(fixedPattern(repeating(cycle))).toBe(words);
  });

  it('finds a long run in the middle of otherwise content-driven answers', () => {
    const answers = choosing(['E', 'S', 'T', 'J']);
    const ids = MBTI_ITEMS.map((item) => String(item.id));
    // Step 2 (32 word pairs) all on B.
    for (const id of ids.slice(26, 58)) answers[id] = 'B';
    expect(fixedPattern(answers)).toMatch(/^\d+ respuestas seguidas en la opción B$/);
  });

  it('draws each line at its documented number', () => {
    const ids = MBTI_ITEMS.map((item) => String(item.id));
    // Share: 70 of 93 on A (three of every four) is a pattern, 69 is not.
    const share = (onA: number) => {
      // An ESTJ's answers, with options B turned to A spread over the questionnaire.
      const answers = choosing(['E', 'S', 'T', 'J']);
      const onB = ids.filter((id) => answers[id] === 'B');
      const turned = onA - (ids.length - onB.length);
      for (let index = 0; index < turned; index += 1) answers[onB[Math.floor((index * onB.length) / turned)]] = 'A';
      return answers;
    };
    expect(ids.filter((id) => share(70)[id] === 'A')).toHaveLength(70);
    expect(fixedPattern(share(70))).toBe('70 de 93 respuestas en la opción A');
    expect(fixedPattern(share(69))).toBeNull();
    // Run: 25 identical answers in a row are a pattern, 24 are not (the rest alternating by content).
    const run = (length: number) => {
      const answers = choosing(['I', 'N', 'F', 'P']);
      ids.forEach((id, index) => {
        if (index >= 40 && index < 40 + length) answers[id] = 'A';
        if (index === 39 || index === 40 + length) answers[id] = 'B';
      });
      return answers;
    };
    expect(fixedPattern(run(FIXED_PATTERN.run))).toBe('25 respuestas seguidas en la opción A');
    expect(fixedPattern(run(FIXED_PATTERN.run - 1))).toBeNull();
    // Cycle: each answer off the A/B alternation breaks two of the 91 comparisons two apart: 6 off
    // leave 79 of 91 (87 %, at least the 85 %) a pattern, 7 off leave 77 (85 % is 77.35) none.
    const broken = (off: number) =>
      Object.fromEntries(
        ids.map((id, index) => [id, (index % 2 === 0) !== (index >= 10 && (index - 10) % 12 === 0 && index < 10 + off * 12) ? 'A' : 'B'] as const),
      );
    expect(fixedPattern(broken(6))).toBe('A y B alternadas');
    expect(fixedPattern(broken(7))).toBeNull();
  });

  it('never fires on a person of any type answering every question by content', () => {
    for (const e of ['E', 'I'] as const)
      for (const s of ['S', 'N'] as const)
        for (const t of ['T', 'F'] as const) for (const j of ['J', 'P'] as const) expect(fixedPattern(choosing([e, s, t, j]))).toBeNull();
  });

  it('leaves 1,000 seeded people answering by content (60-95 % consistent per pair) interpretable', () => {
    const random = new SeededRandom(34);
    const flagged: string[] = [];
    for (let person = 0; person < 1000; person += 1) {
      const pattern = fixedPattern(contentAnswers(random));
      if (pattern) flagged.push(pattern);
    }
    expect(flagged).toEqual([]);
  });
});
