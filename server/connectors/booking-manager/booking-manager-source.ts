import { z } from 'zod';
import { addDays } from '../../../src/contract/iso-date';
import { FleetSourceError, type FleetSource, type OptionRequest, type PlacedHold, type SourceBase, type SourceHold } from '../fleet-source';
import { bmClient } from './bm-client';
import { bmDateTime, instantOfBm } from './bm-time';
import { toSourceBoat, type BmLookups } from './bm-mapping';
import {
  basesAnswer,
  companiesAnswer,
  countriesAnswer,
  namedAnswer,
  pricesAnswer,
  reservationAnswer,
  reservationsAnswer,
  specialOffersAnswer,
  yachtAnswer,
  yachtsAnswer,
  type BmReservation,
} from './bm-schemas';

// A company's Booking Manager (MMK Systems) API v2 key as a FleetSource (issue 29, docs/decisions/050).
// The company's own key reads its fleet, prices, special offers and reservations and places options on its
// boats: option = POST /reservation, booking = PUT /reservation/{id} with status 1, release = DELETE
// /reservation/{id}.
//
// Holds are read from /reservations/{year} rather than /availability/{year} or /shortAvailability/{year}:
// only the reservations carry the expiry and our reference, and one call a year covers the company.
//
// Reservation status ids (as real answers quoted in public code report them): 1 a booking, 2 an option,
// 3 an option that expired, 5 cancelled, 9 a waiting option (queued behind another's hold).
//
// Our reference rides in the reservation's `agencyReference` (a guess: the public sources show no free
// reference field; tests/simulators/booking-manager/SOURCES.md, "Our reference"). Every option looks for a
// live reservation under its reference before it places one, so a retry after a timeout (when the first
// POST may have landed) answers the option already there instead of holding the boat twice.
//
// Dates go out as "YYYY-MM-DDTHH:mm:ss" and come back as "YYYY-MM-DD HH:mm:ss", in Zagreb time (bm-time.ts).

/** Lists that change rarely (companies, countries, equipment, shipyards, bases) are kept this long. */
const LOOKUP_TTL_MS = 10 * 60_000;
const BOOKING = 1;
const OPTION = 2;
const REFERENCE_FIELD = 'agencyReference';

const anything = z.unknown();

function instantOf(dateTime: string | null | undefined): string | null {
  return (dateTime && instantOfBm(dateTime)?.toISOString()) || null;
}

function isLive(r: BmReservation, now: number): boolean {
  if (r.status === BOOKING) return true;
  if (r.status !== OPTION) return false;
  const expires = instantOf(r.expirationDate);
  return expires === null || Date.parse(expires) > now;
}

export function bookingManagerSource(options: { baseUrl: string; apiKey: string; timeoutMs: number }): FleetSource {
  const call = bmClient(options);
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();

  /** A rarely changing list, read once per LOOKUP_TTL_MS; a failed read is not kept. */
  function lookup<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
    const hit = cache.get(path);
    if (hit && Date.now() - hit.at < LOOKUP_TTL_MS) return hit.value as Promise<z.output<S>>;
    const value = call({ method: 'GET', path, kind: 'read' }, schema);
    cache.set(path, { at: Date.now(), value });
    value.catch(() => cache.delete(path));
    return value;
  }

  /**
   * The company this key belongs to: a charter company's own key lists its own company only. A key that
   * sees several (an agency's) is not one the owner should have entered: 'credentials', to be changed.
   */
  async function company(): Promise<{ id: string; name: string }> {
    const companies = await lookup('companies', companiesAnswer);
    if (companies.length === 0) throw new FleetSourceError('invalid_answer', 'Booking Manager listed no company for this key');
    if (companies.length > 1) {
      throw new FleetSourceError(
        'credentials',
        `This Booking Manager key sees ${companies.length} companies; a charter company's own key sees one`,
      );
    }
    return companies[0]!;
  }

  async function yachts() {
    const { id } = await company();
    const all = await call({ method: 'GET', path: 'yachts', query: { companyId: id }, kind: 'read' }, yachtsAnswer);
    return all.filter((y) => !y.companyId || y.companyId === id);
  }

  async function lookups(): Promise<BmLookups> {
    const [equipment, shipyards] = await Promise.all([lookup('equipment', namedAnswer), lookup('shipyards', namedAnswer)]);
    return {
      equipment: new Map(equipment.map((e) => [e.id, e.name])),
      shipyards: new Map(shipyards.map((s) => [s.id, s.name])),
      baseUrl: options.baseUrl,
    };
  }

  /** The company's reservations overlapping [from, to): one /reservations/{year} call per year touched. */
  async function reservations(from: string, to: string): Promise<BmReservation[]> {
    const { id } = await company();
    const first = Number(from.slice(0, 4));
    const last = Number(addDays(to, -1).slice(0, 4));
    const found = new Map<string, BmReservation>();
    for (let year = first; year <= Math.max(first, last); year += 1) {
      const listed = await call(
        { method: 'GET', path: `reservations/${year}`, query: { companyId: id }, kind: 'read' },
        reservationsAnswer,
      );
      for (const r of listed) found.set(r.id, r);
    }
    return [...found.values()].filter((r) => r.dateFrom.slice(0, 10) < to && from < r.dateTo.slice(0, 10));
  }

  async function reservation(externalId: string): Promise<BmReservation | null> {
    if (!/^\d+$/.test(externalId)) return null;
    try {
      return await call({ method: 'GET', path: `reservation/${externalId}`, kind: 'read' }, reservationAnswer);
    } catch (err) {
      if (err instanceof FleetSourceError && err.kind === 'not_found') return null;
      throw err;
    }
  }

  function placed(r: BmReservation): PlacedHold {
    return { externalId: r.id, expiresAt: r.status === OPTION ? instantOf(r.expirationDate) : null };
  }

  /** The reservation must be the one placed for `reference` (when it says whose it is). */
  function checkOurs(r: BmReservation, hold: { externalId: string; reference: string }): void {
    if (r.agencyReference && r.agencyReference !== hold.reference) {
      throw new FleetSourceError('not_found', `Booking Manager reservation ${hold.externalId} is not the one placed for ${hold.reference}`);
    }
  }

  async function release(externalId: string): Promise<void> {
    try {
      await call({ method: 'DELETE', path: `reservation/${externalId}`, kind: 'write' }, anything);
    } catch (err) {
      // A hold already gone is not an error.
      if (err instanceof FleetSourceError && err.kind === 'not_found') return;
      throw err;
    }
  }

  return {
    system: 'booking_manager',

    async verify() {
      return { companyName: (await company()).name };
    },

    async bases(): Promise<SourceBase[]> {
      const used = new Set((await yachts()).flatMap((y) => (y.homeBaseId ? [y.homeBaseId] : [])));
      const [bases, countries] = await Promise.all([lookup('bases', basesAnswer), lookup('countries', countriesAnswer)]);
      const codes = new Map(countries.map((c) => [c.id, c.short?.toUpperCase()]));
      return bases
        .filter((b) => used.has(b.id))
        .map((b) => {
          const countryCode = b.countryId ? codes.get(b.countryId) : undefined;
          if (!countryCode) throw new FleetSourceError('invalid_answer', `Booking Manager base ${b.id} has no country we can name`);
          return { externalId: b.id, name: b.name, city: b.city || b.name, countryCode, lat: b.latitude, lng: b.longitude };
        });
    },

    async boatIds() {
      return (await yachts()).map((y) => y.id);
    },

    async boat(externalId, range) {
      if (!/^\d+$/.test(externalId)) throw new FleetSourceError('not_found', `Booking Manager has no boat ${externalId}`);
      const { id: companyId } = await company();
      const yacht = await call({ method: 'GET', path: `yacht/${externalId}`, kind: 'read' }, yachtAnswer);
      if (yacht.id !== externalId || yacht.companyId !== companyId) {
        throw new FleetSourceError('not_found', `Booking Manager boat ${externalId} is not the company's`);
      }
      const period = { yachtId: externalId, dateFrom: `${range.from}T00:00:00`, dateTo: `${range.to}T00:00:00` };
      const prices = await call({ method: 'GET', path: 'prices', query: period, kind: 'read' }, pricesAnswer);
      const offers = await call({ method: 'GET', path: 'specialOffers', query: period, kind: 'read' }, specialOffersAnswer);
      return toSourceBoat(yacht, prices, offers, await lookups(), range);
    },

    async holds(range): Promise<SourceHold[]> {
      const now = Date.now();
      return (await reservations(range.from, range.to))
        .filter((r) => isLive(r, now))
        .map((r) => ({
          externalId: r.id,
          boatExternalId: r.yachtId,
          from: r.dateFrom.slice(0, 10),
          to: r.dateTo.slice(0, 10),
          kind: r.status === OPTION ? 'option' : 'booking',
          expiresAt: r.status === OPTION ? instantOf(r.expirationDate) : null,
          reference: r.agencyReference || null,
        }));
    },

    async placeOption(request: OptionRequest): Promise<PlacedHold> {
      // A retry after a timeout: the first POST may have landed, so look for it before placing again.
      const now = Date.now();
      const existing = (await reservations(request.from, request.to)).find(
        (r) => r.agencyReference === request.reference && isLive(r, now),
      );
      if (existing) {
        if (
          existing.yachtId !== request.boatExternalId ||
          existing.dateFrom.slice(0, 10) !== request.from ||
          existing.dateTo.slice(0, 10) !== request.to
        ) {
          throw new FleetSourceError(
            'refused',
            `Booking Manager already holds reservation ${existing.id} under ${request.reference} for other days or another boat`,
          );
        }
        return placed(existing);
      }
      const { firstName, lastName } = request.client;
      const option = await call(
        {
          method: 'POST',
          path: 'reservation',
          kind: 'write',
          body: {
            yachtId: request.boatExternalId,
            dateFrom: `${request.from}T00:00:00`,
            dateTo: `${request.to}T00:00:00`,
            clientName: `${firstName} ${lastName}`.trim(),
            passengersOnBoard: request.people,
            expirationDate: bmDateTime(request.expiresAt).replace(' ', 'T'),
            [REFERENCE_FIELD]: request.reference,
          },
        },
        reservationAnswer,
      );
      if (option.status !== OPTION) {
        // A waiting option (9) holds nothing; anything else is not what we asked for. Let it go.
        await release(option.id).catch(() => undefined);
        throw new FleetSourceError('refused', `Booking Manager made reservation ${option.id} status ${option.status}, not an option`);
      }
      return placed(option);
    },

    async book(hold) {
      const current = await reservation(hold.externalId);
      if (!current) throw new FleetSourceError('not_found', `Booking Manager has no reservation ${hold.externalId}`);
      checkOurs(current, hold);
      if (current.status === BOOKING) return placed(current);
      if (current.status !== OPTION || !isLive(current, Date.now())) {
        throw new FleetSourceError(
          'refused',
          `Booking Manager reservation ${hold.externalId} is no longer an option (status ${current.status})`,
        );
      }
      const booked = await call(
        { method: 'PUT', path: `reservation/${hold.externalId}`, kind: 'write', body: { status: BOOKING } },
        reservationAnswer,
      );
      if (booked.status !== BOOKING)
        throw new FleetSourceError('invalid_answer', `Booking Manager left reservation ${hold.externalId} at status ${booked.status}`);
      // The id we addressed stays the handle (a PUT may answer with the agency-side twin's id).
      return { externalId: hold.externalId, expiresAt: null };
    },

    async release(hold) {
      const current = await reservation(hold.externalId);
      if (!current || current.status === 5) return;
      checkOurs(current, hold);
      await release(hold.externalId);
    },
  };
}
