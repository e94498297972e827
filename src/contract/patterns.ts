// Regular-expression sources the schemas share, written so that a pattern admits exactly what the server's
// parser accepts: /api/openapi.json publishes them as JSON Schema `pattern`s, and a client (or a property
// test) generating values from them must never be refused. They use only what both ECMAScript and the
// generators understand: classes, groups, alternation and bounded repetition (no look-arounds, no flags).

/** Years 1900–2199 (src/contract/iso-date.ts) and every real day of them; 29 February only in leap years. */
const YEAR = '(?:19|20|21)\\d{2}';
const LEAP_YEAR = '(?:(?:19|20|21)(?:0[48]|[2468][048]|[13579][26])|2000)';
const MONTH_DAY = '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';
/** A date YYYY-MM-DD that isIsoDate accepts. */
export const CALENDAR_DATE = `(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)`;

/** The whole value matches `source` (an alternation included). */
export function whole(source: string): RegExp {
  return new RegExp(`^(?:${source})$`);
}

/** A word in any mix of upper and lower case (`asc` → `[aA][sS][cC]`), for values the server lower-cases. */
export function caseless(word: string): string {
  return [...word].map((ch) => (/[a-z]/i.test(ch) ? `[${ch.toLowerCase()}${ch.toUpperCase()}]` : escape(ch))).join('');
}

/** A literal in a pattern; only syntax characters are escaped (a JSON Schema pattern may be read in Unicode mode). */
function escape(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/**
 * The digit strings of one length between `lo` and `hi` (same length, lo ≤ hi) as an alternation:
 * ('0100', '0250') → `(?:01\d{2}|02(?:[0-4]\d|50))`, more or less.
 */
function sameLengthRange(lo: string, hi: string): string {
  if (lo === hi) return lo;
  const rest = lo.length - 1;
  if (/^0*$/.test(lo.slice(1)) && /^9*$/.test(hi.slice(1))) {
    const first = lo[0] === hi[0] ? lo[0]! : `[${lo[0]}-${hi[0]}]`;
    return first + (rest ? `\\d{${rest}}` : '');
  }
  if (lo[0] === hi[0]) return lo[0] + sameLengthRange(lo.slice(1), hi.slice(1));
  const parts = [lo[0] + sameLengthRange(lo.slice(1), '9'.repeat(rest))];
  const a = Number(lo[0]) + 1;
  const b = Number(hi[0]) - 1;
  if (a <= b) parts.push((a === b ? String(a) : `[${a}-${b}]`) + `\\d{${rest}}`);
  parts.push(hi[0] + sameLengthRange('0'.repeat(rest), hi.slice(1)));
  return `(?:${parts.join('|')})`;
}

/**
 * Whole numbers from `min` to `max` written with at most `maxDigits` digits, leading zeros included
 * (`/^\d{1,9}$/` then a range check, as the server's parsers do).
 */
export function integerRange(min: number, max: number, maxDigits: number): string {
  const parts: string[] = [];
  for (let length = 1; length <= maxDigits; length++) {
    const hi = Math.min(max, 10 ** length - 1);
    if (hi < min) continue;
    parts.push(sameLengthRange(String(min).padStart(length, '0'), String(hi).padStart(length, '0')));
  }
  return `(?:${parts.join('|')})`;
}
