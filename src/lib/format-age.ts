import { languageOf, type LanguageCode } from '../contract/languages';

// How long ago something happened, in the page's language by Intl's rules ("12 minutes ago", "vor 3
// Stunden", "il y a 2 jours"): the boat page's note on how old a fleet system's prices are (issue 29). In
// whole minutes up to an hour, hours up to two days, then days; never less than a minute, so a sync that
// just ended reads "1 minute ago" rather than a clock's seconds.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// One per language: making one costs as much as many format calls.
const formats = new Map<LanguageCode, Intl.RelativeTimeFormat>();

function formatOf(lang: LanguageCode): Intl.RelativeTimeFormat {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(languageOf(lang).tag, { numeric: 'always' });
    formats.set(lang, format);
  }
  return format;
}

/** The time from `then` to `now` (ms since the epoch) as "n minutes/hours/days ago". */
export function formatAge(then: number, now: number, lang: LanguageCode): string {
  const age = Math.max(now - then, 0);
  const format = formatOf(lang);
  if (age < HOUR) return format.format(-Math.max(Math.floor(age / MINUTE), 1), 'minute');
  if (age < 2 * DAY) return format.format(-Math.floor(age / HOUR), 'hour');
  return format.format(-Math.floor(age / DAY), 'day');
}
