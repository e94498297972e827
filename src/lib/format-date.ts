import { LANGUAGES, type LanguageCode } from '../contract/languages';

// Calendar dates (YYYY-MM-DD) written out in the visitor's language, in UTC so the server and the browser
// write the same day whatever their time zones (S2: no hydration mismatch). Three lengths: a check-in or
// check-out with its weekday (charters change over on set weekdays), a date in a sentence, and a date in a
// table or a list of dates.
type Style = 'full' | 'long' | 'medium';
// Made once per language and style: making one costs as much as writing some twenty dates with it.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(lang: LanguageCode, style: Style | 'month'): Intl.DateTimeFormat {
  const key = `${lang} ${style}`;
  let format = formats.get(key);
  if (!format) {
    const tag = LANGUAGES.find((l) => l.code === lang)?.tag ?? 'en-US';
    format = new Intl.DateTimeFormat(tag, style === 'month' ? { month: 'long', timeZone: 'UTC' } : { dateStyle: style, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

// The dates written, by language, style and day: every boat page writes the same calendar days (its price
// tables, the weeks ahead), and Intl's format takes a microsecond or two each. Emptied when it grows past a
// year and a half of days in every language and style, so no run of dates visitors type can grow it for ever.
const written = new Map<string, string>();
const WRITTEN_MAX = 20_000;

function formatIn(style: Style, iso: string, lang: LanguageCode): string {
  const key = `${lang}${style}${iso}`;
  let text = written.get(key);
  if (text === undefined) {
    if (written.size >= WRITTEN_MAX) written.clear();
    text = formatOf(lang, style).format(new Date(`${iso}T00:00:00Z`));
    written.set(key, text);
  }
  return text;
}

/** "Saturday, July 4, 2026": a check-in or check-out day. */
export const formatDay = (iso: string, lang: LanguageCode): string => formatIn('full', iso, lang);

/** "July 4, 2026": a date in a sentence. */
export const formatDate = (iso: string, lang: LanguageCode): string => formatIn('long', iso, lang);

/** "Jul 4, 2026": a date in a table's cell or in a list of date ranges. */
export const formatShortDate = (iso: string, lang: LanguageCode): string => formatIn('medium', iso, lang);

/** The month's name (1–12) in the visitor's language, for tables by month. */
export function monthName(month: number, lang: LanguageCode): string {
  return formatOf(lang, 'month').format(new Date(Date.UTC(2026, month - 1, 1)));
}
