import { CARDS, type CardsContent } from '@postulate/contracts';
import { drawCell } from './matrix-model.js';
import { generateMatrixSet, type MatrixItem } from './matrix-generator.js';

/**
 * The seed of the one matrix set every candidate takes. Stored answers refer to these items by
 * number, so the set must never change: cards-set.spec.ts pins a fingerprint of it.
 */
export const CARDS_SET_SEED = 20_260_101;

let cached: MatrixItem[] | null = null;

/** The frozen set with its answer key; generated once per process (deterministic, a few ms). */
export function cardsSet(): MatrixItem[] {
  cached ??= generateMatrixSet(CARDS_SET_SEED);
  return cached;
}

/** What the browser gets: drawings only, never the key. */
export function cardsContent(): CardsContent {
  return {
    items: cardsSet().map((item) => ({
      id: item.id,
      matrix: item.context.map((cell) => drawCell(item.layouts, cell)),
      options: item.options.map((cell) => drawCell(item.layouts, cell)),
    })),
  };
}

/** Number of matrices whose chosen figure (1 to 8) is the right one. */
export function scoreCards(answers: Record<string, number>): number {
  return cardsSet().filter((item) => answers[String(item.id)] === item.answer).length;
}

export const CARDS_TOTAL = CARDS.items;
