import { describe, expect, it } from '@jest/globals';
import { TOULOUSE } from '@postulate/contracts';
import { acceptClicks, buildToulouseGrid, scoreToulouse, toulouseContent } from './toulouse-grid.js';

describe('buildToulouseGrid', () => {
  it('rebuilds the same 40 × 30 grid from the same seed, with exactly 436 targets matching 3 models', () => {
    const grid = buildToulouseGrid(12345);
    expect(buildToulouseGrid(12345)).toEqual(grid);
    expect(buildToulouseGrid(12346).orientations).not.toEqual(grid.orientations);
    expect(grid.orientations).toHaveLength(1200);
    expect(grid.models).toHaveLength(3);
    expect(grid.isTarget.filter(Boolean)).toHaveLength(TOULOUSE.targets);
    // What the browser sees tells targets apart exactly as the server does: by the models.
    const content = toulouseContent(grid);
    const targetsSeen = [...content.cells].filter((digit) => content.models.includes(Number(digit)));
    expect(targetsSeen).toHaveLength(436);
    expect(content).toMatchObject({ rows: 40, cols: 30 });
  });
});

describe('scoreToulouse', () => {
  const grid = buildToulouseGrid(777);
  const targets = grid.isTarget.flatMap((target, cell) => (target ? [cell] : []));
  const others = grid.isTarget.flatMap((target, cell) => (target ? [] : [cell]));

  it('counts a hand-built click sequence: correct picks, wrong picks and passed targets', () => {
    // Click the first 20 targets except the 5th and 12th, plus 3 non-targets among them.
    const chosenTargets = targets.slice(0, 20).filter((_, index) => index !== 4 && index !== 11);
    const wrong = others.filter((cell) => cell < targets[19]).slice(0, 3);
    const clicks = [...chosenTargets, ...wrong].sort((a, b) => a - b);
    // The 2 passed over and the 416 targets after the last click are all omissions.
    expect(scoreToulouse(grid, clicks)).toEqual({ correctas: 18, incorrectas: 3, omision: 2 + 416 });
  });

  it('starts with all 436 targets pending as omissions: stopping early leaves the rest omitted', () => {
    expect(targets).toHaveLength(436);
    expect(scoreToulouse(grid, [])).toEqual({ correctas: 0, incorrectas: 0, omision: 436 });
    expect(scoreToulouse(grid, targets.slice(0, 6))).toEqual({ correctas: 6, incorrectas: 0, omision: 430 });
    expect(scoreToulouse(grid, targets)).toEqual({ correctas: 436, incorrectas: 0, omision: 0 });
  });
});

describe('acceptClicks', () => {
  it('keeps only forward clicks: passed cells and repeats are ignored', () => {
    expect(acceptClicks([], [3, 7, 5, 7, 9])).toEqual([3, 7, 9]);
    expect(acceptClicks([3, 7, 9], [9, 2, 12])).toEqual([12]);
  });
});
