import { sql } from 'drizzle-orm';
import { isLanguageCode, type LanguageCode } from '../../src/contract/languages';
import { selectRows, type Database } from '../db/client';

// Issue 28: the charter company gets its own copy of every booking mail, at its address (companies.email),
// in the language its staff answer in first (companies.staff_languages[0]), else English.

export async function companyReader(db: Database, reference: string): Promise<{ to: string; lang: LanguageCode }[]> {
  const rows = await selectRows<{ email: string | null; language: string | null }>(
    db,
    sql`select c.email, c.staff_languages[1] as language from bookings b join companies c on c.id = b.company_id
        where b.reference = ${reference}`,
  );
  return rows.flatMap((r) => (r.email ? [{ to: r.email, lang: isLanguageCode(r.language) ? r.language : 'en' }] : []));
}
