import type { CardsLevel } from '@postulate/contracts';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The spec's duration format, HH:MM:SS,mmm. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)},${pad(total % 1000, 3)}`;
}

export const TOULOUSE_CONCLUSIONS = {
  goodLevel: 'Buen nivel: concentración y atención sostenidas, con pocos errores y omisiones.',
  attention: 'El cociente es menor a 0,80: posible dificultad de atención.',
  concentration: 'Los errores y las omisiones superan el 10% de los aciertos: falta de concentración.',
  anxiety: 'Las omisiones superan las 3/5 partes de los aciertos: posible ansiedad generalizada.',
  intellectual: 'Los errores superan las 2/5 partes de las omisiones: posible dificultad intelectual.',
  inhibition: 'Marcó menos de 100 aciertos: posible inhibición emocional. Las demás conclusiones no se aplican.',
  unreliable: 'Sin conclusiones: el resultado no es confiable (ver el registro de integridad).',
} as const;

export interface ToulouseInterpretation {
  quotient: string | null;
  conclusionsApply: boolean;
  goodLevel: boolean;
  conclusions: string[];
}

/**
 * backoffice-side §9 for the concentration test, in whole numbers so the boundaries are exact:
 * quotient = (C − I) / (C + O); the four checks apply from 100 correct marks on, and a good level
 * needs all four to pass. Under 100 correct marks the only conclusion is emotional inhibition.
 */
export function interpretToulouse({ correctas: c, incorrectas: i, omision: o }: { correctas: number; incorrectas: number; omision: number }): ToulouseInterpretation {
  const quotient = c + o === 0 ? null : ((c - i) / (c + o)).toFixed(2).replace('.', ',');
  if (c < 100) return { quotient, conclusionsApply: false, goodLevel: false, conclusions: [TOULOUSE_CONCLUSIONS.inhibition] };
  const lowQuotient = 5 * (c - i) < 4 * (c + o); // quotient < 0.8
  const lackOfConcentration = 10 * (i + o) > c; // I + O > 10% of C
  const anxiety = 5 * o > 3 * c; // O > 3/5 of C
  const intellectual = 5 * i > 2 * o; // I > 2/5 of O
  const conclusions: string[] = [];
  if (lowQuotient) conclusions.push(TOULOUSE_CONCLUSIONS.attention);
  if (lackOfConcentration) conclusions.push(TOULOUSE_CONCLUSIONS.concentration);
  if (anxiety) conclusions.push(TOULOUSE_CONCLUSIONS.anxiety);
  if (intellectual) conclusions.push(TOULOUSE_CONCLUSIONS.intellectual);
  const goodLevel = conclusions.length === 0;
  return { quotient, conclusionsApply: true, goodLevel, conclusions: goodLevel ? [TOULOUSE_CONCLUSIONS.goodLevel] : conclusions };
}

/** ≤ 13 Bajo, 14–26 Medio, 27–30 Medio Alto, over 30 Alto. */
export function cardsLevel(score: number): CardsLevel {
  if (score <= 13) return 'Nivel Bajo';
  if (score <= 26) return 'Nivel Medio';
  if (score <= 30) return 'Nivel Medio Alto';
  return 'Nivel Alto';
}

export const QUICK_LIMIT_MS = 15 * 60_000;
export const LOW_SCORE = 13;

export const CARDS_TIME_COMMENTS = {
  quickLow: 'Terminó en menos de 15 minutos con 13 aciertos o menos: es probable que haya respondido con apuro, sin analizar cada matriz.',
  quickHigh: 'Terminó en menos de 15 minutos con más de 13 aciertos: razonamiento ágil y seguro.',
  slowLow: 'Dedicó 15 minutos o más y obtuvo 13 aciertos o menos: le costó descubrir las reglas aun tomándose su tiempo.',
  slowHigh: 'Dedicó 15 minutos o más y obtuvo más de 13 aciertos: trabajo reflexivo y cuidadoso.',
  unreliable: 'Sin comentario sobre el tiempo ni nivel: el resultado no es confiable (ver el registro de integridad).',
} as const;

/** The time comment: under 15 minutes or not, and 13 correct answers or fewer or not. */
export function cardsTimeComment(durationMs: number, score: number): string {
  const quick = durationMs < QUICK_LIMIT_MS;
  const low = score <= LOW_SCORE;
  if (quick) return low ? CARDS_TIME_COMMENTS.quickLow : CARDS_TIME_COMMENTS.quickHigh;
  return low ? CARDS_TIME_COMMENTS.slowLow : CARDS_TIME_COMMENTS.slowHigh;
}
