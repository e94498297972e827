import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/contract/iso-date';
import { bookingBody } from './bookings-fixtures';
import { as, auditOf, priceWorld, type PriceWorld } from './operator-prices-fixtures';

// Issue 27, "Blocks": weeks a boat is out of service or used by its owner. A block hides its days from the
// public search and quote, a booking on them is refused, and a block over a booking or another block is a
// 409 saying why (the database decides, migration 0014).

const TODAY = '2026-06-01';
let w: PriceWorld;

beforeAll(async () => {
  w = await priceWorld(TODAY);
}, 120_000);
afterAll(async () => w.database.close());

const blocks = (id: number) => `/operator/boats/${id}/blocks`;

async function listedFor(start: string): Promise<number[]> {
  const res = await as(w.app).get('/yacht-list', { date_start: start, date_end: addDays(start, 7), per_page: '50', page: '1' });
  expect(res.status).toBe(200);
  return (res.body.data as { id: number }[]).map((y) => y.id);
}

describe('blocks (issue 27: a block hides the week from the public search)', () => {
  let blockId: number;

  it('a manager blocks a free week: the public search and quote no longer offer it', async () => {
    const start = w.week.start;
    expect(await listedFor(start)).toContain(w.week.yachtId);
    const res = await as(w.app, w.tokens.manager).post(blocks(w.week.yachtId), {
      date_from: start,
      date_to: addDays(start, 7),
      reason: 'maintenance',
      note: 'Antifouling',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    blockId = res.body.id;
    expect(await listedFor(start)).not.toContain(w.week.yachtId);
    const quote = await as(w.app).get(`/yacht-quote/${w.week.yachtId}`, { date_start: start, date_end: addDays(start, 7) });
    expect(quote.body.available).toBe(false);
    const [entry] = await auditOf(w.database, w.companyA, 'block.create');
    expect(entry).toMatchObject({ entity_id: String(blockId), after: { reason: 'maintenance', note: 'Antifouling' } });
  });

  it('a booking on the blocked week is refused (409)', async () => {
    const res = await as(w.app).post('/bookings', bookingBody(w.week));
    expect(res.status).toBe(409);
  });

  it('an agent lists the blocks with who made them', async () => {
    const res = await as(w.app, w.tokens.agent).get(blocks(w.week.yachtId));
    expect(res.status).toBe(200);
    expect(res.body.blocks).toEqual([
      expect.objectContaining({
        id: blockId,
        date_from: w.week.start,
        date_to: addDays(w.week.start, 7),
        reason: 'maintenance',
        note: 'Antifouling',
        created_by: 'Marko Manager',
      }),
    ]);
  });

  it('a block overlapping another block is a 409 with a clear message', async () => {
    const res = await as(w.app, w.tokens.owner).post(blocks(w.week.yachtId), {
      date_from: addDays(w.week.start, 3),
      date_to: addDays(w.week.start, 10),
      reason: 'owner',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/overlap a booking or another block/);
  });

  it('a block overlapping a live booking is a 409', async () => {
    const second = { ...w.week, start: addDays(w.week.start, 7) };
    const booked = await as(w.app).post('/bookings', bookingBody(second));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const res = await as(w.app, w.tokens.manager).post(blocks(w.week.yachtId), {
      date_from: addDays(second.start, 2),
      date_to: addDays(second.start, 4),
      reason: 'other',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/overlap a booking or another block/);
  });

  it('refuses a block without a reason, reversed dates, or a note of more than 500 characters (422)', async () => {
    const manager = as(w.app, w.tokens.manager);
    const res = await manager.post(blocks(w.week.yachtId), {
      date_from: '2027-02-01',
      date_to: '2027-02-10',
      reason: 'holiday',
      note: 'x'.repeat(501),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['note', 'reason']);
    const reversed = await manager.post(blocks(w.week.yachtId), { date_from: '2027-02-10', date_to: '2027-02-01', reason: 'owner' });
    expect(reversed.status).toBe(422);
    expect(Object.keys(reversed.body.errors)).toEqual(['date_to']);
  });

  it('an agent cannot block or unblock (403 role_refused)', async () => {
    const made = await as(w.app, w.tokens.agent).post(blocks(w.week.yachtId), {
      date_from: '2027-03-01',
      date_to: '2027-03-08',
      reason: 'owner',
    });
    expect(made.status).toBe(403);
    expect(made.body.code).toBe('role_refused');
    const removed = await as(w.app, w.tokens.agent).delete(`${blocks(w.week.yachtId)}/${blockId}`);
    expect(removed.status).toBe(403);
    expect(removed.body.code).toBe('role_refused');
  });

  it('another company’s manager gets 404 on the list, a new block and a removal', async () => {
    const other = as(w.app, w.tokens.managerB);
    expect((await other.get(blocks(w.week.yachtId))).status).toBe(404);
    expect((await other.post(blocks(w.week.yachtId), { date_from: '2027-03-01', date_to: '2027-03-08', reason: 'owner' })).status).toBe(
      404,
    );
    expect((await other.delete(`${blocks(w.week.yachtId)}/${blockId}`)).status).toBe(404);
    // A block id of company A through company B's own boat is not found either.
    expect((await other.delete(`${blocks(w.boatB)}/${blockId}`)).status).toBe(404);
  });

  it('removing the block frees the week on the public search', async () => {
    const res = await as(w.app, w.tokens.manager).delete(`${blocks(w.week.yachtId)}/${blockId}`);
    expect(res.status).toBe(200);
    expect(await listedFor(w.week.start)).toContain(w.week.yachtId);
    expect((await auditOf(w.database, w.companyA, 'block.delete'))[0]).toMatchObject({
      entity_id: String(blockId),
      before: { reason: 'maintenance' },
    });
  });
});
