import { describe, expect, it } from 'vitest';
import { moved } from './photo-order';

describe('a photo moved in the order (issue 27: reordered by drag and by keyboard)', () => {
  it('moves one item and keeps the others in their order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the order alone for a move out of range or in place', () => {
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
