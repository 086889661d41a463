import { CARDS, type CardsContent } from '@postulate/contracts';
import { SeededRandom } from '../random.js';
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

const OPTIONS = 8;

/**
 * The order an attempt shows a matrix's options in: shuffled from the attempt's seed, so a key
 * ('1: 5, 2: 3, …') is worth nothing to anyone else; the server rebuilds it to score. Seed 0 (the
 * attempts from before options were shuffled) keeps the set's own order.
 */
export function optionOrder(seed: number, itemId: number): number[] {
  const order = Array.from({ length: OPTIONS }, (_, index) => index);
  if (seed === 0) return order;
  const random = new SeededRandom((seed ^ Math.imul(itemId, 0x9e3779b1)) >>> 0);
  for (let index = OPTIONS - 1; index > 0; index -= 1) {
    const other = random.int(index + 1);
    [order[index], order[other]] = [order[other], order[index]];
  }
  return order;
}

/** The figure number (1 to 8) the right option has in the attempt with `seed`. */
export function displayedAnswer(seed: number, item: MatrixItem): number {
  return optionOrder(seed, item.id).indexOf(item.answer - 1) + 1;
}

/** What the browser gets for an attempt: drawings only, in the attempt's order, never the key. */
export function cardsContent(seed = 0): CardsContent {
  return {
    items: cardsSet().map((item) => ({
      id: item.id,
      matrix: item.context.map((cell) => drawCell(item.layouts, cell)),
      options: optionOrder(seed, item.id).map((option) => drawCell(item.layouts, item.options[option])),
    })),
  };
}

/** Number of matrices whose chosen figure (1 to 8, as the attempt showed them) is the right one. */
export function scoreCards(answers: Record<string, number>, seed = 0): number {
  return cardsSet().filter((item) => answers[String(item.id)] === displayedAnswer(seed, item)).length;
}

export const CARDS_TOTAL = CARDS.items;
