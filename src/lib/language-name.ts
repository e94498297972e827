import { languageOf, type LanguageCode } from '../contract/languages';

// The name of a spoken language (ISO 639-1, as crew profiles list them) in the visitor's language:
// "hr" → "Croatian", "Kroatisch", "хорватский"… The site's `ua` prefix is ISO's `uk`; crew profiles write
// Montenegrin `me` (its ISO 639 code is `cnr`).
const ISO: Record<string, string> = { ua: 'uk', me: 'cnr' };
const names = new Map<string, Intl.DisplayNames>();

export function languageName(code: string, lang: LanguageCode): string {
  const tag = languageOf(lang).tag;
  let display = names.get(tag);
  if (!display) {
    display = new Intl.DisplayNames([tag], { type: 'language' });
    names.set(tag, display);
  }
  const name = display.of(ISO[code] ?? code) ?? code;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
