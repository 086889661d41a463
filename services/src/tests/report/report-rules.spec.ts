import { describe, expect, it } from '@jest/globals';
import { CARDS_TIME_COMMENTS, TOULOUSE_CONCLUSIONS, cardsLevel, cardsTimeComment, formatDuration, interpretToulouse } from './report-rules.js';

const toulouse = (correctas: number, incorrectas: number, omision: number) => interpretToulouse({ correctas, incorrectas, omision });

describe('interpretToulouse', () => {
  it('shows the quotient (C − I) / (C + O) with 2 decimals', () => {
    expect(toulouse(200, 10, 20).quotient).toBe('0,86');
    expect(toulouse(0, 0, 0).quotient).toBeNull();
    expect(toulouse(3, 9, 0).quotient).toBe('-2,00');
  });

  it('draws conclusions only from 100 correct marks: under that, emotional inhibition alone', () => {
    expect(toulouse(99, 0, 0)).toEqual({ quotient: '1,00', conclusionsApply: false, goodLevel: false, conclusions: [TOULOUSE_CONCLUSIONS.inhibition] });
    expect(toulouse(100, 0, 0)).toMatchObject({ conclusionsApply: true, goodLevel: true, conclusions: [TOULOUSE_CONCLUSIONS.goodLevel] });
  });

  it('flags a quotient under 0.8 as attention difficulty, exactly 0.8 passing', () => {
    // 300 correct, 30 wrong, 37 omissions: (270)/(337) = 0.801; with 38: 270/338 = 0.7988.
    expect(toulouse(300, 30, 37).conclusions).not.toContain(TOULOUSE_CONCLUSIONS.attention);
    expect(toulouse(300, 30, 38).conclusions).toContain(TOULOUSE_CONCLUSIONS.attention);
    // Exactly 0.8: (C − I) / (C + O) = 240 / 300.
    expect(toulouse(260, 20, 40).conclusions).not.toContain(TOULOUSE_CONCLUSIONS.attention);
  });

  it('flags incorrect + omissions over 10% of correct as lack of concentration, exactly 10% passing', () => {
    expect(toulouse(200, 5, 15)).toMatchObject({ goodLevel: true });
    expect(toulouse(200, 5, 16).conclusions).toEqual([TOULOUSE_CONCLUSIONS.concentration]);
  });

  it('flags omissions over 3/5 of correct as generalized anxiety, exactly 3/5 passing', () => {
    expect(toulouse(100, 0, 60).conclusions).not.toContain(TOULOUSE_CONCLUSIONS.anxiety);
    expect(toulouse(100, 0, 61).conclusions).toContain(TOULOUSE_CONCLUSIONS.anxiety);
  });

  it('flags incorrect over 2/5 of omissions as intellectual difficulty, exactly 2/5 passing', () => {
    expect(toulouse(200, 4, 10).conclusions).not.toContain(TOULOUSE_CONCLUSIONS.intellectual);
    expect(toulouse(200, 5, 10).conclusions).toContain(TOULOUSE_CONCLUSIONS.intellectual);
    expect(toulouse(200, 4, 10).goodLevel).toBe(true);
  });
});

describe('cardsLevel', () => {
  it.each([
    [0, 'Nivel Bajo'],
    [13, 'Nivel Bajo'],
    [14, 'Nivel Medio'],
    [26, 'Nivel Medio'],
    [27, 'Nivel Medio Alto'],
    [30, 'Nivel Medio Alto'],
    [31, 'Nivel Alto'],
    [36, 'Nivel Alto'],
  ])('%i correct is %s', (score, level) => {
    expect(cardsLevel(score)).toBe(level);
  });
});

describe('cardsTimeComment', () => {
  const fifteenMinutes = 15 * 60_000;
  it('splits at 15 minutes and at 13 correct answers', () => {
    expect(cardsTimeComment(fifteenMinutes - 1, 13)).toBe(CARDS_TIME_COMMENTS.quickLow);
    expect(cardsTimeComment(fifteenMinutes - 1, 14)).toBe(CARDS_TIME_COMMENTS.quickHigh);
    expect(cardsTimeComment(fifteenMinutes, 13)).toBe(CARDS_TIME_COMMENTS.slowLow);
    expect(cardsTimeComment(fifteenMinutes, 14)).toBe(CARDS_TIME_COMMENTS.slowHigh);
  });
});

describe('formatDuration', () => {
  it('writes HH:MM:SS,mmm', () => {
    expect(formatDuration(0)).toBe('00:00:00,000');
    expect(formatDuration(3_723_045)).toBe('01:02:03,045');
    expect(formatDuration(599_999)).toBe('00:09:59,999');
  });
});
