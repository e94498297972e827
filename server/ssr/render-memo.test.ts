import { describe, expect, it } from 'vitest';
import { createRenderMemo, memoKey } from './render-memo';

describe('render memo', () => {
  it('gives back the stored document with the new nonce everywhere the old one was', () => {
    const memo = createRenderMemo(10);
    const key = memoKey('/en', '{"a":1}', false);
    memo.store(key, 200, '<script nonce="OLD">x</script><link nonce="OLD">', 'OLD');
    expect(memo.take(key, 'NEW')).toEqual({ status: 200, html: '<script nonce="NEW">x</script><link nonce="NEW">' });
  });

  it('keys on the URL, the state and crawler or person', () => {
    const keys = new Set([
      memoKey('/en', '{"a":1}', false),
      memoKey('/en', '{"a":2}', false),
      memoKey('/en?x', '{"a":1}', false),
      memoKey('/en', '{"a":1}', true),
    ]);
    expect(keys.size).toBe(4);
  });

  it('evicts the least recently used entry beyond its size', () => {
    const memo = createRenderMemo(2);
    memo.store('a', 200, 'A', 'n');
    memo.store('b', 200, 'B', 'n');
    memo.take('a', 'n');
    memo.store('c', 200, 'C', 'n');
    expect(memo.take('b', 'n')).toBeUndefined();
    expect(memo.take('a', 'n')?.html).toBe('A');
    expect(memo.size).toBe(2);
  });

  it('is off with zero entries', () => {
    const memo = createRenderMemo(0);
    memo.store('a', 200, 'A', 'n');
    expect(memo.take('a', 'n')).toBeUndefined();
  });
  it('issue 15: admits a key on its second render, not its first, and forgets keys seen once beyond its bound', () => {
    const memo = createRenderMemo(10);
    expect(memo.admits('a')).toBe(false);
    expect(memo.admits('a')).toBe(true);
    // 64 other keys seen once (the bound for 10 entries is 64): 'b', seen first, is forgotten.
    expect(memo.admits('b')).toBe(false);
    for (let i = 0; i < 64; i++) memo.admits(`k${i}`);
    expect(memo.admits('b')).toBe(false);
    expect(memo.admits('k63')).toBe(true);
    expect(createRenderMemo(0).admits('a')).toBe(false);
  });
});
