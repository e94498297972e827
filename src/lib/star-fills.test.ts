import { describe, expect, it } from 'vitest';
import { starFillEm, starFills } from './star-fills';

describe('star rating', () => {
  it('C9 ranks below the rate are full, the rank it falls in is filled by the fraction, the rest empty', () => {
    expect(starFills(4.3)).toEqual([100, 100, 100, 100, 30]);
    expect(starFills(2.75)).toEqual([100, 100, 75, 0, 0]);
    expect(starFills(0.5)).toEqual([50, 0, 0, 0, 0]);
  });

  it('C9 whole rates fill whole stars', () => {
    expect(starFills(5)).toEqual([100, 100, 100, 100, 100]);
    expect(starFills(3)).toEqual([100, 100, 100, 0, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
  });

  it('C9 a rate out of range is clamped', () => {
    expect(starFills(7)).toEqual([100, 100, 100, 100, 100]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(Number.NaN)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('starFillEm (C9: one gradient over the row)', () => {
  it('C9 ends after the full stars, inside the partial one by its fraction', () => {
    // Cells of 1.1 em, each star 1 em wide with 0.05 em either side.
    expect(starFillEm(5)).toBe(5.5);
    expect(starFillEm(3)).toBe(3.3);
    expect(starFillEm(0)).toBe(0);
    expect(starFillEm(4.3)).toBe(4.75);
    expect(starFillEm(0.5)).toBe(0.55);
    expect(starFillEm(Number.NaN)).toBe(0);
  });
});
