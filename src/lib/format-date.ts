import { LANGUAGES, type LanguageCode } from '../contract/languages';

// Calendar dates (YYYY-MM-DD) written out in the visitor's language ("4 July 2026"), in UTC so the server
// and the browser write the same day whatever their time zones (S2: no hydration mismatch).
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(iso: string, lang: LanguageCode): string {
  const tag = LANGUAGES.find((l) => l.code === lang)?.tag ?? 'en-US';
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    formats.set(tag, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** The month's name (1–12) in the visitor's language, for tables by month. */
export function monthName(month: number, lang: LanguageCode): string {
  const tag = LANGUAGES.find((l) => l.code === lang)?.tag ?? 'en-US';
  return new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month - 1, 1)));
}
