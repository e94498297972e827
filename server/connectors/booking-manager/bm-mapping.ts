import type { PRODUCTS } from '../../../src/contract/booking-constants';
import type { MainSailType } from '../../../src/contract/operator-fleet-constants';
import type { ExtraUnit } from '../../../src/contract/price-rules';
import {
  FleetSourceError,
  type SourceBoat,
  type SourceBoatKind,
  type SourceDiscount,
  type SourceExtra,
  type SourcePrice,
} from '../fleet-source';
import type { BmPrice, BmSpecialOffer, BmYacht } from './bm-schemas';

// Booking Manager's boat in our terms (issue 29). What each mapping assumes is written beside it; the
// simulator's SOURCES.md lists where each field came from and which are guesses. A boat that cannot be
// mapped whole is an 'invalid_answer' for that boat (the sync reports it as failed), never a half-written one.

type Range = { from: string; to: string };

export interface BmLookups {
  equipment: Map<string, string>;
  shipyards: Map<string, string>;
  /** The base URL the adapter talks to: a relative photo URL is resolved against it. */
  baseUrl: string;
}

function invalid(yacht: BmYacht, what: string): FleetSourceError {
  return new FleetSourceError('invalid_answer', `Booking Manager boat ${yacht.id}: ${what}`);
}

// Yacht kinds as Booking Manager names them (lower-cased). A kind outside this table fails the boat
// rather than guess; "luxury" kinds are Booking Manager's own wording where it has them.
const KINDS: Record<string, SourceBoatKind> = {
  'sail boat': 'sailing-yacht',
  sailboat: 'sailing-yacht',
  'sailing yacht': 'sailing-yacht',
  catamaran: 'catamaran',
  'sailing catamaran': 'catamaran',
  'motor boat': 'motor-yacht',
  motorboat: 'motor-yacht',
  'motor yacht': 'motor-yacht',
  gulet: 'gulet',
  'power catamaran': 'power-catamaran',
  'motor catamaran': 'power-catamaran',
  trimaran: 'trimaran',
  'motor sailer': 'motor-sailer',
  motorsailer: 'motor-sailer',
  'luxury motor yacht': 'luxury-motor-yacht',
  'luxury sailing yacht': 'luxury-sailing-yacht',
  mega: 'luxury-motor-yacht',
};

/**
 * Booking Manager's products (bm/common_types.go: bareboat, crewed, cabin, flotilla, power, berth, regatta)
 * in ours: bareboat and power (a motor boat without crew) are bareboat, crewed is crewed; a bareboat boat
 * with a Skipper extra can also be had with a skipper. Cabin, berth, flotilla and regatta charters are not
 * something we sell, so they are left out.
 */
function productsOf(yacht: BmYacht): (typeof PRODUCTS)[number][] {
  const names = new Set((yacht.products ?? []).map((p) => p.name.toLowerCase()));
  const products = new Set<(typeof PRODUCTS)[number]>();
  if (names.has('bareboat') || names.has('power')) products.add('bareboat');
  if (names.has('crewed')) products.add('crewed');
  const skipper = (yacht.products ?? []).some((p) => (p.extras ?? []).some((e) => /skipper/i.test(e.name)));
  if (products.has('bareboat') && skipper) products.add('skipper');
  return [...products];
}

/** Units as free text ("Per booking", "per week", "Per person", …): the first word that tells wins. */
function unitOf(unit: string): ExtraUnit | null {
  const u = unit.toLowerCase();
  if (/person|pax|guest/.test(u)) return 'per_person';
  if (/night/.test(u)) return 'per_night';
  if (/day/.test(u)) return 'per_day';
  if (/week/.test(u)) return 'per_week';
  if (/booking|reservation|charter|once|stay/.test(u)) return 'per_booking';
  return null;
}

function mainSailOf(text: string): MainSailType | null {
  const t = text.toLowerCase();
  if (/lazy/.test(t)) return 'lazy jack';
  if (/batten/.test(t)) return 'full batten';
  if (/furl|roll/.test(t)) return 'furling';
  if (/classic|standard|conventional/.test(t)) return 'classic';
  return null;
}

const day = (dateTime: string) => dateTime.slice(0, 10);
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * /prices gives a price per week for each period (the Go client's Price: dateFrom, dateTo, price); the
 * period's dateTo is read as the first day it no longer applies, as our ranges are. A weekly price becomes
 * a price per day, rounded; periods are clipped to the range asked for. Only the boat's main product's
 * prices count (a boat sold bareboat and crewed has a price list for each).
 */
function pricesOf(yacht: BmYacht, prices: BmPrice[], mainProduct: string, range: Range): SourcePrice[] {
  return prices
    .filter((p) => p.yachtId === yacht.id && (!p.product || p.product.toLowerCase() === mainProduct.toLowerCase()))
    .map((p) => {
      if (p.currency && p.currency !== 'EUR') throw invalid(yacht, `a price in ${p.currency}, not euros`);
      return { from: later(day(p.dateFrom), range.from), to: earlier(day(p.dateTo), range.to), pricePerDay: Math.round(p.price / 7) };
    })
    .filter((p) => p.from < p.to)
    .sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * /specialOffers in our three discount kinds (docs/decisions/048): an early booking has the last day it
 * may be booked (bookedBy), a last minute the days before check-in it starts (daysBeforeCheckIn), a long
 * stay its minimum length; a discount on its period alone ('periodDiscount' or any other type with no
 * condition) is a long stay of one night. A type we cannot read with its condition missing fails the boat.
 */
function discountsOf(yacht: BmYacht, offers: BmSpecialOffer[], range: Range): SourceDiscount[] {
  return offers
    .filter((o) => o.yachtId === yacht.id)
    .map((o): SourceDiscount => {
      // Our rules hold whole percents up to 90 (docs/decisions/048); a larger one is not a discount we sell.
      const percent = Math.max(1, Math.round(o.discountPercentage));
      if (percent > 90) throw invalid(yacht, `special offer ${o.id} takes ${o.discountPercentage}% off`);
      const base = {
        externalId: o.id,
        from: later(day(o.dateFrom), range.from),
        to: earlier(day(o.dateTo), range.to),
        percent,
      };
      const type = o.type.toLowerCase();
      if (type === 'earlybooking') {
        if (!o.bookedBy) throw invalid(yacht, `early booking offer ${o.id} has no bookedBy`);
        return { ...base, kind: 'early_booking', bookedBy: day(o.bookedBy) };
      }
      if (type === 'lastminute') {
        if (!o.daysBeforeCheckIn) throw invalid(yacht, `last minute offer ${o.id} has no daysBeforeCheckIn`);
        return { ...base, kind: 'last_minute', withinDays: o.daysBeforeCheckIn };
      }
      return { ...base, kind: 'long_stay', minNights: o.minimumDuration ?? 1 };
    })
    .filter((d) => d.from < d.to);
}

/**
 * The default product's extras. One we cannot express — a unit we do not know, a price in another currency,
 * an obligatory charge per person (the search adds obligatory extras to listed totals before the crew is
 * known, so the site refuses those: docs/decisions/045, issue 27) — is left out when optional and fails
 * the boat when obligatory, so a listed price never misses an obligatory cost.
 */
function extrasOf(yacht: BmYacht, mainProduct: string): SourceExtra[] {
  const product = (yacht.products ?? []).find((p) => p.name.toLowerCase() === mainProduct.toLowerCase());
  return (product?.extras ?? []).flatMap((e, i) => {
    const unit = unitOf(e.unit);
    const problem =
      unit === null
        ? `extra "${e.name}" has a unit we do not know ("${e.unit}")`
        : e.currency && e.currency !== 'EUR'
          ? `extra "${e.name}" is priced in ${e.currency}`
          : e.obligatory && unit === 'per_person'
            ? `obligatory extra "${e.name}" is charged per person`
            : null;
    if (problem !== null || unit === null) {
      if (e.obligatory) throw invalid(yacht, problem ?? `extra "${e.name}" cannot be expressed`);
      return [];
    }
    // Without an id of its own, an extra is known by its product and name (stable across syncs).
    return [
      {
        externalId: e.id ?? `${mainProduct}:${e.name}:${i}`,
        name: e.name,
        price: Math.round(e.price),
        unit,
        obligatory: e.obligatory,
        payableAtBase: e.payableInBase,
      },
    ];
  });
}

function photoUrlsOf(yacht: BmYacht, baseUrl: string): string[] {
  return [...(yacht.images ?? [])]
    .sort((a, b) => (a.sortOrder ?? Number.MAX_SAFE_INTEGER) - (b.sortOrder ?? Number.MAX_SAFE_INTEGER))
    .map((image) => {
      try {
        const url = new URL(image.url, baseUrl);
        return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
      } catch {
        return null;
      }
    })
    .filter((url): url is string => url !== null);
}

/** A week unless the boat says otherwise (Booking Manager's fleets mostly rent Saturday to Saturday); the site holds 1–28. */
function minNightsOf(yacht: BmYacht): number {
  const nights = yacht.minimumCharterDuration ?? 7;
  if (nights > 28) throw invalid(yacht, `a minimum charter of ${nights} nights`);
  return nights;
}

export function toSourceBoat(yacht: BmYacht, prices: BmPrice[], offers: BmSpecialOffer[], lookups: BmLookups, range: Range): SourceBoat {
  const kind = KINDS[yacht.kind.toLowerCase()];
  if (!kind) throw invalid(yacht, `a kind we do not know ("${yacht.kind}")`);
  const products = productsOf(yacht);
  if (products.length === 0) throw invalid(yacht, 'no product we sell (bareboat, power or crewed)');
  const main = (yacht.products ?? []).find((p) => p.isDefaultProduct) ?? (yacht.products ?? [])[0]!;
  // defaultCheckInDay: 0 = Sunday … 6 = Saturday as ours (an assumption: SOURCES.md); 7 is read as Sunday.
  const checkInDay = (yacht.defaultCheckInDay ?? 6) % 7;
  return {
    externalId: yacht.id,
    baseExternalId: yacht.homeBaseId,
    name: yacht.name,
    model: yacht.model,
    shipyard: (yacht.shipyardId && lookups.shipyards.get(yacht.shipyardId)) || yacht.model.split(' ')[0]!,
    kind,
    year: yacht.year,
    lengthM: yacht.length,
    beamM: yacht.beam,
    draughtM: yacht.draught,
    cabins: yacht.cabins,
    berths: yacht.berths,
    heads: yacht.wc,
    // With no stated maximum, the berths are the people it sleeps.
    maxPeople: yacht.maxPeopleOnBoard ?? yacht.berths,
    engine: yacht.engine,
    fuelTankL: Math.round(yacht.fuelCapacity ?? 0),
    waterTankL: Math.round(yacht.waterCapacity ?? 0),
    mainSailType: mainSailOf(yacht.mainsailType),
    products,
    deposit: Math.round(yacht.deposit ?? 0),
    checkInDay,
    checkInTime: (yacht.defaultCheckInTime ?? '17:00').slice(0, 5),
    checkOutTime: (yacht.defaultCheckOutTime ?? '09:00').slice(0, 5),
    minNights: minNightsOf(yacht),
    equipment: (yacht.equipmentIds ?? []).flatMap((id) => lookups.equipment.get(id) ?? []),
    photoUrls: photoUrlsOf(yacht, lookups.baseUrl),
    prices: pricesOf(yacht, prices, main.name, range),
    discounts: discountsOf(yacht, offers, range),
    extras: extrasOf(yacht, main.name),
  };
}
