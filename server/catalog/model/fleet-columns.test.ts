import { describe, expect, it } from 'vitest';
import { bookedIn, boatOfRow, dayNumber, listPriceIn, priceFromIn } from './boat-facts';
import type { BoatRow, ReferenceRows } from './catalog-model-data';
import { fleetColumns, type FleetColumns } from './fleet-columns';

// The fleet's columns (fleet-columns.ts) hold every boat's runs end to end: the rules read one boat's runs
// there exactly as from the boat alone, and never a neighbour's.

const row = (id: number, base_id: number, parts: Partial<BoatRow>): BoatRow =>
  ({
    id,
    slug: `boat-${id}`,
    base_id,
    type_id: 1,
    model_id: 10 + id,
    shipyard_id: 1,
    length_m: 11.3,
    cabins: 3,
    berths: 6,
    heads: 1,
    year: 2020,
    max_people: 8,
    main_sail_type: null,
    products: ['bareboat'],
    rating: null,
    reviews_count: 0,
    obligatory_per_booking: 0,
    obligatory_per_week: 0,
    obligatory_per_day: 0,
    min_nights: 1,
    prices: [],
    offers: [],
    booked: [],
    obligatory_extras: [],
    discount_rules: [],
    ...parts,
  }) as BoatRow;

const bases = new Map<number, ReferenceRows['bases'][number]>([
  [1, { id: 1, slug: 'a', name: 'A', city: 'A', lat: 0, lng: 0, country_id: 1, destination_id: 7 }],
  [2, { id: 2, slug: 'b', name: 'B', city: 'B', lat: 0, lng: 0, country_id: 1, destination_id: 8 }],
]);
const d = dayNumber;
const july = { from: d('2027-07-03'), until: d('2027-07-10') };

const fleet = [
  // Booked over the July week, 100 € a day all summer.
  row(1, 1, { prices: [['2027-06-01', '2027-09-01', 100]], booked: [['2027-07-01', '2027-07-15']], main_sail_type: 'furling' }),
  // Free, priced only from 5 July: the week is not priced whole.
  row(2, 2, { prices: [['2027-07-05', '2027-09-01', 90]], products: ['crewed', 'bareboat'] }),
  // No runs at all, between two boats that have some.
  row(3, 1, { rating: 4.5 }),
  // Free and priced at 200 € a day, then 50 € a day from 6 July; chartered for a week at least; two offers.
  row(4, 1, {
    min_nights: 7,
    offers: [
      ['2027-08-14', '2027-08-28', 10, 'late', 2, false, { en: 'Late' }],
      ['2027-07-03', '2027-07-17', 15, 'early', 1, true, { en: 'Early' }],
    ],
    prices: [
      ['2027-06-01', '2027-07-06', 200],
      ['2027-07-06', '2027-09-01', 50],
    ],
    booked: [['2027-08-01', '2027-08-08']],
  }),
].map((r) => boatOfRow(r));

describe('the fleet as columns', () => {
  const columns = fleetColumns(fleet, bases);
  const bookedOf = (i: number) => bookedIn(columns.booked, columns.bookedStart[i]!, columns.bookedStart[i + 1]!, july);
  const priceOf = (i: number) => listPriceIn(columns.prices, columns.priceStart[i]!, columns.priceStart[i + 1]!, july);

  it('C6 reads each boat’s bookings and season prices from its own runs only', () => {
    expect([0, 1, 2, 3].map(bookedOf)).toEqual([true, false, false, false]);
    expect([0, 1, 2, 3].map(priceOf)).toEqual([700, null, null, 3 * 200 + 4 * 50]);
  });

  it('price_from: seven times the lowest daily price of the coming year, per boat', () => {
    const today = d('2027-01-01');
    expect([0, 1, 2, 3].map((i) => priceFromIn(columns.prices, columns.priceStart[i]!, columns.priceStart[i + 1]!, today))).toEqual([
      700,
      630,
      null,
      350,
    ]);
  });

  it('keeps the facts a search tests, null rating as NaN, and the positions by destination', () => {
    expect([...columns.id]).toEqual([1, 2, 3, 4]);
    expect([...columns.rating].map((r) => (Number.isNaN(r) ? null : r))).toEqual([null, null, 4.5, null]);
    expect(columns.lengthReal[0]).toBe(Math.fround(11.3));
    expect(columns.length[0]).toBe(11.3);
    expect(columns.sailNames).toEqual(['furling']);
    expect([...columns.minNights]).toEqual([1, 1, 1, 7]);
    expect([...columns.mainSail]).toEqual([0, -1, -1, -1]);
    // A search reads a boat's offers only for a stay within the span of its offers: none without offers.
    const within = (i: number, from: string, until: string) => columns.offersFrom[i]! <= d(from) && d(until) <= columns.offersUntil[i]!;
    expect([0, 1, 2].some((i) => within(i, '1970-01-01', '1970-01-02') || within(i, '2027-07-03', '2027-07-10'))).toBe(false);
    expect([columns.offersFrom[3], columns.offersUntil[3]]).toEqual([d('2027-07-03'), d('2027-08-28')]);
    const crewed = columns.productBits.get('crewed')!;
    expect([...columns.products].map((bits) => (bits & crewed) !== 0)).toEqual([false, true, false, false]);
    expect([...columns.byDestination].map(([destination, positions]) => [destination, [...positions]])).toEqual([
      [7, [0, 2, 3]],
      [8, [1]],
    ]);
  });
});

/**
 * Every column as plain values, to compare two builds; products and sail types as each boat's names (an
 * update keeps names no boat has any more, and counts by the highest id it has seen: both harmless).
 */
const plain = (c: FleetColumns) => {
  const { productBits, products, sailNames, mainSail, modelIds: _models, baseIds: _bases, ...rest } = c;
  return {
    ...Object.fromEntries(
      Object.entries(rest).map(([name, value]) => [
        name,
        value instanceof Map
          ? [...value].map(([k, v]) => [k, [...v]])
          : ArrayBuffer.isView(value)
            ? [...value]
            : Object.values(value).map((runs) => [...runs]),
      ]),
    ),
    products: [...products].map((bits) =>
      [...productBits]
        .filter(([, bit]) => bits & bit)
        .map(([name]) => name)
        .sort(),
    ),
    sails: [...mainSail].map((sail) => sailNames[sail] ?? null),
  };
};

describe('the columns after a change', () => {
  it('C6 copying the unchanged boats and writing the changed ones gives the columns of a whole build', () => {
    const before = fleetColumns(fleet, bases);
    // Boat 2 gets a booking and a new product and moves base; boat 4 loses its booking and a period; boat 1 is untouched.
    const changed = [
      fleet[0]!,
      boatOfRow(
        row(2, 1, {
          prices: [['2027-07-05', '2027-09-01', 90]],
          booked: [
            ['2027-07-20', '2027-07-27'],
            ['2027-08-03', '2027-08-10'],
          ],
          products: ['cabin'],
        }),
      ),
      fleet[2]!,
      boatOfRow(row(4, 1, { prices: [['2027-06-01', '2027-07-06', 200]], main_sail_type: 'classic', min_nights: 3 })),
    ];
    const after = fleetColumns(changed, bases, { columns: before, changed: [1, 3] });
    expect(plain(after)).toEqual(plain(fleetColumns(changed, bases)));
    expect([...after.booked.from]).toEqual([d('2027-07-01'), d('2027-07-20'), d('2027-08-03')]);
    expect([...after.byDestination.get(7)!]).toEqual([0, 1, 2, 3]);
    expect([...after.minNights]).toEqual([1, 1, 1, 3]);
    // The state before keeps its own columns: a search under way reads them unchanged.
    expect(plain(before)).toEqual(plain(fleetColumns(fleet, bases)));
  });
});
