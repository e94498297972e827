import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { and, eq, ne, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { bookings } from '../../server/db/schema';
import { addDays } from '../../src/lib/iso-date';
import { TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { bookingBody, freeWeeks } from './bookings-fixtures';

// B4: two bookings can never hold the same boat on overlapping days, even when 50 customers press "book"
// at the same moment. On PostgreSQL (TEST_DATABASE_URL, pool of 60) the 50 transactions really run at
// once and the exclusion constraint picks the winner; on PGlite they queue on its single connection.

const TODAY = '2026-06-01';
const RACERS = 50;
let server: Server;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 20, today: TODAY });
  const { app } = await testApp({}, { database, now: () => new Date(`${TODAY}T12:00:00Z`), mailer: { send: async () => {} } });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

describe('the booking race (B4)', () => {
  it(`B4 ${RACERS} concurrent bookings of one boat on overlapping days: exactly one 201, ${RACERS - 1} × 409, one live booking`, async () => {
    const [week] = await freeWeeks(database.db, TODAY);
    const { port } = server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    // Every request overlaps every other: check-in within three days, seven nights each.
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        request(base)
          .post('/api/bookings')
          .set('Authorization', `Bearer ${TEST_TOKEN}`)
          .send(bookingBody(week!, { date_start: addDays(week!.start, i % 3), date_end: addDays(week!.start, (i % 3) + 7), email: `racer${i}@example.com` })),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(res.body).toEqual({ message: 'The boat is not available for these dates' });
    }

    const live = await database.db
      .select({ reference: bookings.reference, email: bookings.email })
      .from(bookings)
      .where(and(eq(bookings.yachtId, week!.yachtId), ne(bookings.status, 'cancelled'), sql`${bookings.period} && daterange(${week!.start}::date, ${addDays(week!.start, 10)}::date)`));
    const winner = responses.find((r) => r.status === 201)!;
    expect(live).toEqual([{ reference: winner.body.data.reference, email: winner.body.data.email }]);
  }, 60_000);
});
