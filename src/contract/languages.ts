// R1: the twelve site languages. `code` is the URL prefix, `tag` the BCP 47 tag used for <html lang>,
// hreflang and Intl formatting (note: the prefix for Ukrainian is `ua`, its tag is `uk-UA`).
export const LANGUAGES = [
  { code: 'en', tag: 'en-US', name: 'English' },
  { code: 'ru', tag: 'ru-RU', name: 'Русский' },
  { code: 'de', tag: 'de-DE', name: 'Deutsch' },
  { code: 'fr', tag: 'fr-FR', name: 'Français' },
  { code: 'lv', tag: 'lv-LV', name: 'Latviešu' },
  { code: 'el', tag: 'el-GR', name: 'Ελληνικά' },
  { code: 'es', tag: 'es-ES', name: 'Español' },
  { code: 'it', tag: 'it-IT', name: 'Italiano' },
  { code: 'tr', tag: 'tr-TR', name: 'Türkçe' },
  { code: 'ua', tag: 'uk-UA', name: 'Українська' },
  { code: 'cs', tag: 'cs-CZ', name: 'Čeština' },
  { code: 'nl', tag: 'nl-NL', name: 'Nederlands' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageOf(code: LanguageCode): Language {
  // The find cannot miss: `code` is typed as one of the LANGUAGES.
  return LANGUAGES.find((l) => l.code === code) as Language;
}

// Browsers send `uk`/`uk-UA` for Ukrainian; our prefix is `ua` (R1).
export function languageFromBrowserCode(code: string): string {
  const lower = code.toLowerCase();
  return lower === 'uk' || lower.startsWith('uk-') ? 'ua' : code;
}

// The language cookie (R3): 365 days, path /, SameSite=Lax. i18next's own cookie name, so the
// i18next-http-middleware detector reads what the site writes.
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 365;

/** hreflang names the language only (`uk`, not our `ua` prefix): the site serves every region. */
export function hreflangOf(tag: string): string {
  return tag.split('-')[0] as string;
}
