import { describe, expect, it } from 'vitest';
import { serializeForScript } from './serialize-state';
import type { AppState } from '../../src/contract/app-state';

describe('state serialisation (S2)', () => {
  it('S2 no string can end the script element or open a comment, and the value survives intact', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- x -->', amp: 'a & b', ls: 'line\u2028sep\u2029' };
    const text = serializeForScript(value);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<!--');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('app state serialisation (S2)', () => {
  const state = (fallback: Record<string, unknown>): AppState => ({
    lang: 'de',
    namespaces: ['common'],
    fallback: { ...fallback, '/name': 'Boot </script>' },
    notFound: false,
    year: 2026,
    config: {
      siteUrl: 'https://x',
      apiBase: '/api',
      publicToken: 't',
      localesVersion: 'v1',
      siteOperator: { name: 'A & B <Ltd>', address: 'Quay 1', registration: 'R 1', email: 'a@b.example' },
    },
    assets: { styles: [], preloads: [] },
  });

  it('S2 parses back to the same state, safely escaped', () => {
    const json = serializeForScript(state({ '/languages': [{ code: 'de' }] }));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(state({ '/languages': [{ code: 'de' }] }));
  });

  it('S2 its identity changes with the data and stays with the same data', () => {
    const a = serializeForScript(state({ '/x': 1 }));
    expect(serializeForScript(state({ '/x': 1 }))).toBe(a);
    expect(serializeForScript(state({ '/x': 2 }))).not.toBe(a);
  });
});
