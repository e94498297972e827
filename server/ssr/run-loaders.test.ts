import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { DataView } from '../../src/api/data-view';
import type { ApiClient } from '../../src/lib/api-client';
import { matchAppRoute } from '../../src/route-table';
import { runLoaders, selectOnce } from './run-loaders';

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

// S1: a page's state lists its answers in the order the loaders asked for them, whichever came back first
// (CI saw the render threads' FAQ document differ from the main thread's only in that order).
describe('runLoaders', () => {
  const match = matchAppRoute('/nl/faq')!;
  const log = pino({ level: 'silent' });

  /** An API whose answers arrive in the order `order` names, whatever order they were asked in. */
  function apiAnswering(order: string[], failing: string[] = []) {
    const waiting = new Map<string, () => void>();
    const api = {
      get: (key: string) =>
        new Promise((resolve, reject) => {
          waiting.set(key, () => (failing.includes(key) ? reject(new Error(`${key} failed`)) : resolve({ key })));
          // Once all are asked for, one answer per turn of the event loop, in `order`.
          if (waiting.size === order.length) order.forEach((k, i) => setTimeout(() => waiting.get(k)!(), i * 5));
        }),
    } as unknown as ApiClient;
    return api;
  }

  it("S1 keeps the order the answers were asked for when the route's answer arrives before the site-wide one", async () => {
    const fallback = await runLoaders(match, new URLSearchParams(), apiAnswering(['/faq/nl', '/languages']), log);
    expect(Object.keys(fallback)).toEqual(['/languages', '/faq/nl']);
    expect(fallback['/faq/nl']).toEqual({ key: '/faq/nl' });
  });

  it('S1 leaves out an answer that failed (the language list keeps its built-in state, §8)', async () => {
    const fallback = await runLoaders(match, new URLSearchParams(), apiAnswering(['/faq/nl', '/languages'], ['/languages']), log);
    expect(Object.keys(fallback)).toEqual(['/faq/nl']);
  });
});
