import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/client';
import type { DatabaseHandle } from '../../server/db/client';
import { bookingEvents, bookings, extras, yachtBlocks } from '../../server/db/schema';
import { addDays } from '../../src/contract/iso-date';
import { seededTestDatabase } from '../setup/test-db';

// Columns the yacht list reads on the boat's own row, kept by triggers: yachts.booked (the union of its
// live bookings) and the obligatory extras summed by unit. They must equal what they summarise after
// every kind of write (C6, C8, B4).

const TODAY = '2026-06-01';
let database: DatabaseHandle;
const db = () => database.db;

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 20, today: TODAY });
}, 120_000);
afterAll(() => database.close());

/** Boats whose booked days differ from their live bookings, recomputed from scratch. */
async function outOfStep(): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db(),
    sql`select count(*)::int as n from yachts y
        where y.booked <> coalesce((select range_agg(h.period) from yacht_held_periods h
                                    where h.yacht_id = y.id), '{}'::datemultirange)`,
  );
  return row!.n;
}

let reference = 0;
function booking(yachtId: number, start: string, days: number, status: 'option' | 'reserved' | 'cancelled' = 'option') {
  return {
    reference: `TEST-BOOKED-${++reference}`,
    yachtId,
    period: `[${start},${addDays(start, days)})`,
    status,
    product: 'bareboat',
    people: 2,
    firstName: 'Ada',
    lastName: 'Sailor',
    email: 'ada@example.com',
    phone: '+385 91 234 5678',
    language: 'en',
    quote: {},
    total: 1,
  };
}

describe('booked days kept on the boat (C6)', () => {
  it('C6 the seeded fleet starts with booked days equal to its live bookings', async () => {
    const [row] = await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from yachts where booked <> '{}'::datemultirange`);
    expect(row!.n).toBeGreaterThan(0);
    expect(await outOfStep()).toBe(0);
  });

  it('C6 inserts (several in one statement), cancellations, moves, confirmations and deletes keep them equal', async () => {
    const start = addDays(TODAY, 800); // far beyond the seeded bookings
    const inserted = await db()
      .insert(bookings)
      .values([booking(1, start, 7), booking(1, addDays(start, 7), 7), booking(2, start, 3), booking(3, start, 5, 'cancelled')])
      .returning({ id: bookings.id });
    expect(await outOfStep()).toBe(0);
    const [first, second, third, cancelled] = inserted.map((r) => r.id) as [number, number, number, number];
    await db().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first));
    expect(await outOfStep()).toBe(0);
    await db().update(bookings).set({ status: 'reserved' }).where(eq(bookings.id, second));
    expect(await outOfStep()).toBe(0);
    await db()
      .update(bookings)
      .set({ period: `[${addDays(start, 20)},${addDays(start, 27)})` })
      .where(eq(bookings.id, third));
    expect(await outOfStep()).toBe(0);
    await db().update(bookings).set({ status: 'option' }).where(eq(bookings.id, cancelled));
    expect(await outOfStep()).toBe(0);
    await db().delete(bookings).where(eq(bookings.id, second));
    expect(await outOfStep()).toBe(0);
    const [boat] = await selectRows<{ free: boolean }>(
      db(),
      sql`select not (booked && daterange(${start}::date, ${addDays(start, 14)}::date)) as free from yachts where id = 1`,
    );
    expect(boat!.free).toBe(true);
  });

  it('B4 concurrent bookings of one boat on different days all reach its booked days', async () => {
    const start = addDays(TODAY, 900);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db()
          .insert(bookings)
          .values(booking(4, addDays(start, i * 7), 7)),
      ),
    );
    expect(await outOfStep()).toBe(0);
    const [row] = await selectRows<{ days: number }>(
      db(),
      sql`select sum(upper(r) - lower(r))::int as days from yachts, unnest(booked) r
          where id = 4 and lower(r) >= ${start}::date`,
    );
    expect(row!.days).toBe(12 * 7);
  });
});

/** Boats whose obligatory extras sums differ from their extras, recomputed from scratch. */
async function sumsOutOfStep(): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db(),
    sql`select count(*)::int as n from yachts y
        left join lateral (
          select coalesce(sum(price) filter (where unit = 'per_booking'), 0) as b,
                 coalesce(sum(price) filter (where unit = 'per_week'), 0) as w,
                 coalesce(sum(price) filter (where unit in ('per_day', 'per_night')), 0) as d
          from extras e where e.yacht_id = y.id and e.obligatory) s on true
        where (y.obligatory_per_booking, y.obligatory_per_week, y.obligatory_per_day) <> (s.b, s.w, s.d)`,
  );
  return row!.n;
}

describe('obligatory extras summed on the boat (C8)', () => {
  it('C8 the seeded sums equal the extras, and stay equal through inserts, updates and deletes', async () => {
    const [seeded] = await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from yachts where obligatory_per_booking > 0`);
    expect(seeded!.n).toBeGreaterThan(0);
    expect(await sumsOutOfStep()).toBe(0);
    const name = { en: 'Test extra' };
    const added = await db()
      .insert(extras)
      .values([
        { yachtId: 5, name, price: 40, unit: 'per_night', obligatory: true, payableAtBase: true },
        { yachtId: 5, name, price: 90, unit: 'per_week', obligatory: true, payableAtBase: false },
        { yachtId: 6, name, price: 15, unit: 'per_day', obligatory: false, payableAtBase: false },
      ])
      .returning({ id: extras.id });
    expect(await sumsOutOfStep()).toBe(0);
    await db().update(extras).set({ obligatory: true, yachtId: 7 }).where(eq(extras.id, added[2]!.id));
    expect(await sumsOutOfStep()).toBe(0);
    await db().update(extras).set({ price: 55 }).where(eq(extras.yachtId, 5));
    expect(await sumsOutOfStep()).toBe(0);
    await db().delete(extras).where(eq(extras.id, added[0]!.id));
    expect(await sumsOutOfStep()).toBe(0);
  });
});

describe('blocks hold days like bookings (issue 27, migration 0014)', () => {
  const start = addDays(TODAY, 900);
  const yachtId = async () => (await selectRows<{ id: number }>(db(), sql`select min(id)::int as id from yachts`))[0]!.id;
  const failure = (write: Promise<unknown>) =>
    write.then(
      () => null,
      (err: unknown) => (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code,
    );

  it('issue 27 a block joins the booked days, refuses a booking over it (23P01) and frees its days when deleted', async () => {
    const id = await yachtId();
    const [block] = await db()
      .insert(yachtBlocks)
      .values({ yachtId: id, period: `[${start},${addDays(start, 7)})`, reason: 'maintenance' })
      .returning();
    expect(await outOfStep()).toBe(0);
    const [held] = await selectRows<{ held: boolean }>(db(), sql`select booked @> ${start}::date as held from yachts where id = ${id}`);
    expect(held!.held).toBe(true);
    expect(
      await failure(
        db()
          .insert(bookings)
          .values(booking(id, addDays(start, 3), 7)),
      ),
    ).toBe('23P01');
    // A booking right after the block (its check-out day is the next check-in) is fine.
    await db()
      .insert(bookings)
      .values(booking(id, addDays(start, 7), 7));
    await db().delete(yachtBlocks).where(eq(yachtBlocks.id, block!.id));
    expect(await outOfStep()).toBe(0);
    await db()
      .insert(bookings)
      .values(booking(id, start, 7, 'reserved'));
    expect(await outOfStep()).toBe(0);
  });

  it('issue 27 a block over a live booking or another block is refused (23P01); over a cancelled one it is not', async () => {
    const id = await yachtId();
    const from = addDays(start, 100);
    await db()
      .insert(bookings)
      .values(booking(id, from, 7));
    expect(
      await failure(
        db()
          .insert(yachtBlocks)
          .values({ yachtId: id, period: `[${addDays(from, 6)},${addDays(from, 9)})`, reason: 'owner' }),
      ),
    ).toBe('23P01');
    await db()
      .insert(bookings)
      .values(booking(id, addDays(from, 20), 7, 'cancelled'));
    await db()
      .insert(yachtBlocks)
      .values({ yachtId: id, period: `[${addDays(from, 20)},${addDays(from, 27)})`, reason: 'owner' });
    expect(
      await failure(
        db()
          .insert(yachtBlocks)
          .values({ yachtId: id, period: `[${addDays(from, 26)},${addDays(from, 30)})`, reason: 'other' }),
      ),
    ).toBe('23P01');
    expect(await outOfStep()).toBe(0);
  });

  it('issue 27 a block and a booking written at the same moment on the same days: exactly one is kept, every time', async () => {
    const id = await yachtId();
    for (let round = 0; round < 10; round++) {
      const from = addDays(start, 400 + round * 14);
      const results = await Promise.all([
        failure(
          db()
            .insert(yachtBlocks)
            .values({ yachtId: id, period: `[${from},${addDays(from, 7)})`, reason: 'owner' }),
        ),
        failure(
          db()
            .insert(bookings)
            .values(booking(id, addDays(from, 2), 7)),
        ),
      ]);
      expect(results.filter((code) => code === null)).toHaveLength(1);
      expect(results.filter((code) => code === '23P01')).toHaveLength(1);
    }
    expect(await outOfStep()).toBe(0);
  });

  it("decision 038 a booking's history cannot be rewritten", async () => {
    const id = await yachtId();
    const [row] = await db()
      .insert(bookings)
      .values(booking(id, addDays(start, 300), 7))
      .returning();
    await db().insert(bookingEvents).values({ bookingId: row!.id, actor: 'customer', kind: 'placed', statusAfter: 'option' });
    expect(await failure(db().update(bookingEvents).set({ kind: 'changed' }).where(eq(bookingEvents.bookingId, row!.id)))).toBe('42501');
  });
});
