import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/client';
import { addDays } from '../../src/contract/iso-date';
import { bookingBody, freeWeeks, type FreeWeek } from './bookings-fixtures';
import { as, auditOf, priceWorld, type PriceWorld } from './operator-prices-fixtures';

// Issue 27, "The calendar and the bookings": the company's bookings list (filters, paging), its CSV export
// (formula-injection safe), one booking's page with its history, and the office's actions — extend or
// release an option, cancel a reservation with a reason, add a note, place an option for a client — each
// with a history row and an audit entry. Agents read and place options; they extend and release only their
// own and never cancel (403 role_refused). A second company's operator gets a 404 on every endpoint and
// never sees the booking in the list or the CSV.

const TODAY = '2026-06-01';
let w: PriceWorld;
let second: FreeWeek;
let visitor: { reference: string; token: string; email: string };

beforeAll(async () => {
  w = await priceWorld(TODAY);
  const weeks = await freeWeeks(w.database.db, TODAY);
  second = { ...weeks.find((x) => x.yachtId === w.otherBoatA)! };
  const res = await as(w.app).post('/bookings', bookingBody(w.week, { first_name: '=HYPERLINK("http://x")', last_name: 'Moreau' }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  visitor = { reference: res.body.data.reference, token: res.body.data.access_token, email: res.body.data.email };
}, 120_000);
afterAll(async () => w.database.close());

const one = (reference: string) => `/operator/bookings/${reference}`;

describe('the bookings list and its CSV (issue 27)', () => {
  it('lists the company’s bookings, filtered by state, boat, days and a text, paginated', async () => {
    const all = await as(w.app, w.tokens.agent).get('/operator/bookings');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.map((b: { reference: string }) => b.reference)).toContain(visitor.reference);
    const filtered = await as(w.app, w.tokens.manager).get('/operator/bookings', {
      status: 'option',
      yacht: String(w.week.yachtId),
      from: w.week.start,
      to: addDays(w.week.start, 7),
      q: visitor.reference.slice(3).toLowerCase(),
    });
    expect(filtered.body).toMatchObject({
      total: 1,
      page: 1,
      data: [{ reference: visitor.reference, status: 'option', yacht: { id: w.week.yachtId } }],
    });
    const byName = await as(w.app, w.tokens.manager).get('/operator/bookings', { q: 'moreau' });
    expect(byName.body.data.map((b: { reference: string }) => b.reference)).toContain(visitor.reference);
    const none = await as(w.app, w.tokens.manager).get('/operator/bookings', { status: 'paid', q: visitor.reference });
    expect(none.body).toMatchObject({ total: 0, data: [], last_page: 1 });
    // Days that end before they start match nothing (never a 500).
    const backwards = await as(w.app, w.tokens.manager).get('/operator/bookings', { from: '2027-01-10', to: '2027-01-03' });
    expect(backwards.body).toMatchObject({ total: 0, data: [] });
    const paged = await as(w.app, w.tokens.manager).get('/operator/bookings', { per_page: '1', page: '1' });
    expect(paged.body.data).toHaveLength(1);
  });

  it('refuses bad filters with a 400, never a 500', async () => {
    const queries: Record<string, string>[] = [
      { status: 'held' },
      { from: '2026-13-01' },
      { per_page: '1000' },
      { page: '0' },
      { yacht: 'x' },
    ];
    for (const query of queries) {
      const res = await as(w.app, w.tokens.manager).get('/operator/bookings', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });

  it('exports the filtered list as CSV, a formula in a name kept as text', async () => {
    const res = await as(w.app, w.tokens.agent).get('/operator/bookings-export', { q: visitor.reference });
    expect(res.status).toBe(200);
    expect(res.body.filename).toBe(`bookings-${TODAY}.csv`);
    expect(res.body.rows).toBe(1);
    const lines = (res.body.csv as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^reference,status,boat,/);
    expect(lines[1]).toContain(visitor.reference);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('a second company sees none of it: not in its list nor its CSV, and 404 on the booking and every action', async () => {
    const list = await as(w.app, w.tokens.managerB).get('/operator/bookings', { q: visitor.reference });
    expect(list.body.total).toBe(0);
    const csv = await as(w.app, w.tokens.managerB).get('/operator/bookings-export');
    expect(csv.body.csv).not.toContain(visitor.reference);
    expect((await as(w.app, w.tokens.managerB).get(one(visitor.reference))).status).toBe(404);
    for (const [action, body] of [
      ['extend', { hours: 24 }],
      ['release', {}],
      ['cancel', { reason: 'x' }],
      ['notes', { text: 'x' }],
    ] as const) {
      const res = await as(w.app, w.tokens.managerB).post(`${one(visitor.reference)}/${action}`, body);
      expect(res.status, action).toBe(404);
    }
    const place = await as(w.app, w.tokens.managerB).post('/operator/bookings', clientOption(w.otherBoatA, second.start));
    expect(place.status).toBe(404);
  });
});

const clientOption = (yachtId: number, start: string) => ({
  yacht_id: yachtId,
  date_start: start,
  date_end: addDays(start, 7),
  product: second.products[0],
  people: 2,
  first_name: 'Petra',
  last_name: 'Phone',
  email: 'petra.phone@example.com',
  phone: '+385 91 123 4567',
  language: 'de',
});

describe('one booking and the office’s actions (issue 27, decision 038)', () => {
  let agentOption: string;

  it('an agent may not extend or release a visitor’s option, nor cancel (403 role_refused)', async () => {
    const extend = await as(w.app, w.tokens.agent).post(`${one(visitor.reference)}/extend`, { hours: 24 });
    expect(extend.status).toBe(403);
    expect(extend.body.code).toBe('role_refused');
    expect((await as(w.app, w.tokens.agent).post(`${one(visitor.reference)}/release`, {})).status).toBe(403);
    const cancel = await as(w.app, w.tokens.agent).post(`${one(visitor.reference)}/cancel`, { reason: 'no' });
    expect(cancel.status).toBe(403);
    expect(cancel.body.code).toBe('role_refused');
  });

  it('an agent places an option for a client, and extends and releases it (named in the history, audited)', async () => {
    const placed = await as(w.app, w.tokens.agent).post('/operator/bookings', clientOption(w.otherBoatA, second.start));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    agentOption = placed.body.reference;
    const [audit] = await auditOf(w.database, w.companyA, 'booking.place');
    expect(audit).toMatchObject({ entity_id: agentOption, after: { status: 'option', customer: 'Petra Phone' } });
    const extended = await as(w.app, w.tokens.agent).post(`${one(agentOption)}/extend`, { hours: 48 });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    expect(Date.parse(extended.body.booking.expires_at)).toBeGreaterThan(Date.parse(placed.body.expires_at) + 47 * 3_600_000);
    expect(extended.body.history.map((e: { kind: string; operator: string | null }) => [e.kind, e.operator])).toEqual([
      ['placed', 'Ana Agent'],
      ['option_extended', 'Ana Agent'],
    ]);
    const released = await as(w.app, w.tokens.agent).post(`${one(agentOption)}/release`, { reason: 'Client chose another week' });
    expect(released.status).toBe(200);
    expect(released.body.booking).toMatchObject({ status: 'expired', ended_by: 'company', end_reason: 'Client chose another week' });
    const [release] = await auditOf(w.database, w.companyA, 'booking.release');
    expect(release).toMatchObject({ entity_id: agentOption, before: { status: 'option' }, after: { status: 'expired' } });
    // The days are free again: the same week can be held anew.
    const again = await as(w.app, w.tokens.manager).post('/operator/bookings', clientOption(w.otherBoatA, second.start));
    expect(again.status).toBe(201);
  });

  it('a client option on a boat that is not the company’s is a 404; bad input a 422', async () => {
    expect((await as(w.app, w.tokens.manager).post('/operator/bookings', clientOption(w.boatB, second.start))).status).toBe(404);
    const bad = await as(w.app, w.tokens.manager).post('/operator/bookings', {
      ...clientOption(w.otherBoatA, second.start),
      email: 'nope',
    });
    expect(bad.status).toBe(422);
    expect((await as(w.app, w.tokens.manager).post(`${one(visitor.reference)}/extend`, { hours: 0 })).status).toBe(422);
    expect((await as(w.app, w.tokens.manager).post(`${one(visitor.reference)}/notes`, { text: '   ' })).status).toBe(422);
    expect((await as(w.app, w.tokens.manager).get('/operator/bookings/BW-NOTAREF1')).status).toBe(404);
  });

  it('the manager extends the visitor’s option; the visitor reserves; the page shows who did what', async () => {
    const before = await as(w.app, w.tokens.manager).get(one(visitor.reference));
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.booking).not.toHaveProperty('access_token');
    expect(before.body).toMatchObject({ yacht_id: w.week.yachtId, placed_by: null, booking: { status: 'option', last_name: 'Moreau' } });
    const extended = await as(w.app, w.tokens.manager).post(`${one(visitor.reference)}/extend`, { hours: 24 });
    expect(extended.status).toBe(200);
    const [audit] = await auditOf(w.database, w.companyA, 'booking.extend');
    expect(audit).toMatchObject({ entity_id: visitor.reference, before: { expires_at: before.body.booking.expires_at } });
    const reserved = await as(w.app).post(`/booking-access/${visitor.token}/confirm`, { terms_accepted: true });
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(200);
    const note = await as(w.app, w.tokens.agent).post(`${one(visitor.reference)}/notes`, { text: 'Asked for a late check-in' });
    expect(note.status).toBe(200);
    expect(note.body.history.map((e: { kind: string; actor: string; operator: string | null }) => [e.kind, e.actor, e.operator])).toEqual([
      ['placed', 'customer', null],
      ['option_extended', 'operator', 'Marko Manager'],
      ['reserved', 'customer', null],
      ['note', 'operator', 'Ana Agent'],
    ]);
    expect(note.body.history[3].data).toEqual({ text: 'Asked for a late check-in' });
  });

  it('an option’s actions refuse a reservation (409), and a reservation is cancelled by the company with its reason', async () => {
    const extend = await as(w.app, w.tokens.manager).post(`${one(visitor.reference)}/extend`, { hours: 24 });
    expect(extend.status).toBe(409);
    expect(extend.body.code).toBe('not_an_option');
    expect((await as(w.app, w.tokens.manager).post(`${one(visitor.reference)}/cancel`, {})).status).toBe(422);
    const cancelled = await as(w.app, w.tokens.manager).post(`${one(visitor.reference)}/cancel`, { reason: 'The boat was damaged' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', ended_by: 'company', end_reason: 'The boat was damaged' });
    // Issue 28: the company's cancellation costs the visitor nothing, and their mail says who cancelled and why.
    expect(cancelled.body.booking.cancellation.fee_charged).toBe(0);
    const mail = w.mails.filter((m) => m.to === visitor.email).at(-1)!;
    expect(mail.text).toContain('a annulé votre réservation'); // the visitor booked in French
    expect(mail.text).toContain('The boat was damaged');
    expect(mail.text).not.toContain('comme vous l');
    expect(cancelled.body.history.at(-1)).toMatchObject({ kind: 'cancelled', status_before: 'reserved', status_after: 'cancelled' });
    const [audit] = await auditOf(w.database, w.companyA, 'booking.cancel');
    expect(audit).toMatchObject({
      entity_id: visitor.reference,
      before: { status: 'reserved' },
      after: { status: 'cancelled', reason: 'The boat was damaged' },
    });
    const again = await as(w.app, w.tokens.owner).post(`${one(visitor.reference)}/cancel`, { reason: 'twice' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('not_a_reservation');
  });
});

describe('a released option goes to the waiting list (issues 27 and 28)', () => {
  it('the manager releases a held week: the first in line gets an option of their own', async () => {
    const ours = await selectRows<{ id: number }>(
      w.database.db,
      sql`select y.id from yachts y join bases b on b.id = y.base_id where b.company_id = ${w.companyA}`,
    );
    const taken = new Set([w.week.yachtId, w.otherBoatA]);
    const week = (await freeWeeks(w.database.db, TODAY)).find((x) => ours.some((o) => o.id === x.yachtId) && !taken.has(x.yachtId))!;
    const held = await as(w.app).post('/bookings', bookingBody(week));
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const waiter = `waiter-${Date.now()}@example.com`;
    const joined = await as(w.app).post('/waitlist', {
      yacht_slug: week.slug,
      date_start: week.start,
      date_end: addDays(week.start, 7),
      product: week.products[0],
      people: Math.min(2, week.maxPeople),
      first_name: 'Bea',
      last_name: 'Waits',
      email: waiter,
      phone: '+47 912 34 567',
      language: 'de',
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const released = await as(w.app, w.tokens.manager).post(`${one(held.body.data.reference)}/release`, {});
    expect(released.status).toBe(200);
    const [entry] = await selectRows<{ state: string }>(w.database.db, sql`select state from booking_waitlist where email = ${waiter}`);
    expect(entry?.state).toBe('offered');
    const [offered] = await selectRows<{ status: string }>(w.database.db, sql`select status from bookings where email = ${waiter}`);
    expect(offered?.status).toBe('option');
  });
});
