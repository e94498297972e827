import { describe, expect, it } from 'vitest';
import { formatAge } from './format-age';

// Issue 29: the boat page says how old a fleet system's prices are, in the page's language.

const now = Date.parse('2026-11-27T12:00:00Z');
const ago = (ms: number) => now - ms;
const MIN = 60_000;

describe('formatAge (issue 29: the age of the last synced data)', () => {
  it('counts minutes, then hours, then days, never less than a minute', () => {
    expect(formatAge(ago(5_000), now, 'en')).toBe('1 minute ago');
    expect(formatAge(ago(12 * MIN + 30_000), now, 'en')).toBe('12 minutes ago');
    expect(formatAge(ago(3 * 60 * MIN + 5 * MIN), now, 'en')).toBe('3 hours ago');
    expect(formatAge(ago(47 * 60 * MIN), now, 'en')).toBe('47 hours ago');
    expect(formatAge(ago(3 * 24 * 60 * MIN), now, 'en')).toBe('3 days ago');
  });

  it('a clock a little behind the server reads as just now, not as the future', () => {
    expect(formatAge(now + 20_000, now, 'en')).toBe('1 minute ago');
  });

  it('writes the age in the page’s language', () => {
    expect(formatAge(ago(3 * 60 * MIN), now, 'de')).toBe('vor 3 Stunden');
    expect(formatAge(ago(12 * MIN), now, 'fr')).toBe('il y a 12 minutes');
    expect(formatAge(ago(2 * 60 * MIN), now, 'ua')).toBe('2 години тому');
  });
});
