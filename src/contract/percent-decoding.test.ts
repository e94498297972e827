import { describe, expect, it } from 'vitest';
import { decodeOrNull } from './percent-decoding';

describe('decodeOrNull (A5: bad input is refused, never thrown past its caller)', () => {
  it('decodes valid percent-encoding', () => {
    expect(decodeOrNull('/cs/blog/%C4%8Desk%C3%A1')).toBe('/cs/blog/česká');
    expect(decodeOrNull('a%40b.com')).toBe('a@b.com');
  });

  it.each(['%', '/en/%', '%FF', '%C3', '%E0%A4%A', '%C3%28', '%ZZ'])('%s is no valid encoding: null', (value) => {
    expect(decodeOrNull(value)).toBeNull();
  });
});
