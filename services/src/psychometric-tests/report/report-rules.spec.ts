import { describe, expect, it } from '@jest/globals';
import {
  CARDS_TIME_COMMENTS,
  TOULOUSE_CONCLUSIONS,
  cardsLevel,
  cardsTimeComment,
  formatDuration,
  interpretToulouse,
  minimumCorrect,
  onStandardDuration,
  type TimeGiven,
} from './report-rules.js';

const counts = (correctas: number, incorrectas: number, omision: number) => ({ correctas, incorrectas, omision });
const toulouse = (correctas: number, incorrectas: number, omision: number, time?: TimeGiven) =>
  interpretToulouse(counts(correctas, incorrectas, omision), time);
const tenMinutes = 10 * 60_000;
/** A concentration run with +50 %: 15 minutes given for the 10-minute test. */
const plusHalf: TimeGiven = { givenMs: 1.5 * tenMinutes, standardMs: tenMinutes };

/** No text may name a condition: the reports describe what was observed. */
const CLINICAL = /dificultad|ansiedad|inhibici|concentraci|atenci|intelectual|emocional|apuro|ágil|seguro|reflexivo|cuidadoso|costó/i;

describe('interpretToulouse', () => {
  it('shows the quotient (C − I) / (C + O) with 2 decimals', () => {
    expect(toulouse(200, 10, 20).quotient).toBe('0,86');
    expect(toulouse(0, 0, 0).quotient).toBeNull();
    expect(toulouse(3, 9, 0).quotient).toBe('-2,00');
  });

  it('draws no conclusion under 100 correct marks and says so with the count, 100 being enough', () => {
    expect(toulouse(99, 0, 0)).toEqual({
      quotient: '1,00',
      conclusionsApply: false,
      goodLevel: false,
      conclusions: ['Marcó 99 aciertos, menos de 100: con tan pocas marcas no se sacan conclusiones.'],
    });
    expect(toulouse(1, 0, 0).conclusions).toEqual(['Marcó 1 acierto, menos de 100: con tan pocas marcas no se sacan conclusiones.']);
    expect(toulouse(100, 0, 0)).toMatchObject({ conclusionsApply: true, goodLevel: true });
    expect(toulouse(101, 0, 0)).toMatchObject({ conclusionsApply: true, goodLevel: true });
  });

  it('calls a run with no observation within the expected range, with its figures', () => {
    expect(toulouse(436, 0, 0).conclusions).toEqual(['Desempeño dentro de lo esperado: 436 aciertos, 0 errores y 0 omisiones, cociente 1,00.']);
    expect(toulouse(200, 1, 1).conclusions).toEqual(['Desempeño dentro de lo esperado: 200 aciertos, 1 error y 1 omisión, cociente 0,99.']);
  });

  it('observes a quotient under 0.80 with its figures, exactly 0.80 passing', () => {
    // 300 correct, 30 wrong: 270 / 337 = 0.801 with 37 omissions, 270 / 338 = 0.799 with 38.
    expect(toulouse(300, 30, 37).conclusions).not.toContain(TOULOUSE_CONCLUSIONS.lowQuotient(counts(300, 30, 37), '0,80'));
    expect(toulouse(300, 30, 38).conclusions).toContain('Cociente 0,80, menor que 0,80: 300 aciertos menos 30 errores, sobre 338 símbolos iguales al modelo.');
    // Exactly 0.80: 240 / 300.
    expect(toulouse(260, 20, 40).conclusions.some((text) => text.startsWith('Cociente'))).toBe(false);
  });

  it('observes errors plus omissions over 10% of the correct marks, exactly 10% passing', () => {
    expect(toulouse(200, 5, 14)).toMatchObject({ goodLevel: true });
    expect(toulouse(200, 5, 15)).toMatchObject({ goodLevel: true });
    expect(toulouse(200, 5, 16).conclusions).toEqual([
      'Los símbolos marcados que no eran el modelo (5) y los iguales al modelo que dejó sin marcar (16) suman 21, más del 10 % de sus 200 aciertos.',
    ]);
  });

  it('observes omissions over 3/5 of the correct marks, exactly 3/5 passing', () => {
    const omissions = (o: number) => toulouse(100, 0, o).conclusions.filter((text) => text.startsWith('Dejó sin marcar'));
    expect(omissions(59)).toEqual([]);
    expect(omissions(60)).toEqual([]);
    expect(omissions(61)).toEqual(['Dejó sin marcar 61 símbolos iguales al modelo, más de 3/5 de sus 100 aciertos.']);
  });

  it('observes errors over 2/5 of the omissions only when they are also over 5% of the correct marks', () => {
    const errors = (c: number, i: number, o: number) => toulouse(c, i, o).conclusions.filter((text) => text.startsWith('Marcó'));
    // 2/5 boundary, with 50 omissions (errors well above 5% of 200): 20 is exactly 2/5.
    expect(errors(200, 19, 50)).toEqual([]);
    expect(errors(200, 20, 50)).toEqual([]);
    expect(errors(200, 21, 50)).toEqual(['Marcó 21 símbolos que no eran el modelo: más que 2/5 de sus 50 omisiones y más del 5 % de sus 200 aciertos.']);
    // 5% boundary, with 10 omissions (any error count here is above 2/5 of them): 10 is exactly 5% of 200.
    expect(errors(200, 9, 10)).toEqual([]);
    expect(errors(200, 10, 10)).toEqual([]);
    expect(errors(200, 11, 10)).toHaveLength(1);
    // The near-perfect run that used to read as a condition: 436 correct, 1 wrong, none missed.
    expect(toulouse(436, 1, 0)).toMatchObject({
      goodLevel: true,
      conclusions: ['Desempeño dentro de lo esperado: 436 aciertos, 1 error y 0 omisiones, cociente 1,00.'],
    });
  });

  it('scales the 100 correct marks to the time given: 150 with +50 %, the other checks unchanged', () => {
    expect(minimumCorrect(plusHalf)).toBe(150);
    expect(minimumCorrect({ givenMs: 1.25 * tenMinutes, standardMs: tenMinutes })).toBe(125);
    expect(minimumCorrect()).toBe(100);
    expect(toulouse(149, 0, 0, plusHalf).conclusions).toEqual(['Marcó 149 aciertos, menos de 150: con tan pocas marcas no se sacan conclusiones.']);
    expect(toulouse(150, 0, 0, plusHalf)).toMatchObject({ conclusionsApply: true, goodLevel: true });
    expect(toulouse(151, 0, 0, plusHalf)).toMatchObject({ conclusionsApply: true, goodLevel: true });
    expect(toulouse(200, 5, 16, plusHalf).conclusions).toEqual(toulouse(200, 5, 16).conclusions);
  });

  it('never names a condition', () => {
    const runs = [toulouse(50, 30, 300), toulouse(150, 50, 100), toulouse(436, 0, 0), toulouse(120, 40, 30)];
    for (const text of [...runs.flatMap((run) => run.conclusions), TOULOUSE_CONCLUSIONS.unreliable]) expect(text).not.toMatch(CLINICAL);
    expect(toulouse(150, 50, 100).conclusions).toHaveLength(4);
  });
});

describe('onStandardDuration', () => {
  it('expresses the time used on the standard time: 15 min used of 15 given is 10 min of a 10-minute test', () => {
    expect(formatDuration(onStandardDuration(1.5 * tenMinutes, plusHalf))).toBe('00:10:00,000');
    expect(formatDuration(onStandardDuration(7.5 * 60_000, plusHalf))).toBe('00:05:00,000');
    expect(onStandardDuration(123_456, { givenMs: tenMinutes, standardMs: tenMinutes })).toBe(123_456);
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
  it('splits at 15 minutes and at 13 correct answers, stating both', () => {
    expect(cardsTimeComment(fifteenMinutes - 1, 12, 36)).toBe('Terminó en 14 min 59 s, menos de 15 minutos, con 12 de 36 aciertos (13 o menos).');
    expect(cardsTimeComment(fifteenMinutes - 1, 13, 36)).toBe(CARDS_TIME_COMMENTS.quickLow('14 min 59 s', 13, 36));
    expect(cardsTimeComment(fifteenMinutes - 1, 14, 36)).toBe('Terminó en 14 min 59 s, menos de 15 minutos, con 14 de 36 aciertos (más de 13).');
    expect(cardsTimeComment(fifteenMinutes, 13, 36)).toBe('Usó 15 min 0 s, 15 minutos o más, y obtuvo 13 de 36 aciertos (13 o menos).');
    expect(cardsTimeComment(fifteenMinutes, 14, 36)).toBe('Usó 15 min 0 s, 15 minutos o más, y obtuvo 14 de 36 aciertos (más de 13).');
    expect(cardsTimeComment(fifteenMinutes + 1000, 14, 36)).toBe(CARDS_TIME_COMMENTS.slowHigh('15 min 1 s', 14, 36));
  });

  it('scales the 15 minutes to the time given: 22 min 30 s of real time with +50 % (90 of a 60-minute test)', () => {
    const time: TimeGiven = { givenMs: 90 * 60_000, standardMs: 60 * 60_000 };
    const comment = (realMs: number) => cardsTimeComment(onStandardDuration(realMs, time), 20, 36);
    expect(comment(22.5 * 60_000 - 2)).toMatch(/^Terminó en 14 min 59 s, menos de 15 minutos/);
    expect(comment(22.5 * 60_000)).toMatch(/^Usó 15 min 0 s, 15 minutos o más/);
    expect(comment(22.5 * 60_000 + 1500)).toMatch(/^Usó 15 min 1 s/);
  });

  it('never judges the person', () => {
    for (const [ms, score] of [
      [60_000, 5],
      [60_000, 30],
      [40 * 60_000, 5],
      [40 * 60_000, 30],
    ]) {
      expect(cardsTimeComment(ms, score, 36)).not.toMatch(CLINICAL);
    }
  });
});

describe('formatDuration', () => {
  it('writes HH:MM:SS,mmm', () => {
    expect(formatDuration(0)).toBe('00:00:00,000');
    expect(formatDuration(3_723_045)).toBe('01:02:03,045');
    expect(formatDuration(599_999)).toBe('00:09:59,999');
  });
});
