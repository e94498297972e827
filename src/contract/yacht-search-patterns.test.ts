import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLEXIBLE_WINDOW_PATTERNS, NO_DOUBLE_HYPHEN, SLUG_LIST_KEYS, YACHT_SEARCH_PATTERNS } from './yacht-search-patterns';
import { MAX_SEARCH_NIGHTS, parseFlexibleWindow, parseYachtSearch, YACHT_SEARCH_KEYS } from './yacht-search';

// The published pattern of each search key must admit exactly what the parser accepts for that key alone:
// a wider pattern makes /api/openapi.json promise what the server refuses, a narrower one (the pattern
// also validates) would change what a search URL means. Values are drawn near the valid ones: generated
// from the pattern, then cut, doubled or given a stray character from the characters the parsers care
// about. Spaces are the only white space tried: other white space is a control character, refused by every
// text input before any pattern.

const NIGHTS_RULE = `A charter lasts at most ${MAX_SEARCH_NIGHTS} nights`;
const STRAY = fc.constantFrom(...' ,;[]-._/0123456789aAeEpPsSkKtTyY–x');

function nearValid(pattern: RegExp): fc.Arbitrary<string> {
  const valid = fc.stringMatching(pattern, { size: 'small' }).filter((v) => v.length <= 200);
  return fc.oneof(
    valid,
    fc.tuple(valid, fc.nat(), STRAY).map(([v, at, ch]) => v.slice(0, at % (v.length + 1)) + ch + v.slice(at % (v.length + 1))),
    fc.tuple(valid, fc.nat()).map(([v, at]) => v.slice(0, at % (v.length + 1)) + v.slice((at % (v.length + 1)) + 1)),
    fc.tuple(valid, valid).map(([a, b]) => `${a},${b}`),
    fc.string({ unit: STRAY, maxLength: 20 }),
  );
}

/** What the parser says of `value` under `key` alone; the nights rule spans two dates and is not a pattern's. */
function parserAccepts(key: string, value: string): boolean {
  const result = parseYachtSearch({ [key]: value });
  return result.ok || Object.values(result.errors).every((message) => message === NIGHTS_RULE);
}

describe('yacht search patterns (A5, /api/openapi.json)', () => {
  it.each(YACHT_SEARCH_KEYS)('%s: the pattern admits exactly what parseYachtSearch accepts', (key) => {
    const pattern = YACHT_SEARCH_PATTERNS[key];
    const admits = (value: string) => pattern.test(value) && (!SLUG_LIST_KEYS.includes(key) || NO_DOUBLE_HYPHEN.test(value));
    fc.assert(
      fc.property(nearValid(pattern), (value) => {
        expect(admits(value), JSON.stringify(value)).toBe(parserAccepts(key, value));
      }),
      { numRuns: 300 },
    );
  });

  it.each(Object.keys(FLEXIBLE_WINDOW_PATTERNS) as (keyof typeof FLEXIBLE_WINDOW_PATTERNS)[])(
    '%s: the pattern admits exactly what parseFlexibleWindow accepts',
    (key) => {
      const pattern = FLEXIBLE_WINDOW_PATTERNS[key];
      fc.assert(
        fc.property(nearValid(pattern), (value) => {
          // A window end far from today is refused for its distance, not its form: start the window there.
          const query = key === 'window_end' ? { window_start: value.trim() ? value : undefined, window_end: value } : { [key]: value };
          expect(pattern.test(value), JSON.stringify(value)).toBe(parseFlexibleWindow(query, '2026-06-01').ok);
        }),
        { numRuns: 300 },
      );
    },
  );

  // One test per pattern: generating strings from 40 patterns in one test outgrew its time on a loaded machine.
  it.each(Object.entries({ ...YACHT_SEARCH_PATTERNS, ...FLEXIBLE_WINDOW_PATTERNS }))(
    '%s: the pattern refuses a control character anywhere',
    (_key, pattern) => {
      fc.assert(
        fc.property(fc.stringMatching(pattern, { size: 'small' }), fc.nat(), fc.integer({ min: 0, max: 0x9f }), (value, at, code) => {
          const control = String.fromCharCode(code <= 0x1f ? code : 0x7f + (code % 0x21));
          const i = at % (value.length + 1);
          expect(pattern.test(value.slice(0, i) + control + value.slice(i))).toBe(false);
        }),
        { numRuns: 20 },
      );
    },
  );

  // A pattern is tested on every search request (the API validates with it, up to 1000 characters). A value
  // of blank items and commas that fails at its end once took minutes to refuse (main_sail_types wrote its
  // spaces twice, ` *(name)? *`). These values are about 80 characters: a pattern that backtracks
  // exponentially again takes tens of seconds on them and fails this test by its timeout (not forever: the
  // regular expression cannot be interrupted); a linear one refuses them at once.
  it.each(Object.entries({ ...YACHT_SEARCH_PATTERNS, ...FLEXIBLE_WINDOW_PATTERNS }))(
    '%s: a long value of blanks, commas and separators ending in a control character is refused at once',
    (_key, pattern) => {
      for (const value of [
        `${'        ,'.repeat(9)}\u0001`,
        `${' '.repeat(80)}\u0001`,
        `${'a a a a ,'.repeat(9)}\u0001`,
        `${'1 [ ; ; ;1],'.repeat(7)}\u0001`,
        `${'- - - - '.repeat(10)}\u0001`,
      ])
        expect(pattern.test(value)).toBe(false);
    },
  );
});
