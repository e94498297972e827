import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/contract/iso-date';
import type { Calendar } from '../../src/contract/operator-bookings-api';
import { bookingBody } from './bookings-fixtures';
import { as, priceWorld, type PriceWorld } from './operator-prices-fixtures';

// Issue 27, the availability chart: the company's boats down, 26 weeks across, each boat with its options
// (and their holds' end), reservations and blocks; filtered by base and type. A second company's chart never
// holds the first's boats or bookings.

const TODAY = '2026-06-01';
let w: PriceWorld;
let reference: string;

beforeAll(async () => {
  w = await priceWorld(TODAY);
  const res = await as(w.app).post('/bookings', bookingBody(w.week));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  reference = res.body.data.reference;
  const block = await as(w.app, w.tokens.manager).post(`/operator/boats/${w.otherBoatA}/blocks`, {
    date_from: addDays(w.week.start, 14),
    date_to: addDays(w.week.start, 21),
    reason: 'maintenance',
  });
  expect(block.status, JSON.stringify(block.body)).toBe(201);
}, 120_000);
afterAll(async () => w.database.close());

const chart = async (token: string, query: Record<string, string> = {}) => {
  const res = await as(w.app, token).get('/operator/calendar', { from: addDays(w.week.start, -7), ...query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Calendar;
};

describe('the availability chart (issue 27)', () => {
  it('shows every boat of the company with its option (hold’s end) and blocks over 26 weeks', async () => {
    const c = await chart(w.tokens.agent);
    expect(c.weeks).toBe(26);
    const boat = c.boats.find((b) => b.id === w.week.yachtId)!;
    // The seeded fleet's own bookings of these boats are on the chart too; ours are the ones asserted here.
    const ours = boat.spans.filter((s) => s.kind === 'booking' && s.reference === reference);
    expect(ours).toEqual([
      expect.objectContaining({
        kind: 'booking',
        reference,
        status: 'option',
        date_start: w.week.start,
        date_end: addDays(w.week.start, 7),
      }),
    ]);
    expect(Date.parse((ours[0] as { expires_at: string }).expires_at)).toBeGreaterThan(Date.parse(`${TODAY}T12:00:00Z`));
    const other = c.boats.find((b) => b.id === w.otherBoatA)!;
    expect(other.spans.filter((s) => s.kind === 'block')).toEqual([
      expect.objectContaining({ kind: 'block', reason: 'maintenance', date_start: addDays(w.week.start, 14) }),
    ]);
    expect(c.bases.length).toBeGreaterThan(0);
    expect(c.types.length).toBeGreaterThan(0);
    expect(c.boats.some((b) => b.id === w.boatB)).toBe(false);
  });

  it('filters by base and by type', async () => {
    const all = await chart(w.tokens.manager);
    const boat = all.boats.find((b) => b.id === w.week.yachtId)!;
    const byBase = await chart(w.tokens.manager, { base: String(boat.base_id) });
    expect(byBase.boats.every((b) => b.base_id === boat.base_id)).toBe(true);
    expect(byBase.boats.map((b) => b.id)).toContain(boat.id);
    const byType = await chart(w.tokens.manager, { type: String(boat.type_id), weeks: '4' });
    expect(byType.weeks).toBe(4);
    expect(byType.boats.every((b) => b.type_id === boat.type_id)).toBe(true);
  });

  it('a second company’s chart holds none of the first’s boats or bookings', async () => {
    const c = await chart(w.tokens.managerB);
    expect(c.boats.some((b) => b.id === w.week.yachtId || b.id === w.otherBoatA)).toBe(false);
    expect(JSON.stringify(c)).not.toContain(reference);
    expect(c.boats.map((b) => b.id)).toContain(w.boatB);
  });

  it('refuses a bad query with a 400 and no session with a 401', async () => {
    const queries: Record<string, string>[] = [{ from: 'soon' }, { weeks: '0' }, { weeks: '53' }, { base: '-1' }, { lang: 'xx' }];
    for (const query of queries) {
      const res = await as(w.app, w.tokens.manager).get('/operator/calendar', { from: TODAY, ...query });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    expect((await as(w.app, w.tokens.manager).get('/operator/calendar')).status).toBe(400);
    expect((await as(w.app).get('/operator/calendar', { from: TODAY })).status).toBe(401);
  });
});
