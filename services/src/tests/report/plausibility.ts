import type { TestKind } from '@postulate/contracts';

/**
 * The fastest a person can work, measured on the server's clock from when each answer arrived:
 * marking the concentration grid faster than 4 symbols a second all along, solving a matrix in
 * under 3 seconds on average, or answering a question in under 1.5 seconds (less than reading
 * it) is not humanly possible. Checked only once enough items were answered to say so.
 */
export const HUMAN_LIMITS = {
  toulouse: { minItems: 30, maxPerSecond: 4 },
  cards: { minItems: 5, minSecondsEach: 3 },
  mbti: { minItems: 10, minSecondsEach: 1.5 },
} as const;

const seconds = (ms: number) => (ms / 1000).toFixed(1).replace('.', ',');

/**
 * Why a result cannot be a person's own work, or null: from the arrival time of each item (ms
 * since the start). The span is the arrival of the last item, so a batch sent at once counts as
 * all its items answered in that time.
 */
export function implausibility(test: TestKind, arrivalMs: Record<string, number>): string | null {
  const times = Object.values(arrivalMs);
  const count = times.length;
  const spanMs = Math.max(1, ...times);
  if (test === 'toulouse') {
    const limit = HUMAN_LIMITS.toulouse;
    if (count < limit.minItems || count / (spanMs / 1000) <= limit.maxPerSecond) return null;
    return `Marcó ${count} símbolos en ${seconds(spanMs)} s, más de ${limit.maxPerSecond} por segundo: más rápido de lo que una persona puede marcar.`;
  }
  if (test === 'cards') {
    const limit = HUMAN_LIMITS.cards;
    if (count < limit.minItems || spanMs / count >= limit.minSecondsEach * 1000) return null;
    return `Respondió ${count} matrices en ${seconds(spanMs)} s, menos de ${limit.minSecondsEach} s por matriz: sin tiempo para analizarlas.`;
  }
  const limit = HUMAN_LIMITS.mbti;
  if (count < limit.minItems || spanMs / count >= limit.minSecondsEach * 1000) return null;
  return `Respondió ${count} preguntas en ${seconds(spanMs)} s, menos de 1,5 s por pregunta: más rápido que leerlas.`;
}
