import { describe, expect, it } from 'vitest';
import { starFills } from './star-fills';

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
