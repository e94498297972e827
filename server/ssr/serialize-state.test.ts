import { describe, expect, it } from 'vitest';
import { serializeForScript } from './serialize-state';

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
