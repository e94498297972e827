import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '../../../src/contract/iso-date';
import { startNausysSimulator, type NausysSimulator } from '../../../tests/simulators/nausys/simulator';
import { FleetSourceError, type FleetSource, type OptionRequest } from '../fleet-source';
import { nausysSource } from './nausys-source';

// Issue 29: the NauSYS v6 adapter against the local simulator — every FleetSource method, the error
// mapping (down, slow, refusing, bad credentials, a malformed answer), idempotent options and a race with an
// agent booking the same week on the simulator.

let sim: NausysSimulator;
let source: FleetSource;

function sourceFor(s: NausysSimulator, overrides: { password?: string; timeoutMs?: number } = {}): FleetSource {
  if (s.credentials.system !== 'nausys') throw new Error('not a NauSYS simulator');
  return nausysSource({
    baseUrl: s.url,
    username: s.credentials.username,
    password: overrides.password ?? s.credentials.password,
    timeoutMs: overrides.timeoutMs ?? 2_000,
  });
}

/** A Saturday in June next year (a season the simulator prices), `weeks` weeks on. */
function saturday(weeks: number): string {
  let day = `${new Date().getUTCFullYear() + 1}-06-01`;
  while (weekdayOf(day) !== 6) day = addDays(day, 1);
  return addDays(day, weeks * 7);
}

function optionRequest(boat: string, from: string, reference: string): OptionRequest {
  return {
    boatExternalId: boat,
    from,
    to: addDays(from, 7),
    reference,
    expiresAt: new Date(Date.now() + 3 * 86_400_000),
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
  // The credentials never reach a message.
  expect(error.message).not.toContain(sim.credentials.system === 'nausys' ? sim.credentials.password : '');
  return error;
}

const writes = (path: string) => sim.requests().filter((r) => r.path.endsWith(path)).length;

beforeAll(async () => {
  sim = await startNausysSimulator({ boats: 12, seed: 7 });
  source = sourceFor(sim);
});
afterAll(() => sim.close());
afterEach(() => sim.setMode('up'));

describe('the NauSYS adapter reads the company (issue 29)', () => {
  it('verifies the credentials and answers the company name', async () => {
    await expect(source.verify()).resolves.toEqual({ companyName: 'Adriatic & Aegean Yachting' });
    expect((await failure(sourceFor(sim, { password: 'wrong' }).verify())).kind).toBe('credentials');
  });

  it("lists the company's bases with their country and position, not another company's", async () => {
    const bases = await source.bases();
    expect(bases.map((b) => [b.externalId, b.name, b.countryCode])).toEqual([
      ['110527', 'Kaštela', 'HR'],
      ['110529', 'Dubrovnik', 'HR'],
      ['579212', 'Lavrio', 'GR'],
    ]);
    expect(bases[2]).toMatchObject({ lat: 37.7076, lng: 24.0594 });
  });

  it("lists the company's boat ids", async () => {
    expect(await source.boatIds()).toEqual(sim.boatIds());
  });

  it('maps a boat: specs, season prices per day, extras, discounts, check-in and photos', async () => {
    const from = saturday(0);
    const range = { from: `${from.slice(0, 4)}-01-01`, to: `${Number(from.slice(0, 4)) + 1}-01-01` };
    const boat = await source.boat(sim.boatIds()[0]!, range);
    expect(boat).toMatchObject({
      externalId: sim.boatIds()[0],
      baseExternalId: '110527',
      model: 'Bavaria C45',
      shipyard: 'Bavaria',
      kind: 'sailing-yacht',
    });
    expect(boat).toMatchObject({
      lengthM: 14.45,
      beamM: 4.35,
      cabins: 4,
      berths: 10,
      heads: 4,
      maxPeople: 10,
      mainSailType: 'full batten',
      checkInTime: '17:00',
    });
    expect(boat.engine).toBe('Volvo 60 hp');
    expect(boat.products).toEqual(['bareboat', 'skipper']);
    expect(boat.checkInDay === 6 || boat.checkInDay === 3).toBe(true);
    // A week's price there is seven daily prices here.
    const june = boat.prices.find((p) => p.from <= from && from < p.to)!;
    expect(june.pricePerDay).toBe(Math.round(sim.weeklyPriceOn(boat.externalId, from) / 7));
    expect(boat.prices[0]!.from).toBe(range.from);
    expect(boat.prices.at(-1)!.to).toBe(range.to);
    const transitLog = boat.extras.find((e) => e.name === 'Transit log')!;
    expect(transitLog).toMatchObject({ unit: 'per_booking', obligatory: true, payableAtBase: true });
    expect(boat.extras.find((e) => e.name === 'Skipper')).toMatchObject({ unit: 'per_day', obligatory: false, payableAtBase: false });
    expect(boat.extras.find((e) => e.name === 'Bed linen and towels')).toMatchObject({ unit: 'per_person', obligatory: false });
    expect(boat.extras.find((e) => e.name === 'Stand-up paddle board')).toMatchObject({ unit: 'per_week' });
    for (const d of boat.discounts) expect(['early_booking', 'last_minute', 'long_stay']).toContain(d.kind);
    expect(boat.photoUrls).toHaveLength(3);
    const photo = await fetch(boat.photoUrls[0]!);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 800 });
  });

  it('reads every boat of the fleet whole', async () => {
    const range = { from: saturday(0), to: saturday(8) };
    for (const id of sim.boatIds()) {
      const boat = await source.boat(id, range);
      expect(boat.prices.length).toBeGreaterThan(0);
      expect(boat.extras.some((e) => e.obligatory && e.payableAtBase)).toBe(true);
    }
  });

  it('shows a price changed in NauSYS on the next read', async () => {
    const boat = sim.boatIds()[1]!;
    const from = saturday(2);
    sim.setWeeklyPrice(boat, from, addDays(from, 7), 7_777);
    const read = await source.boat(boat, { from, to: addDays(from, 7) });
    expect(read.prices).toEqual([{ from, to: addDays(from, 7), pricePerDay: 1111 }]);
  });

  it('answers not_found for a boat NauSYS does not know', async () => {
    expect((await failure(source.boat('999', { from: saturday(0), to: saturday(1) }))).kind).toBe('not_found');
  });
});

describe('the NauSYS adapter places, books and releases (issue 29)', () => {
  it('places an option once per reference, books it and releases it', async () => {
    const boat = sim.boatIds()[2]!;
    const request = optionRequest(boat, saturday(3), 'BW-ONCE');
    const placed = await source.placeOption(request);
    expect(placed.expiresAt).toMatch(/T23:59:59.000Z$/);
    const before = [writes('/createInfo'), writes('/createOption')];
    // A second call with the same reference places nothing new.
    expect(await source.placeOption(request)).toEqual(placed);
    expect([writes('/createInfo'), writes('/createOption')]).toEqual(before);
    expect(sim.holds().filter((h) => h.reference === 'BW-ONCE')).toEqual([
      expect.objectContaining({ externalId: placed.externalId, kind: 'option', boatExternalId: boat }),
    ]);

    const holds = await source.holds({ from: request.from, to: request.to });
    expect(holds).toContainEqual({
      externalId: placed.externalId,
      kind: 'option',
      reference: 'BW-ONCE',
      from: request.from,
      to: request.to,
      boatExternalId: boat,
      expiresAt: placed.expiresAt,
    });

    const booked = await source.book({ externalId: placed.externalId, reference: 'BW-ONCE' });
    expect(booked).toEqual({ externalId: placed.externalId, expiresAt: null });
    expect(sim.holds().find((h) => h.reference === 'BW-ONCE')?.kind).toBe('booking');
    // Booking again answers the booking (the uuid changed on the write; the adapter reads it fresh).
    expect(await source.book({ externalId: placed.externalId, reference: 'BW-ONCE' })).toEqual(booked);

    await source.release({ externalId: placed.externalId, reference: 'BW-ONCE' });
    expect(sim.holds().some((h) => h.reference === 'BW-ONCE')).toBe(false);
    // A hold already gone is not an error.
    await source.release({ externalId: placed.externalId, reference: 'BW-ONCE' });
    expect((await failure(source.book({ externalId: placed.externalId, reference: 'BW-ONCE' }))).kind).toBe('not_found');
  });

  it('after a timeout, placing again finds the reservation NauSYS made and holds the boat once', async () => {
    const request = optionRequest(sim.boatIds()[3]!, saturday(4), 'BW-TIMEOUT');
    const impatient = sourceFor(sim, { timeoutMs: 150 });
    sim.setMode('slow', { delayMs: 400 });
    expect((await failure(impatient.placeOption(request))).kind).toBe('unavailable');
    await new Promise((resolve) => setTimeout(resolve, 500));
    sim.setMode('up');
    const placed = await impatient.placeOption(request);
    expect(sim.holds().filter((h) => h.boatExternalId === request.boatExternalId && h.from === request.from)).toEqual([
      expect.objectContaining({ externalId: placed.externalId, reference: 'BW-TIMEOUT', kind: 'option' }),
    ]);
    expect(sim.requests().filter((r) => r.path.endsWith('/createInfo')).length).toBeGreaterThan(0);
  });

  it('an option past its optionTill lapses there: gone from the holds, not to be booked, released without error', async () => {
    // Options that end at the end of the day before yesterday: lapsed as soon as they are made.
    const lapsing = await startNausysSimulator({ boats: 2, optionMs: -2 * 86_400_000 });
    try {
      const short = sourceFor(lapsing);
      const request = optionRequest(lapsing.boatIds()[0]!, saturday(1), 'BW-LAPSED');
      const placed = await short.placeOption(request);
      expect(Date.parse(placed.expiresAt!)).toBeLessThan(Date.now());
      expect(await short.holds({ from: request.from, to: request.to })).toEqual([]);
      expect(lapsing.holds()).toEqual([]);
      expect(
        (await short.book({ externalId: placed.externalId, reference: 'BW-LAPSED' }).catch((e: unknown) => e)) as FleetSourceError,
      ).toMatchObject({ kind: 'not_found' });
      await short.release({ externalId: placed.externalId, reference: 'BW-LAPSED' });
    } finally {
      await lapsing.close();
    }
  });

  it("lists an agent's booking in NauSYS among the holds, without a reference", async () => {
    const boat = sim.boatIds()[4]!;
    const from = saturday(5);
    const id = await sim.agentBook(boat, from, addDays(from, 7));
    const holds = await source.holds({ from: addDays(from, -3), to: addDays(from, 3) });
    expect(holds).toContainEqual({
      externalId: id,
      boatExternalId: boat,
      from,
      to: addDays(from, 7),
      kind: 'booking',
      expiresAt: null,
      reference: null,
    });
    // The week is taken there: our option is refused.
    expect((await failure(source.placeOption(optionRequest(boat, from, 'BW-LATE')))).kind).toBe('refused');
  });

  it('an agent and our adapter racing for the same week: exactly one wins, the other is refused', async () => {
    const boat = sim.boatIds()[5]!;
    const from = saturday(6);
    const [agent, ours] = await Promise.allSettled([
      sim.agentBook(boat, from, addDays(from, 7)),
      source.placeOption(optionRequest(boat, from, 'BW-RACE')),
    ]);
    expect([agent.status, ours.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
    if (ours.status === 'rejected') expect((ours.reason as FleetSourceError).kind).toBe('refused');
    expect(sim.holds().filter((h) => h.boatExternalId === boat && h.from === from)).toHaveLength(1);
  });
});

describe('the NauSYS adapter maps every failure (issue 29)', () => {
  it('down (a maintenance page, HTTP 503): unavailable', async () => {
    sim.setMode('down');
    expect((await failure(source.boatIds())).kind).toBe('unavailable');
  });

  it('slow (longer than the timeout): unavailable', async () => {
    sim.setMode('slow', { delayMs: 400 });
    expect((await failure(sourceFor(sim, { timeoutMs: 100 }).verify())).kind).toBe('unavailable');
  });

  it('not listening (connection refused): unavailable', async () => {
    const gone = await startNausysSimulator({ boats: 1 });
    const unreachable = sourceFor(gone);
    await gone.close();
    expect((await failure(unreachable.verify())).kind).toBe('unavailable');
  });

  it('refusing: options are refused, reads still answer', async () => {
    sim.setMode('refusing');
    expect((await failure(source.placeOption(optionRequest(sim.boatIds()[6]!, saturday(7), 'BW-REFUSED')))).kind).toBe('refused');
    expect(await source.boatIds()).toHaveLength(12);
  });

  it('a malformed answer (a wrong shape, or not JSON): invalid_answer, nothing half-read', async () => {
    sim.sendMalformed('/catalogue/v6/yachts/');
    expect((await failure(source.boatIds())).kind).toBe('invalid_answer');
    sim.sendMalformed('/catalogue/v6/yacht/', 'json');
    expect((await failure(source.boat(sim.boatIds()[0]!, { from: saturday(0), to: saturday(1) }))).kind).toBe('invalid_answer');
    sim.sendMalformed('/occupancy/');
    expect((await failure(source.holds({ from: saturday(0), to: saturday(1) }))).kind).toBe('invalid_answer');
  });
});
