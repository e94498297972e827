import type { LanguageCode } from '../../../src/contract/languages';

/** A text written out in all twelve site languages (the seed never falls back to English). */
export type Translated = Record<LanguageCode, string>;

/** Fills `{name}` placeholders in a template; unknown placeholders are left as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Applies `fill` to every language of a translated template. */
export function fillAll(
  template: Translated,
  values: Record<string, string | number> | ((language: LanguageCode) => Record<string, string | number>),
): Translated {
  const out = {} as Translated;
  for (const language of Object.keys(template) as LanguageCode[]) {
    out[language] = fill(template[language], typeof values === 'function' ? values(language) : values);
  }
  return out;
}

/** Joins translated parts language by language with a separator. */
export function joinAll(parts: readonly Translated[], separator = ' '): Translated {
  const out = {} as Translated;
  const first = parts[0];
  if (!first) throw new Error('joinAll needs at least one part');
  for (const language of Object.keys(first) as LanguageCode[]) out[language] = parts.map((p) => p[language]).join(separator);
  return out;
}

/** URL slug: lower case ASCII, diacritics dropped (Kaštela → kastela), words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/đ/gi, 'd')
    .replace(/ø/gi, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
