import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '../../src/contract/languages';
import { addDays } from '../../src/lib/iso-date';
import type { ExtraUnit } from '../../src/lib/price-rules';
import type { Database } from '../db/client';

// SQL of the catalog (everything but the yacht list, which is in yacht-list-query.ts). Raw SQL where it
// is clearer than the query builder; every count and sum is cast to int because pg answers bigint and
// numeric as strings while PGlite answers numbers.

/** Runs raw SQL and returns its rows (Database's result type is engine-generic, so it is named here). */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A visitor-facing text in the locale, English when it has no translation (Texts columns). */
export function localized(column: SQL, locale: LanguageCode): SQL {
  return sql`coalesce(${column} ->> ${locale}::text, ${column} ->> 'en')`;
}

/** `(1, 2, 3)` for `IN`; callers never pass an empty list. */
export function idList(ids: readonly number[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** Days `[from, from + days)` as a daterange: what a charter from `from` holds (price-rules.ts). */
export function heldRange(from: string, days: number): SQL {
  return sql`daterange(${from}::date, ${addDays(from, days)}::date)`;
}

export interface QuoteFacts {
  yachtId: number;
  /** Sum of the daily prices over the held days (0 when none is priced). */
  listPrice: number;
  /** How many of the held days have a season price. */
  pricedDays: number;
  booked: boolean;
  offer: { slug: string; discountPercent: number } | null;
  obligatoryExtras: { name: string; price: number; unit: ExtraUnit; payableAtBase: boolean }[];
}

/**
 * What a quote needs for each boat and the held range [dateStart, dateStart + charged): the list price
 * (each season period contributes its price per day × the days it shares with the range; periods never
 * overlap, a constraint guarantees it), whether a live booking overlaps, the best offer whose period
 * covers the whole range, and the obligatory extras.
 */
export async function quoteFacts(
  db: Database,
  yachtIds: number[],
  dateStart: string,
  charged: number,
  locale: LanguageCode,
): Promise<QuoteFacts[]> {
  const rows = await selectRows<{
    id: number;
    list_price: number | null;
    priced_days: number | null;
    booked: boolean;
    offer_slug: string | null;
    discount_percent: number | null;
    extras: { name: string; price: number; unit: ExtraUnit; payable_at_base: boolean }[];
  }>(
    db,
    sql`
    select y.id, lp.list_price, lp.priced_days,
      exists (select 1 from bookings bk
              where bk.yacht_id = y.id and bk.status <> 'cancelled' and bk.period && r.held) as booked,
      o.slug as offer_slug, o.discount_percent,
      coalesce((select json_agg(json_build_object('name', ${localized(sql`e.name`, locale)}, 'price', e.price,
                  'unit', e.unit, 'payable_at_base', e.payable_at_base) order by e.id)
                from extras e where e.yacht_id = y.id and e.obligatory), '[]'::json) as extras
    from yachts y
    cross join (select ${heldRange(dateStart, charged)} as held) r
    left join lateral (
      select sum(p.price_per_day * (upper(p.period * r.held) - lower(p.period * r.held)))::int as list_price,
             sum(upper(p.period * r.held) - lower(p.period * r.held))::int as priced_days
      from yacht_prices p where p.yacht_id = y.id and p.period && r.held
    ) lp on true
    left join lateral (
      select o.slug, o.discount_percent from offers o
      where o.yacht_id = y.id and o.period @> r.held
      order by o.discount_percent desc, o.id limit 1
    ) o on true
    where y.id in ${idList(yachtIds)}`,
  );
  return rows.map((r) => ({
    yachtId: r.id,
    listPrice: r.list_price ?? 0,
    pricedDays: r.priced_days ?? 0,
    booked: r.booked,
    offer: r.offer_slug === null ? null : { slug: r.offer_slug, discountPercent: r.discount_percent ?? 0 },
    obligatoryExtras: r.extras.map((e) => ({ name: e.name, price: e.price, unit: e.unit, payableAtBase: e.payable_at_base })),
  }));
}
