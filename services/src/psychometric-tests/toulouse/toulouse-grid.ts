import { TOULOUSE, TOULOUSE_CELLS, type ToulouseContent } from '@postulate/contracts';
import { SeededRandom } from '../random.js';

export interface ToulouseGrid {
  models: number[];
  /** Orientation 0-7 of every cell, reading order. */
  orientations: number[];
  isTarget: boolean[];
}

/**
 * The grid of an attempt, rebuilt from its seed: three model orientations, exactly 436 cells that
 * match a model (chosen at random positions) and the rest drawn from the five other orientations.
 */
export function buildToulouseGrid(seed: number): ToulouseGrid {
  const random = new SeededRandom(seed);
  const order = random.shuffle([0, 1, 2, 3, 4, 5, 6, 7]);
  const models = order.slice(0, TOULOUSE.models).sort((a, b) => a - b);
  const others = order.slice(TOULOUSE.models);
  const targets = new Set(random.shuffle([...Array(TOULOUSE_CELLS).keys()]).slice(0, TOULOUSE.targets));
  const isTarget: boolean[] = [];
  const orientations: number[] = [];
  for (let cell = 0; cell < TOULOUSE_CELLS; cell += 1) {
    const target = targets.has(cell);
    isTarget.push(target);
    orientations.push(target ? random.pick(models) : random.pick(others));
  }
  return { models, orientations, isTarget };
}

/** What the browser draws; which cells are targets follows from the models, as on paper. */
export function toulouseContent(grid: ToulouseGrid): ToulouseContent {
  return { rows: TOULOUSE.rows, cols: TOULOUSE.cols, models: grid.models, cells: grid.orientations.join('') };
}

/**
 * Accepts the clicks of a batch that move forward: a click passes every earlier unclicked cell,
 * so a cell at or before the furthest one clicked can no longer be selected (a resent batch is
 * ignored the same way). Returns the cells to append, in order.
 */
export function acceptClicks(previous: readonly number[], cells: readonly number[]): number[] {
  let furthest = previous.length ? previous[previous.length - 1] : -1;
  const accepted: number[] = [];
  for (const cell of cells) {
    if (cell > furthest) {
      accepted.push(cell);
      furthest = cell;
    }
  }
  return accepted;
}

export interface ToulouseScore {
  correctas: number;
  incorrectas: number;
  omision: number;
}

/**
 * Counts from the clicked cells, as the spec says: all 436 targets start pending as omissions, a
 * clicked target is correct (no longer omitted), a clicked non-target incorrect. A target never
 * clicked, passed over or never reached, stays an omission: stopping early does not score well.
 */
export function scoreToulouse(grid: ToulouseGrid, clicks: readonly number[]): ToulouseScore {
  const clicked = new Set(clicks);
  let correctas = 0;
  let incorrectas = 0;
  let omision = 0;
  grid.isTarget.forEach((target, cell) => {
    if (clicked.has(cell)) {
      if (target) correctas += 1;
      else incorrectas += 1;
    } else if (target) {
      omision += 1;
    }
  });
  return { correctas, incorrectas, omision };
}
