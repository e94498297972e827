import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBookingManagerSimulator, type BookingManagerSimulator } from '../../../tests/simulators/booking-manager/simulator';
import { FleetSourceError, type FleetSource, type FleetSourceErrorKind, type OptionRequest } from '../fleet-source';
import { bookingManagerSource } from './booking-manager-source';

// Issue 29: the Booking Manager API v2 adapter against the local simulator — every FleetSource method, the
// error mapping (down, slow, refusing, a bad key, a malformed answer), an idempotent option and a race with
// an agent for the same week.

let sim: BookingManagerSimulator;
let source: FleetSource;
let apiKey: string;
const year = new Date().getUTCFullYear() + 1;
/** Saturdays next year, in the peak season. */
const week = (n: number) => {
  const first = new Date(Date.UTC(year, 6, 4));
  first.setUTCDate(first.getUTCDate() + ((6 - first.getUTCDay() + 7) % 7) + n * 7);
  const from = first.toISOString().slice(0, 10);
  const to = new Date(first.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
};

function option(boat: string, reference: string, n: number): OptionRequest {
  return {
    boatExternalId: boat,
    ...week(n),
    reference,
    expiresAt: new Date(Date.now() + 86_400_000),
    people: 4,
    client: { firstName: 'Ana', lastName: 'Horvat', email: 'ana@example.com', phone: '+385 91 000 0000' },
  };
}

async function failure(promise: Promise<unknown>): Promise<FleetSourceError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FleetSourceError);
  const error = err as FleetSourceError;
  expect(error.message).not.toContain(apiKey);
  return error;
}

async function kindOf(promise: Promise<unknown>): Promise<FleetSourceErrorKind> {
  return (await failure(promise)).kind;
}

const writes = () => sim.requests().filter((r) => r.method !== 'GET');

beforeAll(async () => {
  sim = await startBookingManagerSimulator({ boats: 12, seed: 7, optionMs: 3 * 86_400_000 });
  apiKey = sim.credentials.system === 'booking_manager' ? sim.credentials.apiKey : '';
  source = bookingManagerSource({ baseUrl: sim.url, apiKey, timeoutMs: 2_000 });
});
afterAll(() => sim.close());
beforeEach(() => sim.setMode('up'));

describe('issue 29: Booking Manager reads', () => {
  it('verifies the key and names the company', async () => {
    await expect(source.verify()).resolves.toEqual({ companyName: 'Kornati Blue Charter' });
  });

  it("lists the company's bases with ISO country codes, not another company's", async () => {
    const bases = await source.bases();
    expect(bases.map((b) => [b.externalId, b.countryCode]).sort()).toEqual([
      ['127', 'HR'],
      ['194', 'HR'],
      ['2687769540', 'GR'],
    ]);
    expect(bases.find((b) => b.externalId === '194')).toMatchObject({
      name: 'Marina Kornati',
      city: 'Biograd na Moru',
      lat: 43.938,
      lng: 15.442,
    });
  });

  it("lists the boats' 19-digit ids exactly (no id rounded by a double)", async () => {
    const ids = await source.boatIds();
    expect(ids).toEqual(sim.boatIds());
    expect(ids[0]).toMatch(/^\d{19}$/);
  });

  it('maps a boat: kind, products, specs, extras, prices per day, discounts, photos, equipment', async () => {
    const [first] = sim.boatIds();
    const range = { from: `${year}-01-01`, to: `${year + 1}-01-01` };
    const boat = await source.boat(first!, range);
    expect(boat).toMatchObject({
      externalId: first,
      baseExternalId: '194',
      model: 'Bavaria C45',
      shipyard: 'Bavaria Yachtbau',
      kind: 'sailing-yacht',
      lengthM: 14.45,
      cabins: 4,
      berths: 10,
      heads: 4,
      mainSailType: 'full batten',
      products: ['bareboat', 'skipper'],
      checkInDay: 6,
      checkInTime: '17:00',
      checkOutTime: '09:00',
      minNights: 7,
    });
    expect(boat.extras).toContainEqual(
      expect.objectContaining({ name: 'Transit log', unit: 'per_booking', obligatory: true, payableAtBase: true, price: 180 }),
    );
    expect(boat.extras).toContainEqual(expect.objectContaining({ name: 'Tourist tax', unit: 'per_booking', obligatory: true }));
    expect(boat.extras).toContainEqual(expect.objectContaining({ name: 'Bed linen and towels', unit: 'per_person', obligatory: false }));
    expect(boat.extras).toContainEqual(expect.objectContaining({ name: 'Skipper', unit: 'per_day', obligatory: false }));
    expect(boat.extras).toContainEqual(expect.objectContaining({ name: 'Outboard engine', unit: 'per_week' }));
    expect(boat.extras).toContainEqual(expect.objectContaining({ name: 'Late check-out', unit: 'per_night' }));
    // Season prices cover the year, each a weekly price over seven.
    expect(boat.prices[0]!.from).toBe(range.from);
    expect(boat.prices.at(-1)!.to).toBe(range.to);
    const july = week(1).from;
    const inJuly = boat.prices.find((p) => p.from <= july && july < p.to)!;
    expect(inJuly.pricePerDay).toBe(Math.round(sim.weeklyPriceOn(first!, july) / 7));
    expect(boat.discounts.map((d) => d.kind).sort()).toEqual(['early_booking', 'last_minute', 'long_stay', 'long_stay']);
    expect(boat.discounts).toContainEqual(expect.objectContaining({ kind: 'early_booking', percent: 10, bookedBy: `${year}-01-31` }));
    expect(boat.discounts).toContainEqual(expect.objectContaining({ kind: 'last_minute', withinDays: 14 }));
    expect(boat.discounts).toContainEqual(expect.objectContaining({ kind: 'long_stay', minNights: 14 }));
    // A discount on its period alone is a long stay of one night.
    expect(boat.discounts).toContainEqual(expect.objectContaining({ kind: 'long_stay', minNights: 1, percent: 20, from: `${year}-10-03` }));
    expect(boat.photoUrls).toHaveLength(3);
    expect(boat.photoUrls[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/\d+\/1\.jpg$/);
    const photo = await fetch(boat.photoUrls[0]!);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(boat.equipment.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
  });

  it('maps a crewed gulet and a motor boat', async () => {
    const ids = sim.boatIds();
    const range = { from: `${year}-06-01`, to: `${year}-07-01` };
    const gulet = await source.boat(ids[7]!, range);
    expect(gulet).toMatchObject({ kind: 'gulet', products: ['crewed'] });
    expect(gulet.extras).toContainEqual(expect.objectContaining({ name: 'APA', obligatory: true, payableAtBase: false }));
    const motor = await source.boat(ids[6]!, range);
    expect(motor).toMatchObject({ kind: 'motor-yacht', mainSailType: null, minNights: 3 });
  });

  it('reads a price changed in the system on the next read', async () => {
    const boat = sim.boatIds()[1]!;
    const { from, to } = week(2);
    sim.setWeeklyPrice(boat, from, to, 7_007);
    const read = await source.boat(boat, { from, to });
    expect(read.prices).toEqual([{ from, to, pricePerDay: 1_001 }]);
  });

  it('answers not_found for a boat the system does not have', async () => {
    expect(await kindOf(source.boat('1234567890123456789', { from: `${year}-06-01`, to: `${year}-07-01` }))).toBe('not_found');
  });
});

describe('issue 29: Booking Manager options and bookings', () => {
  it('places an option carrying our reference, books it and releases it', async () => {
    const boat = sim.boatIds()[2]!;
    const request = option(boat, 'BW-OPT-1', 0);
    const placed = await source.placeOption(request);
    expect(placed.externalId).toMatch(/^\d{19}$/);
    expect(Date.parse(placed.expiresAt!)).toBeLessThanOrEqual(request.expiresAt.getTime());
    expect(sim.holds()).toContainEqual(
      expect.objectContaining({ externalId: placed.externalId, kind: 'option', reference: 'BW-OPT-1', from: request.from }),
    );

    const listed = await source.holds(week(0));
    expect(listed).toContainEqual({
      externalId: placed.externalId,
      boatExternalId: boat,
      ...week(0),
      kind: 'option',
      expiresAt: placed.expiresAt,
      reference: 'BW-OPT-1',
    });

    await expect(source.book({ externalId: placed.externalId, reference: 'BW-OPT-1' })).resolves.toEqual({
      externalId: placed.externalId,
      expiresAt: null,
    });
    expect(sim.holds().find((h) => h.externalId === placed.externalId)?.kind).toBe('booking');

    await source.release({ externalId: placed.externalId, reference: 'BW-OPT-1' });
    expect(sim.holds().find((h) => h.externalId === placed.externalId)).toBeUndefined();
    // A hold already gone is not an error.
    await expect(source.release({ externalId: placed.externalId, reference: 'BW-OPT-1' })).resolves.toBeUndefined();
    await expect(source.release({ externalId: '8000000000000107411', reference: 'BW-OPT-1' })).resolves.toBeUndefined();
  });

  it("lists an agent's booking with no reference", async () => {
    const boat = sim.boatIds()[3]!;
    const id = await sim.agentBook(boat, week(3).from, week(3).to);
    const holds = await source.holds(week(3));
    expect(holds).toContainEqual({ externalId: id, boatExternalId: boat, ...week(3), kind: 'booking', expiresAt: null, reference: null });
  });

  it('places nothing new when the same reference is placed again', async () => {
    const boat = sim.boatIds()[4]!;
    const first = await source.placeOption(option(boat, 'BW-IDEM-1', 4));
    const before = writes().length;
    const second = await source.placeOption(option(boat, 'BW-IDEM-1', 4));
    expect(second).toEqual(first);
    expect(writes().length).toBe(before);
    expect(sim.holds().filter((h) => h.reference === 'BW-IDEM-1')).toHaveLength(1);
  });

  it('finds the option a lost answer placed instead of placing it twice', async () => {
    const boat = sim.boatIds()[5]!;
    const request = option(boat, 'BW-LOST-1', 5);
    // Our first POST landed but its answer was lost (a timeout, a dropped connection): the system holds it.
    const lost = await fetch(`${sim.url}/reservation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: `{"yachtId":${boat},"dateFrom":"${request.from}T00:00:00","dateTo":"${request.to}T00:00:00","agencyReference":"BW-LOST-1"}`,
    });
    expect(lost.status).toBe(201);
    const posts = () => sim.requests().filter((r) => r.method === 'POST').length;
    const before = posts();
    const retried = await source.placeOption(request);
    expect(posts()).toBe(before);
    const ours = sim.holds().filter((h) => h.reference === 'BW-LOST-1');
    expect(ours).toHaveLength(1);
    expect(retried.externalId).toBe(ours[0]!.externalId);
  });

  it('a POST that times out is unavailable, and its retry does not hold the boat twice', async () => {
    const boat = sim.boatIds()[11]!;
    const hasty = bookingManagerSource({ baseUrl: sim.url, apiKey, timeoutMs: 300 });
    sim.setMode('slow', { delayMs: 700 });
    expect(await kindOf(hasty.placeOption(option(boat, 'BW-SLOW-1', 5)))).toBe('unavailable');
    sim.setMode('up');
    await source.placeOption(option(boat, 'BW-SLOW-1', 5));
    await source.placeOption(option(boat, 'BW-SLOW-1', 5));
    expect(sim.holds().filter((h) => h.reference === 'BW-SLOW-1')).toHaveLength(1);
  });

  it('an agent and our adapter racing for the same week: exactly one wins, the other is refused', async () => {
    const boat = sim.boatIds()[8]!;
    const { from, to } = week(6);
    const [agent, ours] = await Promise.allSettled([sim.agentBook(boat, from, to), source.placeOption(option(boat, 'BW-RACE-1', 6))]);
    const won = [agent, ours].filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(sim.holds().filter((h) => h.boatExternalId === boat && h.from === from)).toHaveLength(1);
    if (ours.status === 'rejected') {
      expect(ours.reason).toBeInstanceOf(FleetSourceError);
      expect((ours.reason as FleetSourceError).kind).toBe('refused');
    } else {
      expect(agent.status === 'rejected' && String(agent.reason)).toMatch(/refused/);
    }
  });

  it('is refused on days an agent has booked', async () => {
    const boat = sim.boatIds()[9]!;
    await sim.agentBook(boat, week(7).from, week(7).to);
    expect(await kindOf(source.placeOption(option(boat, 'BW-TAKEN-1', 7)))).toBe('refused');
  });

  it("an option the system let lapse is no hold, and booking it is refused (the system's expiry is ours)", async () => {
    const short = await startBookingManagerSimulator({ boats: 2, seed: 3, optionMs: 400 });
    try {
      const key = short.credentials.system === 'booking_manager' ? short.credentials.apiKey : '';
      const lapsing = bookingManagerSource({ baseUrl: short.url, apiKey: key, timeoutMs: 2_000 });
      const boat = short.boatIds()[0]!;
      const placed = await lapsing.placeOption(option(boat, 'BW-LAPSE-1', 0));
      // The system gives a shorter option than we asked for: its expiry is the one answered.
      expect(Date.parse(placed.expiresAt!)).toBeLessThanOrEqual(Date.now() + 400);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(short.holds()).toEqual([]);
      expect(await lapsing.holds(week(0))).toEqual([]);
      expect(await kindOf(lapsing.book({ externalId: placed.externalId, reference: 'BW-LAPSE-1' }))).toBe('refused');
      await expect(lapsing.release({ externalId: placed.externalId, reference: 'BW-LAPSE-1' })).resolves.toBeUndefined();
      // The days are free again: a new option under a new reference is placed.
      await expect(lapsing.placeOption(option(boat, 'BW-LAPSE-2', 0))).resolves.toMatchObject({
        externalId: expect.stringMatching(/^\d{19}$/),
      });
    } finally {
      await short.close();
    }
  });

  it('does not book or release a reservation placed under another reference', async () => {
    const boat = sim.boatIds()[10]!;
    const placed = await source.placeOption(option(boat, 'BW-MINE-1', 11));
    expect(await kindOf(source.book({ externalId: placed.externalId, reference: 'BW-NOT-MINE' }))).toBe('not_found');
    expect(await kindOf(source.release({ externalId: placed.externalId, reference: 'BW-NOT-MINE' }))).toBe('not_found');
    expect(sim.holds().find((h) => h.externalId === placed.externalId)?.kind).toBe('option');
  });

  it('answers not_found when booking a reservation the system does not have', async () => {
    expect(await kindOf(source.book({ externalId: '8000000000000107411', reference: 'BW-NONE' }))).toBe('not_found');
  });
});

describe('issue 29: Booking Manager failures', () => {
  it('a system that is down is unavailable', async () => {
    sim.setMode('down');
    expect(await kindOf(source.boatIds())).toBe('unavailable');
    expect(await kindOf(source.placeOption(option(sim.boatIds()[10]!, 'BW-DOWN-1', 8)))).toBe('unavailable');
  });

  it('a system that does not answer in time is unavailable', async () => {
    const hasty = bookingManagerSource({ baseUrl: sim.url, apiKey, timeoutMs: 200 });
    sim.setMode('slow', { delayMs: 600 });
    expect(await kindOf(hasty.verify())).toBe('unavailable');
  });

  it('a system nobody answers at is unavailable', async () => {
    const gone = bookingManagerSource({ baseUrl: 'http://127.0.0.1:9/api/v2', apiKey, timeoutMs: 1_000 });
    expect(await kindOf(gone.verify())).toBe('unavailable');
  });

  it('a system refusing writes refuses options and bookings, and still answers reads', async () => {
    const boat = sim.boatIds()[10]!;
    const placed = await source.placeOption(option(boat, 'BW-REFUSE-2', 9));
    sim.setMode('refusing');
    expect(await kindOf(source.placeOption(option(boat, 'BW-REFUSE-1', 10)))).toBe('refused');
    expect(await kindOf(source.book({ externalId: placed.externalId, reference: 'BW-REFUSE-2' }))).toBe('refused');
    await expect(source.boatIds()).resolves.toHaveLength(12);
  });

  it('a bad key is credentials, and the key is never in the message', async () => {
    const wrong = bookingManagerSource({ baseUrl: sim.url, apiKey: 'not-the-key-7411', timeoutMs: 2_000 });
    const error = await failure(wrong.verify());
    expect(error.kind).toBe('credentials');
    expect(error.message).not.toContain('not-the-key-7411');
  });

  it('a refusal that echoes the request does not carry the key into the message', async () => {
    const echo = createServer((req, res) =>
      res.writeHead(400, { 'content-type': 'text/plain' }).end(`Rejected: ${req.headers.authorization}`),
    );
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    try {
      const port = (echo.address() as AddressInfo).port;
      const echoed = bookingManagerSource({ baseUrl: `http://127.0.0.1:${port}/api/v2`, apiKey, timeoutMs: 2_000 });
      const error = await failure(echoed.placeOption(option('6249881370000107411', 'BW-ECHO', 0)));
      expect(error.kind).toBe('invalid_answer');
      expect(error.message).toContain('Rejected: Bearer …');
    } finally {
      echo.closeAllConnections();
      await new Promise((resolve) => echo.close(resolve));
    }
  });

  it("an agency's key, which sees several companies, is credentials: the owner must enter the company's own", async () => {
    const agency = bookingManagerSource({ baseUrl: sim.url, apiKey: '2250-agency-simulated-key', timeoutMs: 2_000 });
    const error = await failure(agency.verify());
    expect(error.kind).toBe('credentials');
    expect(error.message).toMatch(/sees 2 companies/);
  });

  it('a malformed answer is invalid_answer, never a crash or a half-written boat', async () => {
    sim.sendMalformed('/yachts');
    expect(await kindOf(source.boatIds())).toBe('invalid_answer');
    sim.sendMalformed('/yacht/', 'json');
    expect(await kindOf(source.boat(sim.boatIds()[0]!, { from: `${year}-06-01`, to: `${year}-07-01` }))).toBe('invalid_answer');
    sim.sendMalformed('/reservations/');
    expect(await kindOf(source.holds(week(0)))).toBe('invalid_answer');
    await expect(source.boatIds()).resolves.toHaveLength(12);
  });
});

describe("issue 29: the simulator's availability and offers answer as described", () => {
  const get = async (path: string) => {
    const res = await fetch(`${sim.url}${path}`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(res.status).toBe(200);
    // The ids are 19 digits: read them as text, as the adapter does.
    return JSON.parse((await res.text()).replace(/([:[,]\s*)(\d{16,})(?=\s*[,\]}])/g, '$1"$2"')) as Record<string, unknown>[];
  };

  it('shortAvailability gives one character a day: the status id in format 3, 1 in format 1', async () => {
    const boat = sim.boatIds()[11]!;
    const { from, to } = week(12);
    const placed = await source.placeOption(option(boat, 'BW-AVAIL-1', 12));
    const day = (Date.parse(from) - Date.UTC(year, 0, 1)) / 86_400_000;
    const [status] = await get(`/shortAvailability/${year}?companyId=7411&yachtId=${boat}&format=3`);
    expect(status).toMatchObject({ y: boat });
    const bs = String(status!.bs);
    expect(bs).toHaveLength(year % 4 === 0 ? 366 : 365);
    expect(bs.slice(day - 1, day + 8)).toBe('022222220');
    const [binary] = await get(`/shortAvailability/${year}?companyId=7411&yachtId=${boat}&format=1`);
    expect(String(binary!.bs).slice(day, day + 7)).toBe('1111111');
    const availability = await get(`/availability/${year}?companyId=7411`);
    expect(availability).toContainEqual(
      expect.objectContaining({ id: placed.externalId, yachtId: boat, status: 2, dateFrom: `${from} 17:00:00`, dateTo: `${to} 09:00:00` }),
    );
  });

  it('offers a free week from each check-in day with its obligatory extras, and none on a held week', async () => {
    const boat = sim.boatIds()[11]!;
    const offers = await get(`/offers?companyId=7411&yachtId=${boat}&dateFrom=${week(11).from}&dateTo=${week(13).to}`);
    expect(offers.map((o) => String(o.dateFrom).slice(0, 10))).toEqual([week(11).from, week(13).from]);
    expect(offers[0]).toMatchObject({ yachtId: boat, product: 'Bareboat', currency: 'EUR', price: sim.weeklyPriceOn(boat, week(11).from) });
    expect(offers[0]!.obligatoryExtras).toContainEqual(expect.objectContaining({ name: 'Transit log', payableInBase: true }));
  });
});
