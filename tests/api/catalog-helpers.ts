import { sql, type SQL } from 'drizzle-orm';
import request from 'supertest';
import type { Express } from 'express';
import type { Database } from '../../server/db/client';
import { selectRows } from '../../server/db/client';
import { TEST_TOKEN } from '../setup/test-app';

// Helpers for the catalog suites: calls with the site token, and expectations computed straight from the
// seeded database with SQL written independently of server/catalog (ranges, generate_series), so a test
// never hard-codes what the seed produced.

export const site = { Authorization: `Bearer ${TEST_TOKEN}` };

export function get(app: Express, path: string, query: Record<string, string | string[]> = {}) {
  return request(app).get(path).query(query).set(site);
}

export async function ids(db: Database, query: SQL): Promise<number[]> {
  return (await selectRows<{ id: number }>(db, query)).map((r) => r.id).sort((a, b) => a - b);
}

/** Every boat id of a list query, walking its pages (per_page 50). */
export async function allListIds(app: Express, path: string, query: Record<string, string>): Promise<number[]> {
  const found: number[] = [];
  for (let page = 1; ; page += 1) {
    const res = await get(app, path, { ...query, per_page: '50', page: String(page) });
    if (res.status !== 200) throw new Error(`${path} page ${page}: ${res.status} ${JSON.stringify(res.body)}`);
    found.push(...res.body.data.map((y: { id: number }) => y.id));
    if (page >= res.body.last_page) break;
  }
  return found.sort((a, b) => a - b);
}

/**
 * Boats free and priced on every day of [start, end) (C6), with the sum of their daily prices, computed
 * day by day.
 */
export async function freeAndPriced(db: Database, start: string, end: string): Promise<Map<number, number>> {
  const rows = await selectRows<{ id: number; list_price: number }>(
    db,
    sql`
    select y.id, sum(p.price_per_day)::int as list_price
    from yachts y
    cross join generate_series(0, ${end}::date - ${start}::date - 1) i
    join yacht_prices p on p.yacht_id = y.id and p.period @> (${start}::date + i)
    where not exists (select 1 from bookings b where b.yacht_id = y.id and b.status <> 'cancelled'
                      and b.period && daterange(${start}::date, ${end}::date))
    group by y.id
    having count(*) = ${end}::date - ${start}::date`,
  );
  return new Map(rows.map((r) => [r.id, r.list_price]));
}

export interface Card {
  id: number;
  length_m: number;
  cabins: number;
  berths: number;
  heads: number;
  year: number;
  max_people: number;
  price_from: number | null;
  quote: { total: number; list_price: number; price: number; discount_percent: number; offer_slug: string | null } | null;
}
