import { CARDS, type CardsContent } from '@postulate/contracts';
import { SeededRandom } from '../random.js';
import type { Cell } from './matrix-model.js';
import { drawPanel } from './matrix-drawing.js';
import { generateMatrixSet, ownPlan, type MatrixItem } from './matrix-generator.js';

/**
 * The seed of the frozen matrix set: the items of the attempts from before each attempt had its own items, and the plan
 * (difficulty ladder) every attempt's own items follow. Stored answers refer to these items by
 * number, so the set must never change: cards-set.spec.ts pins a fingerprint of it.
 */
export const CARDS_SET_SEED = 20_260_101;

/** test_attempts.cards_items: which items an attempt takes. */
export const CARDS_ITEMS = { frozen: 1, own: 2 } as const;

/** What of an attempt its matrices depend on (a TestAttempt has both). */
export interface CardsAttempt {
  seed: number;
  cardsItems: number;
}

let cached: MatrixItem[] | null = null;

/** The frozen set with its answer key; generated once per process (deterministic, about 35 ms). */
export function cardsSet(): MatrixItem[] {
  cached ??= generateMatrixSet(CARDS_SET_SEED);
  return cached;
}

/** Own sets of the attempts in use lately: one is about 15 ms to generate and is needed on every resume and to score. */
const OWN_SETS_KEPT = 32;
const ownSets = new Map<number, MatrixItem[]>();

/** An attempt's own 36 items: new figures from its seed, item n on the frozen item n's plan, drawn large. */
export function ownSet(seed: number): MatrixItem[] {
  const kept = ownSets.get(seed);
  if (kept) {
    // Most recently used last: the first key is the one to drop.
    ownSets.delete(seed);
    ownSets.set(seed, kept);
    return kept;
  }
  const items = generateMatrixSet(
    seed,
    cardsSet().map((item) => ownPlan(item.plan)),
  );
  ownSets.set(seed, items);
  if (ownSets.size > OWN_SETS_KEPT) ownSets.delete(ownSets.keys().next().value!);
  return items;
}

/** The items an attempt shows, with their key. */
export function attemptItems(attempt: CardsAttempt): MatrixItem[] {
  return attempt.cardsItems === CARDS_ITEMS.own ? ownSet(attempt.seed) : cardsSet();
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

/**
 * What the browser gets for an attempt: images only, in the attempt's order, never the key; the
 * accessible format adds each cell's description. The same attempt always gets the same content.
 */
export function cardsContent(attempt: CardsAttempt, { accessible = false } = {}): CardsContent {
  return {
    items: attemptItems(attempt).map((item) => {
      const random = new SeededRandom((attempt.seed ^ Math.imul(item.id, 0x85ebca6b)) >>> 0);
      const draw = (cell: Cell) => drawPanel(item.layouts, cell, random, accessible);
      return {
        id: item.id,
        matrix: item.context.map(draw),
        options: optionOrder(attempt.seed, item.id).map((option) => draw(item.options[option])),
      };
    }),
  };
}

/** Number of matrices whose chosen figure (1 to 8, as the attempt showed them) is the right one. */
export function scoreCards(answers: Record<string, number>, attempt: CardsAttempt): number {
  return attemptItems(attempt).filter((item) => answers[String(item.id)] === displayedAnswer(attempt.seed, item)).length;
}

export const CARDS_TOTAL = CARDS.items;
