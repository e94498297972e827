import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '../../src/contract/languages';

// Texts are jsonb `{ en, de, … }` (decision 008): a read picks the visitor's language in SQL, so only that
// language leaves the database, and falls back to English, which is always present.

export function textIn(column: AnyPgColumn, locale: LanguageCode): SQL<string> {
  return sql<string>`coalesce(${column} ->> ${locale}::text, ${column} ->> 'en')`;
}

/** Whether `column` has its own text in `locale` (P2: the page says when it shows the English fallback). */
export function hasText(column: AnyPgColumn, locale: LanguageCode): SQL<boolean> {
  return sql<boolean>`(${column} ->> ${locale}::text) is not null`;
}
