import { describe, expect, it } from 'vitest';
import type { DataView } from '../../src/api/data-view';
import { selectOnce } from './run-loaders';

// S2: a view of a frozen answer (the page data cache's, shared by every request of its second) is taken
// once per answer, path and view; an answer that is not shared is viewed afresh every time.
describe('selectOnce', () => {
  const counting = (name: string) => {
    const view: DataView<{ items: number[] }, number[]> & { calls: number } = {
      name,
      calls: 0,
      select(answer) {
        view.calls += 1;
        return answer.items.slice(0, 2);
      },
    };
    return view;
  };

  it('S2 takes the view of a frozen answer once, and apart for each path and view', () => {
    const answer = Object.freeze({ items: [1, 2, 3] });
    const cards = counting('cards');
    const first = selectOnce(answer, '/list?page=1', cards);
    expect(selectOnce(answer, '/list?page=1', cards)).toBe(first);
    expect(first).toEqual([1, 2]);
    expect(cards.calls).toBe(1);
    selectOnce(answer, '/list?page=2', cards);
    expect(cards.calls).toBe(2);
    const other = counting('other');
    selectOnce(answer, '/list?page=1', other);
    expect(other.calls).toBe(1);
  });

  it('S2 views an answer that is not frozen (not shared) on every call', () => {
    const answer = { items: [1, 2, 3] };
    const cards = counting('cards');
    selectOnce(answer, '/list', cards);
    answer.items = [4, 5, 6];
    expect(selectOnce(answer, '/list', cards)).toEqual([4, 5]);
    expect(cards.calls).toBe(2);
  });
});
