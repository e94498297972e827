import { addDays } from '../../../src/contract/iso-date';
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
import type { NsCheckInPeriod, NsModel, NsSeason, NsYacht, NsYachtSeason } from './nausys-schemas';

// NauSYS's boat in our terms (issue 29). What each mapping assumes is written beside it; the simulator's
// SOURCES.md lists the fields' sources. A boat that cannot be mapped whole is an 'invalid_answer' for that
// boat (the sync reports it as failed), never a half-written boat.

/** The catalogue lists a boat's ids point into, read once per source (they change daily at most). */
export interface NausysCatalogue {
  categories: Map<number, string>;
  builders: Map<number, string>;
  engineBuilders: Map<number, string>;
  sailTypes: Map<number, string>;
  equipment: Map<number, string>;
  services: Map<number, string>;
  priceMeasures: Map<number, string>;
  discountItems: Map<number, string>;
  models: Map<number, NsModel>;
  /** The company's seasons (a season's prices, extras and discounts apply within its dates). */
  seasons: Map<number, NsSeason>;
  baseTimes: Map<number, { checkIn: string; checkOut: string }>;
}

type Range = { from: string; to: string };

function invalid(yacht: NsYacht, what: string): FleetSourceError {
  return new FleetSourceError('invalid_answer', `NauSYS boat ${yacht.id}: ${what}`);
}

// Yacht categories by their English name (catalogue/v6/yachtCategories). The catalogue is NauSYS's own
// list; names outside this table fail the boat rather than guess its kind.
const KINDS: Record<string, SourceBoatKind> = {
  'sailing yacht': 'sailing-yacht',
  'sail boat': 'sailing-yacht',
  sailboat: 'sailing-yacht',
  'sailing boat': 'sailing-yacht',
  catamaran: 'catamaran',
  'sailing catamaran': 'catamaran',
  'power catamaran': 'power-catamaran',
  'motor catamaran': 'power-catamaran',
  'motor yacht': 'motor-yacht',
  'motor boat': 'motor-yacht',
  motorboat: 'motor-yacht',
  fisherman: 'motor-yacht',
  gulet: 'gulet',
  trimaran: 'trimaran',
  'motor sailer': 'motor-sailer',
  motorsailer: 'motor-sailer',
  'luxury motor yacht': 'luxury-motor-yacht',
  'mega yacht': 'luxury-motor-yacht',
  'luxury sailing yacht': 'luxury-sailing-yacht',
};

export function kindOf(categoryName: string): SourceBoatKind | null {
  return KINDS[categoryName.trim().toLowerCase()] ?? null;
}

/** Price measures by English name (catalogue/v6/priceMeasures); "one-way", "per 2 weeks" … have no unit here. */
export function unitOf(measureName: string): ExtraUnit | null {
  const name = measureName.trim().toLowerCase();
  const units: Record<string, ExtraUnit> = {
    'per booking': 'per_booking',
    'per week': 'per_week',
    'per day': 'per_day',
    'per night': 'per_night',
    'per person': 'per_person',
  };
  return units[name] ?? null;
}

/** Sail types (catalogue/v6/sailTypes: "classic/standard", "full batten", "furling/roll"). */
export function mainSailOf(sailTypeName: string | undefined): MainSailType | null {
  const name = sailTypeName?.toLowerCase() ?? '';
  if (name.includes('full batten')) return 'full batten';
  if (name.includes('lazy')) return 'lazy jack';
  if (name.includes('furling') || name.includes('roll')) return 'furling';
  if (name.includes('classic') || name.includes('standard')) return 'classic';
  return null;
}

/**
 * A season's regular discount in our three rule kinds. NauSYS applies a yacht's regularDiscounts to every
 * charter of the season; the condition, when there is one, lives only in the discount item's name. So a
 * name that states its condition is read as that rule — "Early booking until 31.01.[yyyy]" (the season's
 * year when the year is left out), "Last minute 14 days", "2 weeks" / "10 days" — and any other discount is
 * a plain period discount: a long stay of one night. Only percentages have a rule here; an amount off is
 * left out (the price shown is then the list price, never lower than the system's).
 */
export function discountOf(itemName: string, percent: number, season: NsSeason, range: Range, externalId: string): SourceDiscount | null {
  const from = season.from > range.from ? season.from : range.from;
  const seasonEnd = addDays(season.to, 1);
  const to = seasonEnd < range.to ? seasonEnd : range.to;
  if (from >= to || !(percent > 0 && percent < 100)) return null;
  const base = { externalId, from, to, percent: Math.round(percent * 100) / 100 };
  const name = itemName.toLowerCase();
  const until = /(\d{1,2})\.(\d{1,2})\.(\d{4})?/.exec(name);
  if (name.includes('early') && until) {
    const year = until[3] ?? season.from.slice(0, 4);
    return { ...base, kind: 'early_booking', bookedBy: `${year}-${until[2]!.padStart(2, '0')}-${until[1]!.padStart(2, '0')}` };
  }
  const days = /(\d+)\s*(day|night)/.exec(name);
  if (name.includes('last minute') && days) return { ...base, kind: 'last_minute', withinDays: Number(days[1]) };
  const weeks = /(\d+)\s*week/.exec(name);
  if (weeks) return { ...base, kind: 'long_stay', minNights: Number(weeks[1]) * 7 };
  if (days) return { ...base, kind: 'long_stay', minNights: Number(days[1]) };
  return { ...base, kind: 'long_stay', minNights: 1 };
}

/** The seasons of the yacht's data that overlap the range, earliest first. */
function seasonsIn(yacht: NsYacht, catalogue: NausysCatalogue, range: Range): { data: NsYachtSeason; season: NsSeason }[] {
  return yacht.seasonSpecificData
    .flatMap((data) => {
      const season = catalogue.seasons.get(data.seasonId);
      return season && season.from < range.to && addDays(season.to, 1) > range.from ? [{ data, season }] : [];
    })
    .sort((a, b) => a.season.from.localeCompare(b.season.from));
}

/**
 * Season prices as a price per day over periods, clipped to the range. A price's dateTo is its last day
 * (the documentation's periods run 01.01–23.05, then 24.05…), so our exclusive end is the day after. A
 * WEEKLY price is divided by 7; a price listed for other locations than the boat's is left out.
 */
function pricesOf(yacht: NsYacht, catalogue: NausysCatalogue, range: Range): SourcePrice[] {
  const prices: SourcePrice[] = [];
  for (const { data } of seasonsIn(yacht, catalogue, range)) {
    for (const price of data.prices) {
      if (price.currency !== undefined && price.currency !== 'EUR') throw invalid(yacht, `a price in ${price.currency}, not euros`);
      if (price.locationsId?.length && yacht.locationId !== undefined && !price.locationsId.includes(yacht.locationId)) continue;
      const from = price.dateFrom > range.from ? price.dateFrom : range.from;
      const end = addDays(price.dateTo, 1);
      const to = end < range.to ? end : range.to;
      if (from >= to) continue;
      if (!(price.price > 0)) throw invalid(yacht, `a price of ${price.price}`);
      prices.push({ from, to, pricePerDay: Math.round(price.type === 'WEEKLY' ? price.price / 7 : price.price) });
    }
  }
  return prices.sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * A season's services and additional equipment as our extras. calculationType SEPARATE_PAYMENT is paid at
 * the base, ADVANCE_PAYMENT with the charter, INCLUDED_IN_PRICE is in the price already (left out); only
 * services carry "obligatory". An extra we cannot express (a percentage, a measure such as "one-way", an
 * obligatory per-person charge) is left out when optional and fails the boat when obligatory.
 */
function extrasOf(yacht: NsYacht, catalogue: NausysCatalogue, range: Range): SourceExtra[] {
  const extras = new Map<string, SourceExtra>();
  for (const { data } of seasonsIn(yacht, catalogue, range)) {
    const items = [
      ...data.services.map((s) => ({ ...s, externalId: `service:${s.id}`, name: catalogue.services.get(s.serviceId) })),
      ...data.additionalYachtEquipment.map((e) => ({
        ...e,
        obligatory: false,
        externalId: `equipment:${e.id}`,
        name: catalogue.equipment.get(e.equipmentId),
      })),
    ];
    for (const item of items) {
      if (extras.has(item.externalId) || item.calculationType === 'INCLUDED_IN_PRICE') continue;
      if (item.validForBases?.length && !item.validForBases.includes(yacht.baseId)) continue;
      const measure = catalogue.priceMeasures.get(item.priceMeasureId);
      const unit = measure === undefined ? null : unitOf(measure);
      const price = item.amount ?? item.price;
      const problem = !item.name
        ? `extra ${item.externalId} names no catalogue item`
        : item.amountIsPercentage
          ? `extra "${item.name}" is a percentage`
          : unit === null
            ? `extra "${item.name}" is priced ${measure ?? 'by an unknown measure'}`
            : price === undefined || price < 0
              ? `extra "${item.name}" has no price`
              : item.currency !== undefined && item.currency !== 'EUR'
                ? `extra "${item.name}" is priced in ${item.currency}`
                : item.calculationType !== 'SEPARATE_PAYMENT' && item.calculationType !== 'ADVANCE_PAYMENT'
                  ? `extra "${item.name}" is paid as ${item.calculationType}`
                  : item.obligatory && unit === 'per_person'
                    ? `obligatory extra "${item.name}" is charged per person`
                    : null;
      if (problem) {
        if (item.obligatory) throw invalid(yacht, problem);
        continue;
      }
      extras.set(item.externalId, {
        externalId: item.externalId,
        name: item.name!,
        price: Math.round(price!),
        unit: unit!,
        obligatory: item.obligatory,
        payableAtBase: item.calculationType === 'SEPARATE_PAYMENT',
      });
    }
  }
  return [...extras.values()];
}

function discountsOf(yacht: NsYacht, catalogue: NausysCatalogue, range: Range): SourceDiscount[] {
  return seasonsIn(yacht, catalogue, range).flatMap(({ data, season }) =>
    data.regularDiscounts.flatMap((d) => {
      if (d.type !== 'PERCENTAGE') return [];
      const name = catalogue.discountItems.get(d.discountItemId) ?? '';
      const discount = discountOf(name, d.amount, season, range, `${season.id}:${d.discountItemId}`);
      return discount ? [discount] : [];
    }),
  );
}

/**
 * The check-in rule for charters starting on `day`: the checkInPeriod containing it (else the first one
 * overlapping the range). Saturday when it is among the allowed days, else the first allowed day. A boat
 * without periods checks in on Saturday for at least 7 nights, the trade's norm.
 */
export function checkInOf(periods: NsCheckInPeriod[], range: Range): { checkInDay: number; minNights: number } {
  const period =
    periods.find((p) => p.from <= range.from && range.from <= p.to) ?? periods.find((p) => p.from < range.to && p.to >= range.from);
  if (!period || period.days.length === 0) return { checkInDay: 6, minNights: period?.minNights ?? 7 };
  return { checkInDay: period.days.includes(6) ? 6 : period.days[0]!, minNights: Math.max(period.minNights, 1) };
}

/**
 * Photo URLs made absolute, the main one first, each once. The documentation's own examples give
 * "https://ws.nausys.com/…", and one "localhost:58080/CBMS-external/…" without a scheme, so a URL without
 * one is read as http; a path is read against the API's host.
 */
export function photoUrlsOf(yacht: NsYacht, baseUrl: string): string[] {
  const urls = [yacht.mainPictureUrl, ...yacht.picturesURL].flatMap((raw) => {
    const text = raw?.trim();
    if (!text) return [];
    const candidate = /^https?:\/\//i.test(text) ? text : text.startsWith('/') ? new URL(text, baseUrl).href : `http://${text}`;
    try {
      return [new URL(candidate).href];
    } catch {
      return [];
    }
  });
  return [...new Set(urls)];
}

/** charterType → our products; a boat with a skipper service can also be had with one. */
function productsOf(yacht: NsYacht, extras: SourceExtra[]): (typeof PRODUCTS)[number][] {
  const type = (yacht.charterType ?? 'BAREBOAT').toUpperCase();
  const products: (typeof PRODUCTS)[number][] = [];
  if (type.includes('BARE')) products.push('bareboat');
  if (type.includes('BARE') && extras.some((e) => /skipper/i.test(e.name) && !e.obligatory)) products.push('skipper');
  if (type.includes('CREW')) products.push('crewed');
  if (products.length === 0) throw invalid(yacht, `charter type ${type} has no product here`);
  return products;
}

function engineOf(yacht: NsYacht, catalogue: NausysCatalogue): string {
  const builder = yacht.engineBuilderId === undefined ? undefined : catalogue.engineBuilders.get(yacht.engineBuilderId);
  const count = yacht.engines ?? 1;
  // enginePower carries no unit in the documentation; its examples (19, 56 for 35–40 ft yachts) are hp.
  const power = yacht.enginePower ? `${count > 1 ? `${count} × ` : ''}${Math.round(yacht.enginePower)} hp` : '';
  return [builder, power].filter(Boolean).join(' ');
}

export function toSourceBoat(yacht: NsYacht, catalogue: NausysCatalogue, range: Range, baseUrl: string): SourceBoat {
  const model = catalogue.models.get(yacht.yachtModelId);
  if (!model) throw invalid(yacht, `model ${yacht.yachtModelId} is not in the catalogue`);
  const category = catalogue.categories.get(model.yachtCategoryId);
  const kind = category === undefined ? null : kindOf(category);
  if (!kind) throw invalid(yacht, `category ${category ?? model.yachtCategoryId} has no yacht type here`);
  const shipyard = catalogue.builders.get(model.yachtBuilderId);
  if (!shipyard) throw invalid(yacht, `builder ${model.yachtBuilderId} is not in the catalogue`);
  if (yacht.depositCurrency !== undefined && yacht.depositCurrency !== 'EUR') throw invalid(yacht, `a deposit in ${yacht.depositCurrency}`);
  const times = catalogue.baseTimes.get(yacht.baseId);
  if (!times) throw invalid(yacht, `base ${yacht.baseId} is not one of the company's bases`);
  const extras = extrasOf(yacht, catalogue, range);
  const { checkInDay, minNights } = checkInOf(yacht.checkInPeriods, range);
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const equipment = yacht.standardYachtEquipment.flatMap((e) => {
    const name = catalogue.equipment.get(e.equipmentId);
    return name ? [name] : [];
  });
  return {
    externalId: String(yacht.id),
    baseExternalId: String(yacht.baseId),
    name: yacht.name,
    model: model.name,
    shipyard,
    kind,
    year: yacht.buildYear,
    lengthM: round2(model.loa),
    beamM: round2(model.beam),
    draughtM: round2(yacht.draft ?? model.draft ?? 0),
    cabins: yacht.cabins,
    berths: yacht.berthsTotal,
    heads: yacht.wc,
    maxPeople: yacht.maxPersons ?? yacht.berthsTotal,
    engine: engineOf(yacht, catalogue),
    fuelTankL: Math.round(yacht.fuelTank ?? model.fuelTank ?? 0),
    waterTankL: Math.round(yacht.waterTank ?? model.waterTank ?? 0),
    mainSailType: mainSailOf(yacht.sailTypeId === undefined ? undefined : catalogue.sailTypes.get(yacht.sailTypeId)),
    products: productsOf(yacht, extras),
    deposit: Math.round(yacht.deposit ?? 0),
    checkInDay,
    checkInTime: times.checkIn,
    checkOutTime: times.checkOut,
    minNights,
    equipment: [...new Set(equipment)],
    photoUrls: photoUrlsOf(yacht, catalogueBase(baseUrl)),
    prices: pricesOf(yacht, catalogue, range),
    discounts: discountsOf(yacht, catalogue, range),
    extras,
  };
}

function catalogueBase(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
}
