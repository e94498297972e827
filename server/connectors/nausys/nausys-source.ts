import type { z } from 'zod';
import { addDays } from '../../../src/contract/iso-date';
import { FleetSourceError, type FleetSource, type OptionRequest, type PlacedHold, type SourceBase, type SourceHold } from '../fleet-source';
import { nausysClient, type NausysAccount } from './nausys-client';
import { toSourceBoat, type NausysCatalogue } from './nausys-mapping';
import {
  basesAnswer,
  companiesAnswer,
  countriesAnswer,
  locationsAnswer,
  modelsAnswer,
  namedLists,
  occupancyAnswer,
  regionsAnswer,
  reservationsAnswer,
  seasonsAnswer,
  yachtAnswer,
  yachtIdsAnswer,
  type NsReservation,
  reservation as reservationSchema,
} from './nausys-schemas';

// A company's NauSYS v6 account as a FleetSource (issue 29, docs/decisions/050). The company's own login
// (a charter company's credentials, entered by its owner) reads its catalogue, fleet and occupancy and
// makes options and bookings on its boats.
//
// Our reference: NauSYS's reservation requests have no free reference field (RestYachtReservationInfoRequest
// carries the client, the yacht, the period, services and payment settings; comments are read-only), so the
// reference rides in the client's address ("Bluewater <reference>"), a field our visitors never fill and
// every reservation answer returns. A retried option finds its reservation by it.
//
// A reservation's externalId is its NauSYS id (the "official reservation number", the id occupancy lists
// too); its uuid, needed for every write and changed by each one, is read fresh before a write.

/** Catalogue answers are kept this long: NauSYS asks for them to be copied once a day. */
const CATALOGUE_TTL_MS = 10 * 60_000;
const REFERENCE_PREFIX = 'Bluewater ';

export function nausysSource(options: { baseUrl: string; username: string; password: string; timeoutMs: number }): FleetSource {
  const account: NausysAccount = options;
  const call = nausysClient(account);
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();

  /** A catalogue list, read once per CATALOGUE_TTL_MS; a failed read is not kept. */
  function catalogue<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
    const hit = cache.get(path);
    if (hit && Date.now() - hit.at < CATALOGUE_TTL_MS) return hit.value as Promise<z.output<S>>;
    const value = call(path, {}, schema, 'read');
    cache.set(path, { at: Date.now(), value });
    value.catch(() => cache.delete(path));
    return value;
  }

  /** The company this login belongs to: a charter company's login lists its own company only. */
  async function company(): Promise<{ id: number; name: string }> {
    const { companies } = await catalogue('catalogue/v6/charterCompanies', companiesAnswer);
    if (companies.length !== 1) {
      throw new FleetSourceError(
        'invalid_answer',
        `NauSYS listed ${companies.length} charter companies for this login; a company's own login lists one`,
      );
    }
    return companies[0]!;
  }

  async function names(list: keyof typeof namedLists): Promise<Map<number, string>> {
    const answer = (await catalogue(`catalogue/v6/${list}`, namedLists[list])) as Record<string, { id: number; name: string }[]>;
    const [items] = Object.values(answer);
    return new Map((items ?? []).map((item) => [item.id, item.name]));
  }

  async function fullCatalogue(): Promise<NausysCatalogue> {
    const { id: companyId } = await company();
    const { bases } = await catalogue('catalogue/v6/charterBases', basesAnswer);
    const { models } = await catalogue('catalogue/v6/yachtModels', modelsAnswer);
    const { seasons } = await catalogue('catalogue/v6/seasons', seasonsAnswer);
    return {
      categories: await names('yachtCategories'),
      builders: await names('yachtBuilders'),
      engineBuilders: await names('engineBuilders'),
      sailTypes: await names('sailTypes'),
      equipment: await names('equipment'),
      services: await names('services'),
      priceMeasures: await names('priceMeasures'),
      discountItems: await names('discountItems'),
      models: new Map(models.map((m) => [m.id, m])),
      seasons: new Map(seasons.filter((s) => s.charterCompanyId === companyId).map((s) => [s.id, s])),
      baseTimes: new Map(
        bases
          .filter((b) => b.companyId === companyId)
          .map((b) => [b.id, { checkIn: timeOf(b.checkInTime, '17:00'), checkOut: timeOf(b.checkOutTime, '09:00') }]),
      ),
    };
  }

  /** Reservations of one status (the options, infos or reservations list) whose check-in is `from`. */
  async function listed(list: 'options' | 'infos' | 'reservations', body: Record<string, unknown>): Promise<NsReservation[]> {
    const { reservations } = await call(`yachtReservation/v6/${list}`, body, reservationsAnswer, 'read');
    return reservations;
  }

  /** One reservation by its id, whatever its status; null when NauSYS does not know it. */
  async function reservationById(externalId: string): Promise<NsReservation | null> {
    const id = Number(externalId);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    const found = await listed('reservations', { reservations: [id] });
    return found.find((r) => r.id === id) ?? null;
  }

  function ours(reservation: NsReservation, reference: string): boolean {
    return reservation.client?.address === REFERENCE_PREFIX + reference;
  }

  function placed(reservation: NsReservation): PlacedHold {
    return {
      externalId: String(reservation.id),
      expiresAt: reservation.reservationStatus === 'OPTION' ? instantOf(reservation.optionTill) : null,
    };
  }

  async function optionFrom(info: NsReservation): Promise<PlacedHold> {
    const option = await call(
      'booking/v6/createOption',
      { id: info.id, uuid: info.uuid, createWaitingOption: 'false' },
      reservationSchema,
      'write',
    );
    // An option needing the company's approval, or a waiting option, comes back as something else.
    if (option.reservationStatus !== 'OPTION')
      throw new FleetSourceError('refused', `NauSYS made reservation ${option.id} ${option.reservationStatus}, not an option`);
    return placed(option);
  }

  async function ourReservation(hold: { externalId: string; reference: string }): Promise<NsReservation | null> {
    const reservation = await reservationById(hold.externalId);
    if (reservation && reservation.client?.address !== undefined && !ours(reservation, hold.reference)) {
      throw new FleetSourceError('not_found', `NauSYS reservation ${hold.externalId} is not the one placed for ${hold.reference}`);
    }
    return reservation;
  }

  return {
    system: 'nausys',

    async verify() {
      return { companyName: (await company()).name };
    },

    async bases(): Promise<SourceBase[]> {
      const { id: companyId } = await company();
      const { bases } = await catalogue('catalogue/v6/charterBases', basesAnswer);
      const { locations } = await catalogue('catalogue/v6/locations', locationsAnswer);
      const { regions } = await catalogue('catalogue/v6/regions', regionsAnswer);
      const { countries } = await catalogue('catalogue/v6/countries', countriesAnswer);
      return bases
        .filter((b) => b.companyId === companyId && !b.disabled)
        .map((b) => {
          // A base has no name of its own: it is named for its location (a marina or a town).
          const location = locations.find((l) => l.id === b.locationId);
          const region = location && regions.find((r) => r.id === location.regionId);
          const country = region && countries.find((c) => c.id === region.countryId);
          const lat = b.lat ?? location?.lat;
          const lng = b.lon ?? location?.lon;
          if (!location?.name || !country?.code2 || lat === undefined || lng === undefined) {
            throw new FleetSourceError('invalid_answer', `NauSYS base ${b.id} has no location, country code or position in the catalogue`);
          }
          return { externalId: String(b.id), name: location.name, city: location.name, countryCode: country.code2.toUpperCase(), lat, lng };
        });
    },

    async boatIds() {
      const { id: companyId } = await company();
      const { yachts } = await call(`catalogue/v6/yachts/${companyId}`, {}, yachtIdsAnswer, 'read');
      return yachts.map((y) => String(y.id)).sort((a, b) => Number(a) - Number(b));
    },

    async boat(externalId, range) {
      if (!/^\d+$/.test(externalId)) throw new FleetSourceError('not_found', `NauSYS has no boat ${externalId}`);
      const { id: companyId } = await company();
      const known = await fullCatalogue();
      const {
        yachts: [yacht],
      } = await call(`catalogue/v6/yacht/${externalId}`, {}, yachtAnswer, 'read');
      if (yacht!.companyId !== companyId) throw new FleetSourceError('not_found', `NauSYS boat ${externalId} is not the company's`);
      return toSourceBoat(yacht!, known, range, options.baseUrl);
    },

    async holds(range): Promise<SourceHold[]> {
      const { id: companyId } = await company();
      const last = addDays(range.to, -1);
      const occupied = new Map<number, SourceHold>();
      // Occupancy lists every reservation on the company's boats in a season (a year), whoever made it.
      for (let year = Number(range.from.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
        const { reservations } = await call(`yachtReservation/v6/occupancy/${companyId}/${year}`, {}, occupancyAnswer, 'read');
        for (const r of reservations) {
          if (r.periodFrom >= range.to || r.periodTo <= range.from) continue;
          // SERVICE (the company's own block) holds the boat as a booking does.
          if (r.reservationType !== 'OPTION' && r.reservationType !== 'RESERVATION' && r.reservationType !== 'SERVICE') continue;
          const option = r.reservationType === 'OPTION';
          occupied.set(r.id, {
            externalId: String(r.id),
            boatExternalId: String(r.yachtId),
            from: r.periodFrom,
            to: r.periodTo,
            kind: option ? 'option' : 'booking',
            expiresAt: option ? instantOf(r.optionValidTill) : null,
            reference: null,
          });
        }
      }
      if (occupied.size === 0) return [];
      // Our reference is on the reservation's client, which occupancy leaves out: the options and
      // reservations lists (check-in before the range's end, check-out after its start) carry it.
      const window = { periodTo: nsDate(last), endDateFrom: nsDate(addDays(range.from, 1)) };
      for (const r of [...(await listed('options', window)), ...(await listed('reservations', window))]) {
        const hold = occupied.get(r.id);
        const address = r.client?.address;
        if (hold && address?.startsWith(REFERENCE_PREFIX)) hold.reference = address.slice(REFERENCE_PREFIX.length);
      }
      return [...occupied.values()];
    },

    async placeOption(request: OptionRequest): Promise<PlacedHold> {
      const yachtId = Number(request.boatExternalId);
      if (!Number.isSafeInteger(yachtId)) throw new FleetSourceError('not_found', `NauSYS has no boat ${request.boatExternalId}`);
      // A retry after a timeout: the option (or the info before it) may be there already under our reference.
      const sameCharter = { periodFrom: nsDate(request.from), periodTo: nsDate(request.from) };
      const match = (r: NsReservation) =>
        r.yachtId === yachtId && r.periodFrom === request.from && r.periodTo === request.to && ours(r, request.reference);
      const option = (await listed('options', sameCharter)).find(match);
      if (option) return placed(option);
      const info =
        (await listed('infos', sameCharter)).find(match) ??
        (await call(
          'booking/v6/createInfo',
          {
            client: {
              company: false,
              name: request.client.firstName,
              surname: request.client.lastName,
              email: request.client.email,
              phone: request.client.phone,
              address: REFERENCE_PREFIX + request.reference,
            },
            yachtID: yachtId,
            periodFrom: nsDate(request.from),
            periodTo: nsDate(request.to),
            numberOfGuests: request.people,
          },
          reservationSchema,
          'write',
        ));
      return optionFrom(info);
    },

    async book(hold) {
      const reservation = await ourReservation(hold);
      if (!reservation || reservation.reservationStatus === 'STORNO')
        throw new FleetSourceError('not_found', `NauSYS reservation ${hold.externalId} is gone`);
      if (reservation.reservationStatus === 'RESERVATION') return placed(reservation);
      const booking = await call('booking/v6/createBooking', { id: reservation.id, uuid: reservation.uuid }, reservationSchema, 'write');
      if (booking.reservationStatus !== 'RESERVATION')
        throw new FleetSourceError('refused', `NauSYS left reservation ${booking.id} ${booking.reservationStatus}`);
      return placed(booking);
    },

    async release(hold) {
      const reservation = await ourReservation(hold);
      if (!reservation || reservation.reservationStatus === 'STORNO') return;
      const cancelled = await call('booking/v6/stornoOption', { id: reservation.id, uuid: reservation.uuid }, reservationSchema, 'write');
      if (cancelled.reservationStatus !== 'STORNO')
        throw new FleetSourceError('refused', `NauSYS left reservation ${cancelled.id} ${cancelled.reservationStatus}`);
    },
  };
}

function nsDate(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

function timeOf(text: string | undefined, fallback: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(text ?? '');
  return match ? `${match[1]}:${match[2]}` : fallback;
}

/**
 * An option's end, "dd.MM.yyyy HH:mm[:ss]", as an ISO instant. The documentation gives no zone; it is read
 * as UTC (SOURCES.md). A time without seconds is valid to the end of its minute ("23:59" and occupancy's
 * "23:59:59" are the same end). A missing or unreadable one is null: the caller keeps its own expiry then.
 */
function instantOf(text: string | undefined): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text ?? '');
  if (!match) return null;
  const instant = new Date(`${match[3]}-${match[2]}-${match[1]}T${match[4]}:${match[5]}:${match[6] ?? '59'}Z`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
