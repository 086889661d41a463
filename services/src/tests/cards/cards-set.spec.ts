import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { DrawnShape, MatrixPanel } from '@postulate/contracts';
import { cardsContent, cardsSet, scoreCards } from './cards-set.js';
import { generateMatrixSet } from './matrix-generator.js';
import { fittingOptions } from './matrix-solver.js';

const items = cardsSet();
const content = cardsContent();

/** What an observer can read off a drawing: each figure's shape, place, size and shade. */
const features = (panel: MatrixPanel) => panel.shapes.map((shape: DrawnShape) => `${shape.kind}@${shape.cx},${shape.cy}:${shape.r}:${shape.fill}`);
const similarity = (a: MatrixPanel, b: MatrixPanel) => {
  const others = features(b);
  return features(a).filter((feature) => others.includes(feature)).length + (a.shapes.length === b.shapes.length ? 1 : 0);
};

describe('the matrix set', () => {
  it('is frozen: the same 36 items on every run and machine', () => {
    expect(generateMatrixSet(20_260_101)).toEqual(items);
    // Stored answers refer to these items: changing the generator must be a conscious decision.
    const fingerprint = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
    expect(fingerprint).toBe('1367eaa14b30d65c');
  });

  it('has 36 items of 8 given cells and 8 different options, with the key only on the server', () => {
    expect(content.items).toHaveLength(36);
    for (const item of content.items) {
      expect(item.matrix).toHaveLength(8);
      expect(new Set(item.options.map((option) => JSON.stringify(option))).size).toBe(8);
    }
    expect(JSON.stringify(content)).not.toMatch(/answer/);
  });

  it('gets harder along the way: more figures and components in the later items', () => {
    const figures = (id: number) => content.items[id - 1].options[0].shapes.length;
    const firstSix = [1, 2, 3, 4, 5, 6].map(figures);
    expect(Math.max(...firstSix)).toBe(1);
    expect(items.slice(30).every((item) => item.layouts.length === 2)).toBe(true);
  });

  it('changes each varied attribute in exactly half of the options (balanced distractors)', () => {
    for (const item of items) {
      item.layouts.forEach((_, component) => {
        for (const attribute of ['type', 'size', 'color', 'positions'] as const) {
          const values = item.options.map((option) => option.components[component][attribute]);
          const counts = [...new Set(values)].map((value) => values.filter((other) => other === value).length);
          expect(counts.length === 1 || (counts.length === 2 && counts.every((count) => count === 4))).toBe(true);
        }
      });
    }
  });

  it('is solved 36/36 by the rule solver, which finds exactly one fitting option per item', () => {
    let solved = 0;
    for (const item of items) {
      const fitting = fittingOptions(item.layouts, item.context, item.options);
      expect(fitting).toHaveLength(1);
      if (fitting[0] + 1 === item.answer) solved += 1;
    }
    expect(solved).toBe(36);
  });

  it('cannot be answered without the matrix: the option most like the other seven scores at most 25%', () => {
    const picks = content.items.map((item) => {
      const totals = item.options.map((option, index) =>
        item.options.reduce((total, other, otherIndex) => (otherIndex === index ? total : total + similarity(option, other)), 0),
      );
      return totals.indexOf(Math.max(...totals)) + 1;
    });
    const score = scoreCards(Object.fromEntries(picks.map((pick, index) => [String(index + 1), pick])));
    expect(score).toBeLessThanOrEqual(9);
  });

  it('scores the number of right figures', () => {
    const key = Object.fromEntries(items.map((item) => [String(item.id), item.answer]));
    expect(scoreCards(key)).toBe(36);
    expect(scoreCards({ ...key, '1': (items[0].answer % 8) + 1, '2': (items[1].answer % 8) + 1 })).toBe(34);
    expect(scoreCards({})).toBe(0);
  });
});
