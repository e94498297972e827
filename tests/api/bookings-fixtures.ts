import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { issueToken } from '../../server/accounts/token-store';
import { selectRows } from '../../server/db/client';
import { addDays } from '../../src/contract/iso-date';

// Helpers for the booking suites: free, priced weeks found in the seeded fleet (never hard-coded), and
// users with tokens (made directly; the accounts API is not needed for these tests).

export interface FreeWeek {
  yachtId: number;
  slug: string;
  maxPeople: number;
  products: string[];
  /** The first day of a season period at least `days` long with no booking and no offer in it. */
  start: string;
  pricePerDay: number;
}

/** One free stretch per boat (each test takes its own boat), priced by a single season period. */
export async function freeWeeks(db: Database, today: string, days = 14): Promise<FreeWeek[]> {
  return selectRows<FreeWeek>(
    db,
    sql`
    select distinct on (y.id) y.id as "yachtId", y.slug, y.max_people as "maxPeople", y.products,
      lower(p.period) as start, p.price_per_day as "pricePerDay"
    from yachts y join yacht_prices p on p.yacht_id = y.id
    where lower(p.period) >= ${addDays(today, 7)}::date and upper(p.period) - lower(p.period) >= ${days}
      and not exists (select 1 from bookings b where b.yacht_id = y.id and b.status <> 'cancelled' and b.period && p.period)
      and not exists (select 1 from offers o where o.yacht_id = y.id and o.period && p.period)
    order by y.id, lower(p.period)`,
  );
}

let userCount = 0;

export async function userWithToken(db: Database, now: Date): Promise<{ id: number; token: string; email: string }> {
  const email = `sailor${++userCount}-${Date.now()}@example.com`;
  const [user] = await db.insert(users).values({ email, firstName: 'Test', lastName: 'Sailor' }).returning({ id: users.id });
  return { id: user!.id, token: await issueToken(db, user!.id, now), email };
}

let bodyCount = 0;

export function bookingBody(week: FreeWeek, overrides: Record<string, unknown> = {}) {
  return {
    yacht_slug: week.slug,
    date_start: week.start,
    date_end: addDays(week.start, 7),
    product: week.products[0],
    people: Math.min(4, week.maxPeople),
    first_name: 'Ines',
    last_name: 'Moreau',
    // Each option an address of its own: placing options is limited per e-mail address too (issue 30).
    email: `ines.moreau+${++bodyCount}@example.com`,
    phone: '+33 6 12 34 56 78',
    terms_accepted: true,
    language: 'fr',
    ...overrides,
  };
}
