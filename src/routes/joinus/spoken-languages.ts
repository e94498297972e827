// The languages an applicant can tick, each written in itself (as language pickers do), so the list reads
// the same in every page language. ISO 639-1 codes, as POST /api/crew-applications takes them.
export const SPOKEN_LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'it', name: 'Italiano' },
  { code: 'es', name: 'Español' },
  { code: 'hr', name: 'Hrvatski' },
  { code: 'el', name: 'Ελληνικά' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'cs', name: 'Čeština' },
  { code: 'lv', name: 'Latviešu' },
  { code: 'ru', name: 'Русский' },
  { code: 'uk', name: 'Українська' },
];
