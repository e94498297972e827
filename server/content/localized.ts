import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/contract/languages';

// Texts are jsonb `{ en, de, … }` (decision 008): a read picks the visitor's language in SQL, so only that
// language leaves the database, and falls back to English, which is always present.

export function textIn(column: AnyPgColumn, locale: LanguageCode): SQL<string> {
  return sql<string>`coalesce(${column} ->> ${locale}::text, ${column} ->> 'en')`;
}

/** Whether `column` has its own text in `locale` (P2: the page says when it shows the English fallback). */
export function hasText(column: AnyPgColumn, locale: LanguageCode): SQL<boolean> {
  return sql<boolean>`(${column} ->> ${locale}::text) is not null`;
}

/** The languages `column` has its own text in (P2: hreflang lists only these). */
export function textLanguages(column: AnyPgColumn): SQL<string[]> {
  return sql<string[]>`array(select jsonb_object_keys(${column}))`;
}

/** The site's languages among the keys textLanguages read, in the site's order. */
export function writtenIn(keys: readonly string[]): LanguageCode[] {
  return LANGUAGE_CODES.filter((code) => keys.includes(code));
}

/** The languages every one of `items` is written in: a page of several texts exists where all of them do. */
export function commonLanguages(items: readonly (readonly string[])[]): LanguageCode[] {
  return LANGUAGE_CODES.filter((code) => items.every((languages) => languages.includes(code)));
}
