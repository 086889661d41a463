import { describe, expect, it } from '@jest/globals';
import { estimatedCount } from './home.js';

describe('estimatedCount', () => {
  it('keeps an estimate under 100 to the unit and rounds larger ones to two significant figures', () => {
    expect(estimatedCount(3, 1.5)).toBe(5);
    expect(estimatedCount(40, 2.3)).toBe(92);
    expect(estimatedCount(1_999, 23.51)).toBe(47_000);
    expect(estimatedCount(124, 1)).toBe(120);
    expect(estimatedCount(996, 1)).toBe(1_000);
  });

  it('says 0 only when nothing was read, and at least 1 otherwise', () => {
    expect(estimatedCount(0, 50)).toBe(0);
    expect(estimatedCount(1, 0.2)).toBe(1);
  });
});
