import type { Boat, DayRuns, PriceRuns } from './boat-facts';
import type { ReferenceRows } from './catalog-model-data';

// The fleet as columns for the searches' scan (model-search.ts): every number a search tests, sorts or
// counts, one typed array per fact with boat i at position i of the model's fleet, and every boat's
// season prices and bookings end to end. At 15,000 boats a search without a destination reads most of the
// fleet; as objects (a boat, its row, an object per period) that read missed the processor's caches on
// nearly every boat once the server was busy, and was 40 % of the main thread under bench:mix
// (docs/benchmarks.md). Built again with each new state of the model: a few milliseconds at 15,000 boats.

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
  /** Boat i's periods are [priceStart[i], priceStart[i + 1]) of `prices`. */
  priceStart: Int32Array;
  prices: PriceRuns;
  /** Boat i's bookings are [bookedStart[i], bookedStart[i + 1]) of `booked`. */
  bookedStart: Int32Array;
  booked: DayRuns;
  /** 1 when the boat has an offer (only then does a search read its offers, from the boat itself). */
  hasOffers: Uint8Array;
  /** The fleet's positions in each destination, in the fleet's order. */
  byDestination: Map<number, Int32Array>;
}

export function fleetColumns(fleet: readonly Boat[], bases: ReadonlyMap<number, ReferenceRows['bases'][number]>): FleetColumns {
  const n = fleet.length;
  const column = <T>(Kind: { from(items: Iterable<number>): T }, value: (boat: Boat) => number): T => Kind.from(fleet.map(value));
  const productBits = new Map<string, number>();
  for (const boat of fleet) for (const p of boat.row.products) if (!productBits.has(p)) productBits.set(p, 1 << productBits.size);
  const sailNames = [...new Set(fleet.flatMap((boat) => boat.row.main_sail_type ?? []))];
  const sailIndex = new Map(sailNames.map((name, i) => [name, i]));

  const priceStart = new Int32Array(n + 1);
  const bookedStart = new Int32Array(n + 1);
  fleet.forEach((boat, i) => {
    priceStart[i + 1] = priceStart[i]! + boat.prices.from.length;
    bookedStart[i + 1] = bookedStart[i]! + boat.booked.from.length;
  });
  const prices: PriceRuns = { from: new Int32Array(priceStart[n]!), until: new Int32Array(priceStart[n]!), perDay: new Float64Array(priceStart[n]!) };
  const booked: DayRuns = { from: new Int32Array(bookedStart[n]!), until: new Int32Array(bookedStart[n]!) };
  fleet.forEach((boat, i) => {
    prices.from.set(boat.prices.from, priceStart[i]);
    prices.until.set(boat.prices.until, priceStart[i]);
    prices.perDay.set(boat.prices.perDay, priceStart[i]);
    booked.from.set(boat.booked.from, bookedStart[i]);
    booked.until.set(boat.booked.until, bookedStart[i]);
  });

  const positions = new Map<number, number[]>();
  fleet.forEach((boat, i) => {
    const destination = bases.get(boat.row.base_id)!.destination_id;
    let list = positions.get(destination);
    if (!list) positions.set(destination, (list = []));
    list.push(i);
  });

  return {
    id: column(Int32Array, (b) => b.row.id),
    typeId: column(Int32Array, (b) => b.row.type_id),
    modelId: column(Int32Array, (b) => b.row.model_id),
    modelIds: fleet.reduce((most, b) => Math.max(most, b.row.model_id + 1), 0),
    baseIds: fleet.reduce((most, b) => Math.max(most, b.row.base_id + 1), 0),
    shipyardId: column(Int32Array, (b) => b.row.shipyard_id),
    baseId: column(Int32Array, (b) => b.row.base_id),
    products: column(Int32Array, (b) => b.row.products.reduce((bits, p) => bits | productBits.get(p)!, 0)),
    productBits,
    lengthReal: column(Float32Array, (b) => b.row.length_m),
    length: column(Float64Array, (b) => b.row.length_m),
    cabins: column(Float64Array, (b) => b.row.cabins),
    berths: column(Float64Array, (b) => b.row.berths),
    heads: column(Float64Array, (b) => b.row.heads),
    year: column(Float64Array, (b) => b.row.year),
    maxPeople: column(Float64Array, (b) => b.row.max_people),
    mainSail: column(Int32Array, (b) => (b.row.main_sail_type === null ? -1 : sailIndex.get(b.row.main_sail_type)!)),
    sailNames,
    rating: column(Float64Array, (b) => b.row.rating ?? Number.NaN),
    reviews: column(Float64Array, (b) => b.row.reviews_count),
    perBooking: column(Float64Array, (b) => b.row.obligatory_per_booking),
    perWeek: column(Float64Array, (b) => b.row.obligatory_per_week),
    perDay: column(Float64Array, (b) => b.row.obligatory_per_day),
    priceStart,
    prices,
    bookedStart,
    booked,
    hasOffers: column(Uint8Array, (b) => (b.offers.length > 0 ? 1 : 0)),
    byDestination: new Map([...positions].map(([destination, list]) => [destination, Int32Array.from(list)])),
  };
}
