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
  /**
   * The first day of the boat's offers and the end of the last (from > until without offers): only for a
   * stay within that span does a search read its offers, from the boat itself (issue 31: at 30,000 boats
   * reaching each boat with an offer for stays no offer covers was a tenth of a search).
   */
  offersFrom: Int32Array;
  offersUntil: Int32Array;
  /** 1 when the boat has discount rules (issue 27; only then does a search weigh them). */
  hasRules: Uint8Array;
  /** The fleet's positions in each destination, in the fleet's order. */
  byDestination: Map<number, Int32Array>;
}

/** The columns with one number per boat. */
type NumberColumn =
  | 'id'
  | 'typeId'
  | 'modelId'
  | 'shipyardId'
  | 'baseId'
  | 'products'
  | 'lengthReal'
  | 'length'
  | 'cabins'
  | 'berths'
  | 'heads'
  | 'year'
  | 'maxPeople'
  | 'mainSail'
  | 'rating'
  | 'reviews'
  | 'perBooking'
  | 'perWeek'
  | 'perDay'
  | 'minNights'
  | 'offersFrom'
  | 'offersUntil'
  | 'hasRules';
type Column = Int32Array | Float32Array | Float64Array | Uint8Array;
/** The offers span of a boat without offers: no stay lies within it. */
const [NO_OFFERS_FROM, NO_OFFERS_UNTIL] = [2 ** 31 - 1, -(2 ** 31)];
/** Sets boat i's value in a column. */
type Put = (column: NumberColumn, i: number, value: number) => void;

/** Writes boat i's own facts into the columns (not its runs), adding its products and sail type to the names. */
function writeBoat(c: FleetColumns, i: number, boat: Boat, put: Put): void {
  const y = boat.row;
  put('id', i, y.id);
  put('typeId', i, y.type_id);
  put('modelId', i, y.model_id);
  c.modelIds = Math.max(c.modelIds, y.model_id + 1);
  put('shipyardId', i, y.shipyard_id);
  put('baseId', i, y.base_id);
  c.baseIds = Math.max(c.baseIds, y.base_id + 1);
  let bits = 0;
  for (const p of y.products) {
    if (!c.productBits.has(p)) c.productBits.set(p, 1 << c.productBits.size);
    bits |= c.productBits.get(p)!;
  }
  put('products', i, bits);
  put('lengthReal', i, y.length_m);
  put('length', i, y.length_m);
  put('cabins', i, y.cabins);
  put('berths', i, y.berths);
  put('heads', i, y.heads);
  put('year', i, y.year);
  put('maxPeople', i, y.max_people);
  let sail = -1;
  if (y.main_sail_type !== null) {
    sail = c.sailNames.indexOf(y.main_sail_type);
    if (sail < 0) sail = c.sailNames.push(y.main_sail_type) - 1;
  }
  put('mainSail', i, sail);
  put('rating', i, y.rating ?? Number.NaN);
  put('reviews', i, y.reviews_count);
  put('perBooking', i, y.obligatory_per_booking);
  put('perWeek', i, y.obligatory_per_week);
  put('perDay', i, y.obligatory_per_day);
  put('minNights', i, y.min_nights);
  let [offersFrom, offersUntil] = [NO_OFFERS_FROM, NO_OFFERS_UNTIL];
  for (const offer of boat.offers) {
    offersFrom = Math.min(offersFrom, offer.from);
    offersUntil = Math.max(offersUntil, offer.until);
  }
  put('offersFrom', i, offersFrom);
  put('offersUntil', i, offersUntil);
  put('hasRules', i, boat.rules.length > 0 ? 1 : 0);
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
 * where only those at `changed` positions are new objects: the rest is taken from the previous columns,
 * since reading every boat again (about 20 ms at 15,000 boats, all of it waiting on memory) would follow
 * every change. A column no changed boat alters is the previous one itself, not a copy (issue 31: at 30,000
 * boats and 50 changes a second, copying every column for each change was most of an instance's work), so
 * columns are never written once a state holds them.
 */
export function fleetColumns(
  fleet: readonly Boat[],
  bases: ReadonlyMap<number, ReferenceRows['bases'][number]>,
  previous?: { columns: FleetColumns; changed: readonly number[] },
): FleetColumns {
  return previous ? changedColumns(fleet, bases, previous.columns, previous.changed) : allColumns(fleet, bases);
}

function allColumns(fleet: readonly Boat[], bases: ReadonlyMap<number, ReferenceRows['bases'][number]>): FleetColumns {
  const n = fleet.length;
  const c: FleetColumns = {
    id: new Int32Array(n),
    typeId: new Int32Array(n),
    modelId: new Int32Array(n),
    modelIds: 0,
    shipyardId: new Int32Array(n),
    baseId: new Int32Array(n),
    baseIds: 0,
    products: new Int32Array(n),
    productBits: new Map(),
    lengthReal: new Float32Array(n),
    length: new Float64Array(n),
    cabins: new Float64Array(n),
    berths: new Float64Array(n),
    heads: new Float64Array(n),
    year: new Float64Array(n),
    maxPeople: new Float64Array(n),
    mainSail: new Int32Array(n),
    sailNames: [],
    rating: new Float64Array(n),
    reviews: new Float64Array(n),
    perBooking: new Float64Array(n),
    perWeek: new Float64Array(n),
    perDay: new Float64Array(n),
    minNights: new Uint8Array(n),
    priceStart: new Int32Array(n + 1),
    prices: { from: new Int32Array(0), until: new Int32Array(0), perDay: new Float64Array(0) },
    bookedStart: new Int32Array(n + 1),
    booked: { from: new Int32Array(0), until: new Int32Array(0) },
    offersFrom: new Int32Array(n),
    offersUntil: new Int32Array(n),
    hasRules: new Uint8Array(n),
    byDestination: new Map(),
  };
  const columns = c as unknown as Record<NumberColumn, Column>;
  const put: Put = (column, i, value) => void (columns[column][i] = value);
  for (let i = 0; i < n; i++) {
    writeBoat(c, i, fleet[i]!, put);
    c.priceStart[i + 1] = c.priceStart[i]! + fleet[i]!.prices.from.length;
    c.bookedStart[i + 1] = c.bookedStart[i]! + fleet[i]!.booked.from.length;
  }
  c.prices = {
    from: new Int32Array(c.priceStart[n]!),
    until: new Int32Array(c.priceStart[n]!),
    perDay: new Float64Array(c.priceStart[n]!),
  };
  c.booked = { from: new Int32Array(c.bookedStart[n]!), until: new Int32Array(c.bookedStart[n]!) };
  for (let i = 0; i < n; i++) writeRuns(c, i, fleet[i]!);
  c.byDestination = positionsByDestination(c, bases);
  return c;
}

function changedColumns(
  fleet: readonly Boat[],
  bases: ReadonlyMap<number, ReferenceRows['bases'][number]>,
  old: FleetColumns,
  changed: readonly number[],
): FleetColumns {
  const n = fleet.length;
  const c: FleetColumns = { ...old, productBits: new Map(old.productBits), sailNames: [...old.sailNames] };
  const columns = c as unknown as Record<NumberColumn, Column>;
  const copied = new Set<NumberColumn>();
  const put: Put = (column, i, value) => {
    const values = columns[column];
    const stored = values instanceof Float32Array ? Math.fround(value) : value;
    if (Object.is(values[i], stored)) return;
    if (!copied.has(column)) {
      columns[column] = values.slice();
      copied.add(column);
    }
    columns[column][i] = value;
  };
  for (const i of changed) writeBoat(c, i, fleet[i]!, put);

  // Runs: when every changed boat has as many as before, they are written in place of a copy of only the
  // arrays whose values differ; otherwise each boat's runs start where the one before ends and the
  // unchanged boats' runs are copied in stretches between the changed ones.
  const sameCounts = changed.every(
    (i) =>
      fleet[i]!.prices.from.length === old.priceStart[i + 1]! - old.priceStart[i]! &&
      fleet[i]!.booked.from.length === old.bookedStart[i + 1]! - old.bookedStart[i]!,
  );
  if (sameCounts) {
    c.prices = {
      from: runsWith(old.prices.from, old.priceStart, changed, (i) => fleet[i]!.prices.from),
      until: runsWith(old.prices.until, old.priceStart, changed, (i) => fleet[i]!.prices.until),
      perDay: runsWith(old.prices.perDay, old.priceStart, changed, (i) => fleet[i]!.prices.perDay),
    };
    c.booked = {
      from: runsWith(old.booked.from, old.bookedStart, changed, (i) => fleet[i]!.booked.from),
      until: runsWith(old.booked.until, old.bookedStart, changed, (i) => fleet[i]!.booked.until),
    };
  } else {
    const isChanged = new Uint8Array(n);
    for (const i of changed) isChanged[i] = 1;
    c.priceStart = new Int32Array(n + 1);
    c.bookedStart = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) {
      const boat = isChanged[i] ? fleet[i]! : null;
      c.priceStart[i + 1] = c.priceStart[i]! + (boat ? boat.prices.from.length : old.priceStart[i + 1]! - old.priceStart[i]!);
      c.bookedStart[i + 1] = c.bookedStart[i]! + (boat ? boat.booked.from.length : old.bookedStart[i + 1]! - old.bookedStart[i]!);
    }
    c.prices = {
      from: new Int32Array(c.priceStart[n]!),
      until: new Int32Array(c.priceStart[n]!),
      perDay: new Float64Array(c.priceStart[n]!),
    };
    c.booked = { from: new Int32Array(c.bookedStart[n]!), until: new Int32Array(c.bookedStart[n]!) };
    let stretch = 0;
    for (let i = 0; i <= n; i++) {
      if (i < n && !isChanged[i]) continue;
      if (stretch < i) {
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
  }
  // The positions by destination only change when a boat moved base.
  if (copied.has('baseId') || c.baseIds !== old.baseIds) c.byDestination = positionsByDestination(c, bases);
  return c;
}

/** `runs` with each changed boat's own at its start; `runs` itself when none differs. */
function runsWith<T extends Int32Array | Float64Array>(runs: T, start: Int32Array, changed: readonly number[], own: (i: number) => T): T {
  let result = runs;
  for (const i of changed) {
    const values = own(i);
    const at = start[i]!;
    let same = true;
    for (let k = 0; k < values.length && same; k++) same = Object.is(runs[at + k], values[k]);
    if (same) continue;
    if (result === runs) result = runs.slice() as T;
    result.set(values, at);
  }
  return result;
}

/** The fleet's positions in each destination, in the fleet's order, from the base column. */
function positionsByDestination(c: FleetColumns, bases: ReadonlyMap<number, ReferenceRows['bases'][number]>): Map<number, Int32Array> {
  const destinationOf = new Int32Array(c.baseIds);
  for (const base of bases.values()) if (base.id < c.baseIds) destinationOf[base.id] = base.destination_id;
  const positions = new Map<number, number[]>();
  for (let i = 0; i < c.baseId.length; i++) {
    const destination = destinationOf[c.baseId[i]!]!;
    let list = positions.get(destination);
    if (!list) positions.set(destination, (list = []));
    list.push(i);
  }
  return new Map([...positions].map(([destination, list]) => [destination, Int32Array.from(list)]));
}
