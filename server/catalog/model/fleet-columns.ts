import type { Boat, DayRuns, PriceRuns } from './boat-facts';
import type { ReferenceRows } from './catalog-model-data';

// The fleet as columns for the searches' scan (model-search.ts): every number a search tests, sorts or
// counts, one typed array per fact with boat i at position i of the model's fleet, and every boat's
// season prices and bookings end to end. At 15,000 boats a search without a destination reads most of the
// fleet; as objects (a boat, its row, an object per period) that read missed the processor's caches on
// nearly every boat once the server was busy, and was 40 % of the main thread under bench:mix
// (docs/benchmarks.md; decision 026, amendment). Each new state of the model has new columns: after a
// change, copied from the old ones but for the changed boats (1.5 ms at 15,000 boats).

export interface FleetColumns {
  id: Int32Array;
  typeId: Int32Array;
  modelId: Int32Array;
  /** One more than the highest model id, base id: the sizes of arrays counting boats by them. */
  modelIds: number;
  baseIds: number;
  shipyardId: Int32Array;
  baseId: Int32Array;
  /** Bit `productBits.get(p)` set for each product the boat is offered for. */
  products: Int32Array;
  productBits: Map<string, number>;
  /** The length as the stored `real`, which filters compare with (rounded to 32 bits). */
  lengthReal: Float32Array;
  length: Float64Array;
  cabins: Float64Array;
  berths: Float64Array;
  heads: Float64Array;
  year: Float64Array;
  maxPeople: Float64Array;
  /** Index into `sailNames`, -1 without a main sail type. */
  mainSail: Int32Array;
  sailNames: string[];
  /** NaN for a boat without a rating (every comparison with it is false). */
  rating: Float64Array;
  reviews: Float64Array;
  perBooking: Float64Array;
  perWeek: Float64Array;
  perDay: Float64Array;
  /** The fewest nights a charter of the boat lasts (1–28, src/contract/minimum-nights.ts). */
  minNights: Uint8Array;
  /** Boat i's periods are [priceStart[i], priceStart[i + 1]) of `prices`. */
  priceStart: Int32Array;
  prices: PriceRuns;
  /** Boat i's bookings are [bookedStart[i], bookedStart[i + 1]) of `booked`. */
  bookedStart: Int32Array;
  booked: DayRuns;
  /** 1 when the boat has an offer (only then does a search read its offers, from the boat itself). */
  hasOffers: Uint8Array;
  /** 1 when the boat has discount rules (issue 27; only then does a search weigh them). */
  hasRules: Uint8Array;
  /** The fleet's positions in each destination, in the fleet's order. */
  byDestination: Map<number, Int32Array>;
}

/** Writes boat i's own facts into the columns (not its runs), adding its products and sail type to the names. */
function writeBoat(c: FleetColumns, i: number, boat: Boat): void {
  const y = boat.row;
  c.id[i] = y.id;
  c.typeId[i] = y.type_id;
  c.modelId[i] = y.model_id;
  c.modelIds = Math.max(c.modelIds, y.model_id + 1);
  c.shipyardId[i] = y.shipyard_id;
  c.baseId[i] = y.base_id;
  c.baseIds = Math.max(c.baseIds, y.base_id + 1);
  let bits = 0;
  for (const p of y.products) {
    if (!c.productBits.has(p)) c.productBits.set(p, 1 << c.productBits.size);
    bits |= c.productBits.get(p)!;
  }
  c.products[i] = bits;
  c.lengthReal[i] = y.length_m;
  c.length[i] = y.length_m;
  c.cabins[i] = y.cabins;
  c.berths[i] = y.berths;
  c.heads[i] = y.heads;
  c.year[i] = y.year;
  c.maxPeople[i] = y.max_people;
  let sail = -1;
  if (y.main_sail_type !== null) {
    sail = c.sailNames.indexOf(y.main_sail_type);
    if (sail < 0) sail = c.sailNames.push(y.main_sail_type) - 1;
  }
  c.mainSail[i] = sail;
  c.rating[i] = y.rating ?? Number.NaN;
  c.reviews[i] = y.reviews_count;
  c.perBooking[i] = y.obligatory_per_booking;
  c.perWeek[i] = y.obligatory_per_week;
  c.perDay[i] = y.obligatory_per_day;
  c.minNights[i] = y.min_nights;
  c.hasOffers[i] = boat.offers.length > 0 ? 1 : 0;
  c.hasRules[i] = boat.rules.length > 0 ? 1 : 0;
}

/** Copies boat i's runs into the fleet's runs at its start. */
function writeRuns(c: FleetColumns, i: number, boat: Boat): void {
  c.prices.from.set(boat.prices.from, c.priceStart[i]);
  c.prices.until.set(boat.prices.until, c.priceStart[i]);
  c.prices.perDay.set(boat.prices.perDay, c.priceStart[i]);
  c.booked.from.set(boat.booked.from, c.bookedStart[i]);
  c.booked.until.set(boat.booked.until, c.bookedStart[i]);
}

/**
 * The columns of `fleet`. With `previous`, the columns of a fleet of the same boats in the same positions
 * where only those at `changed` positions are new objects: the rest is copied as memory, since reading
 * every boat again (about 20 ms at 15,000 boats, all of it waiting on memory) would follow every change.
 */
export function fleetColumns(
  fleet: readonly Boat[],
  bases: ReadonlyMap<number, ReferenceRows['bases'][number]>,
  previous?: { columns: FleetColumns; changed: readonly number[] },
): FleetColumns {
  const n = fleet.length;
  const old = previous?.columns;
  const copy = <T extends Int32Array | Float32Array | Float64Array | Uint8Array>(column: T | undefined, empty: T): T =>
    column ? (column.slice() as T) : empty;
  const c: FleetColumns = {
    id: copy(old?.id, new Int32Array(n)),
    typeId: copy(old?.typeId, new Int32Array(n)),
    modelId: copy(old?.modelId, new Int32Array(n)),
    modelIds: old?.modelIds ?? 0,
    shipyardId: copy(old?.shipyardId, new Int32Array(n)),
    baseId: copy(old?.baseId, new Int32Array(n)),
    baseIds: old?.baseIds ?? 0,
    products: copy(old?.products, new Int32Array(n)),
    productBits: new Map(old?.productBits),
    lengthReal: copy(old?.lengthReal, new Float32Array(n)),
    length: copy(old?.length, new Float64Array(n)),
    cabins: copy(old?.cabins, new Float64Array(n)),
    berths: copy(old?.berths, new Float64Array(n)),
    heads: copy(old?.heads, new Float64Array(n)),
    year: copy(old?.year, new Float64Array(n)),
    maxPeople: copy(old?.maxPeople, new Float64Array(n)),
    mainSail: copy(old?.mainSail, new Int32Array(n)),
    sailNames: [...(old?.sailNames ?? [])],
    rating: copy(old?.rating, new Float64Array(n)),
    reviews: copy(old?.reviews, new Float64Array(n)),
    perBooking: copy(old?.perBooking, new Float64Array(n)),
    perWeek: copy(old?.perWeek, new Float64Array(n)),
    perDay: copy(old?.perDay, new Float64Array(n)),
    minNights: copy(old?.minNights, new Uint8Array(n)),
    priceStart: new Int32Array(n + 1),
    prices: { from: new Int32Array(0), until: new Int32Array(0), perDay: new Float64Array(0) },
    bookedStart: new Int32Array(n + 1),
    booked: { from: new Int32Array(0), until: new Int32Array(0) },
    hasOffers: copy(old?.hasOffers, new Uint8Array(n)),
    hasRules: copy(old?.hasRules, new Uint8Array(n)),
    byDestination: new Map(),
  };
  const changed = previous ? previous.changed : fleet.map((_, i) => i);
  const isChanged = new Uint8Array(n);
  for (const i of changed) {
    isChanged[i] = 1;
    writeBoat(c, i, fleet[i]!);
  }

  // Each boat's runs start where the one before ends: a changed boat's counts are its own, the others' the old ones.
  for (let i = 0; i < n; i++) {
    const boat = isChanged[i] ? fleet[i]! : null;
    c.priceStart[i + 1] = c.priceStart[i]! + (boat ? boat.prices.from.length : old!.priceStart[i + 1]! - old!.priceStart[i]!);
    c.bookedStart[i + 1] = c.bookedStart[i]! + (boat ? boat.booked.from.length : old!.bookedStart[i + 1]! - old!.bookedStart[i]!);
  }
  c.prices = {
    from: new Int32Array(c.priceStart[n]!),
    until: new Int32Array(c.priceStart[n]!),
    perDay: new Float64Array(c.priceStart[n]!),
  };
  c.booked = { from: new Int32Array(c.bookedStart[n]!), until: new Int32Array(c.bookedStart[n]!) };
  // The unchanged boats' runs in stretches between changed ones, one copy each.
  let stretch = 0;
  for (let i = 0; i <= n; i++) {
    if (i < n && !isChanged[i]) continue;
    if (old && stretch < i) {
      const [fromPrice, untilPrice] = [old.priceStart[stretch]!, old.priceStart[i]!];
      c.prices.from.set(old.prices.from.subarray(fromPrice, untilPrice), c.priceStart[stretch]);
      c.prices.until.set(old.prices.until.subarray(fromPrice, untilPrice), c.priceStart[stretch]);
      c.prices.perDay.set(old.prices.perDay.subarray(fromPrice, untilPrice), c.priceStart[stretch]);
      const [fromBooked, untilBooked] = [old.bookedStart[stretch]!, old.bookedStart[i]!];
      c.booked.from.set(old.booked.from.subarray(fromBooked, untilBooked), c.bookedStart[stretch]);
      c.booked.until.set(old.booked.until.subarray(fromBooked, untilBooked), c.bookedStart[stretch]);
    }
    if (i < n) writeRuns(c, i, fleet[i]!);
    stretch = i + 1;
  }

  // A changed boat may have moved base: the positions by destination are counted again from the base column.
  const destinationOf = new Int32Array(c.baseIds);
  for (const base of bases.values()) if (base.id < c.baseIds) destinationOf[base.id] = base.destination_id;
  const positions = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const destination = destinationOf[c.baseId[i]!]!;
    let list = positions.get(destination);
    if (!list) positions.set(destination, (list = []));
    list.push(i);
  }
  for (const [destination, list] of positions) c.byDestination.set(destination, Int32Array.from(list));
  return c;
}
