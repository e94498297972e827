import { describe, expect, it } from 'vitest';
import { FleetSourceError } from '../fleet-source';
import { toSourceBoat, type BmLookups } from './bm-mapping';
import { pricesAnswer, specialOffersAnswer, yachtAnswer } from './bm-schemas';

// Issue 29: Booking Manager's boat in our terms, field by field, and the answers that must fail a boat
// (never write half of it): a kind or an extra's unit we do not know, no product we sell, a price not in euros.

const lookups: BmLookups = {
  equipment: new Map([
    ['1', 'Autopilot'],
    ['2', 'GPS'],
  ]),
  shipyards: new Map([['11', 'Bavaria Yachtbau']]),
  baseUrl: 'https://www.booking-manager.com/api/v2/',
};
const range = { from: '2027-05-01', to: '2027-08-01' };

// As the API answers (after the client read the 19-digit ids as text); the Go client's spellings
// (companyID, shipyardID, equipmentIDs, year as a string) on purpose.
const raw = {
  id: '6249881370000107411',
  name: 'Santorini',
  model: 'Bavaria C45',
  shipyardID: 11,
  year: '2021',
  kind: 'Sail boat',
  homeBaseId: 194,
  companyID: 7411,
  draught: 2.1,
  beam: 4.35,
  length: 14.45,
  waterCapacity: 360,
  fuelCapacity: 210,
  engine: 'Volvo Penta D2-60',
  deposit: 2500,
  wc: 4,
  berths: 10,
  cabins: 4,
  mainsailType: 'Furling',
  defaultCheckInDay: 6,
  equipmentIDs: [1, 2, 99],
  images: [
    { url: '/images/b.jpg', sortOrder: 2 },
    { url: 'https://cdn.example.com/a.jpg', sortOrder: 0 },
    { url: 'javascript:alert(1)', sortOrder: 1 },
  ],
  products: [
    {
      name: 'Bareboat',
      isDefaultProduct: true,
      extras: [
        { id: '62498813700001074111', name: 'Transit log', price: 180, unit: 'Per booking', obligatory: true, payableInBase: true },
        { name: 'Skipper', price: 190, unit: 'per day', obligatory: false, payableInBase: true },
        { name: 'Linen', price: 25, unit: 'Per person', obligatory: false, payableInBase: false },
      ],
    },
    { name: 'Cabin', extras: [] },
  ],
};

const prices = pricesAnswer.parse([
  { yachtId: raw.id, dateFrom: '2027-04-04 00:00:00', dateTo: '2027-06-06 00:00:00', product: 'Bareboat', price: 2730, currency: 'EUR' },
  { yachtId: raw.id, dateFrom: '2027-06-06 00:00:00', dateTo: '2027-09-01 00:00:00', product: 'Bareboat', price: 4200, currency: 'EUR' },
  { yachtId: raw.id, dateFrom: '2027-06-06 00:00:00', dateTo: '2027-09-01 00:00:00', product: 'Crewed', price: 9000, currency: 'EUR' },
  { yachtId: '1', dateFrom: '2027-06-06 00:00:00', dateTo: '2027-09-01 00:00:00', product: 'Bareboat', price: 1, currency: 'EUR' },
]);
const offers = specialOffersAnswer.parse([
  {
    id: 1,
    yachtId: raw.id,
    type: 'earlyBooking',
    dateFrom: '2027-01-01 00:00:00',
    dateTo: '2028-01-01 00:00:00',
    discountPercentage: 10,
    bookedBy: '2027-01-31 00:00:00',
  },
  {
    id: 2,
    yachtId: raw.id,
    type: 'lastMinute',
    dateFrom: '2027-01-01 00:00:00',
    dateTo: '2028-01-01 00:00:00',
    discountPercentage: 15,
    daysBeforeCheckIn: 14,
  },
  {
    id: 3,
    yachtId: raw.id,
    type: 'longStay',
    dateFrom: '2027-01-01 00:00:00',
    dateTo: '2028-01-01 00:00:00',
    discountPercentage: 5,
    minimumDuration: 14,
  },
  {
    id: 4,
    yachtId: raw.id,
    type: 'periodDiscount',
    dateFrom: '2027-07-10 00:00:00',
    dateTo: '2027-07-24 00:00:00',
    discountPercentage: 20,
  },
  {
    id: 5,
    yachtId: raw.id,
    type: 'periodDiscount',
    dateFrom: '2027-10-03 00:00:00',
    dateTo: '2027-11-01 00:00:00',
    discountPercentage: 20,
  },
]);

const boat = (over: Record<string, unknown> = {}, p = prices, o = offers) =>
  toSourceBoat(yachtAnswer.parse({ ...raw, ...over }), p, o, lookups, range);

async function invalid(fn: () => unknown): Promise<string> {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(FleetSourceError);
    expect((err as FleetSourceError).kind).toBe('invalid_answer');
    return (err as FleetSourceError).message;
  }
  throw new Error('expected invalid_answer');
}

describe('issue 29: a Booking Manager boat in our terms', () => {
  it('maps the specs, reading the Go client spellings too', () => {
    expect(boat()).toMatchObject({
      externalId: raw.id,
      baseExternalId: '194',
      shipyard: 'Bavaria Yachtbau',
      kind: 'sailing-yacht',
      year: 2021,
      heads: 4,
      maxPeople: 10,
      mainSailType: 'furling',
      deposit: 2500,
      checkInDay: 6,
      checkInTime: '17:00',
      checkOutTime: '09:00',
      minNights: 7,
      equipment: ['Autopilot', 'GPS'],
    });
  });

  it('sells bareboat, and with a skipper when the boat has a Skipper extra; a cabin charter is not ours', () => {
    expect(boat().products).toEqual(['bareboat', 'skipper']);
    expect(boat({ products: [{ name: 'Crewed', isDefaultProduct: true, extras: [] }] }).products).toEqual(['crewed']);
  });

  it("maps the default product's extras with their units, obligatory and payable at base", () => {
    expect(boat().extras).toEqual([
      { externalId: '62498813700001074111', name: 'Transit log', price: 180, unit: 'per_booking', obligatory: true, payableAtBase: true },
      { externalId: 'Bareboat:Skipper:1', name: 'Skipper', price: 190, unit: 'per_day', obligatory: false, payableAtBase: true },
      { externalId: 'Bareboat:Linen:2', name: 'Linen', price: 25, unit: 'per_person', obligatory: false, payableAtBase: false },
    ]);
  });

  it("turns the main product's weekly prices into prices per day, clipped to the range", () => {
    expect(boat().prices).toEqual([
      { from: '2027-05-01', to: '2027-06-06', pricePerDay: 390 },
      { from: '2027-06-06', to: '2027-08-01', pricePerDay: 600 },
    ]);
  });

  it('turns special offers into our three discount kinds (a plain period discount is a long stay of one night)', () => {
    expect(boat().discounts).toEqual([
      { externalId: '1', kind: 'early_booking', from: '2027-05-01', to: '2027-08-01', percent: 10, bookedBy: '2027-01-31' },
      { externalId: '2', kind: 'last_minute', from: '2027-05-01', to: '2027-08-01', percent: 15, withinDays: 14 },
      { externalId: '3', kind: 'long_stay', from: '2027-05-01', to: '2027-08-01', percent: 5, minNights: 14 },
      { externalId: '4', kind: 'long_stay', from: '2027-07-10', to: '2027-07-24', percent: 20, minNights: 1 },
    ]);
  });

  it('rounds a fractional discount to a whole percent', () => {
    const fraction = specialOffersAnswer.parse([
      { id: 7, yachtId: raw.id, type: 'periodDiscount', dateFrom: '2027-06-01', dateTo: '2027-07-01', discountPercentage: 7.5 },
    ]);
    expect(boat({}, prices, fraction).discounts).toEqual([
      { externalId: '7', kind: 'long_stay', from: '2027-06-01', to: '2027-07-01', percent: 8, minNights: 1 },
    ]);
  });

  it('keeps http(s) photos only, as absolute URLs, the main one first', () => {
    expect(boat().photoUrls).toEqual(['https://cdn.example.com/a.jpg', 'https://www.booking-manager.com/images/b.jpg']);
  });

  it('fails the boat on what it cannot map whole', async () => {
    expect(await invalid(() => boat({ kind: 'Houseboat' }))).toMatch(/kind we do not know/);
    expect(await invalid(() => boat({ products: [{ name: 'Cabin', extras: [] }] }))).toMatch(/no product we sell/);
    expect(
      await invalid(() =>
        boat({
          products: [{ name: 'Bareboat', extras: [{ name: 'Fuel', price: 1, unit: 'per litre', obligatory: true, payableInBase: true }] }],
        }),
      ),
    ).toMatch(/unit we do not know/);
    const inDollars = pricesAnswer.parse([
      {
        yachtId: raw.id,
        dateFrom: '2027-06-06 00:00:00',
        dateTo: '2027-09-01 00:00:00',
        product: 'Bareboat',
        price: 4200,
        currency: 'USD',
      },
    ]);
    expect(await invalid(() => boat({}, inDollars))).toMatch(/USD/);
    expect(await invalid(() => boat({ minimumCharterDuration: 30 }))).toMatch(/minimum charter of 30 nights/);
    const whole = specialOffersAnswer.parse([
      { id: 8, yachtId: raw.id, type: 'periodDiscount', dateFrom: '2027-06-01', dateTo: '2027-07-01', discountPercentage: 95 },
    ]);
    expect(await invalid(() => boat({}, prices, whole))).toMatch(/95%/);
    const noDeadline = specialOffersAnswer.parse([
      { id: 9, yachtId: raw.id, type: 'earlyBooking', dateFrom: '2027-01-01', dateTo: '2028-01-01', discountPercentage: 10 },
    ]);
    expect(await invalid(() => boat({}, prices, noDeadline))).toMatch(/bookedBy/);
  });

  it('fails the boat on an obligatory charge per person, and leaves out an optional extra it cannot express', async () => {
    const withExtras = (extras: Record<string, unknown>[]) => boat({ products: [{ name: 'Bareboat', isDefaultProduct: true, extras }] });
    expect(
      await invalid(() => withExtras([{ name: 'Tourist tax', price: 2, unit: 'Per person', obligatory: true, payableInBase: true }])),
    ).toMatch(/obligatory extra "Tourist tax" is charged per person/);
    expect(
      await invalid(() => withExtras([{ name: 'Cleaning', price: 200, currency: 'USD', unit: 'Per booking', obligatory: true }])),
    ).toMatch(/USD/);
    expect(
      withExtras([
        { name: 'Fuel', price: 1, unit: 'per litre', obligatory: false },
        { name: 'Cleaning', price: 200, currency: 'USD', unit: 'Per booking', obligatory: false },
        { name: 'Towels', price: 10, currency: 'EUR', unit: 'Per person', obligatory: false },
      ]).extras.map((e) => e.name),
    ).toEqual(['Towels']);
  });

  it('refuses a yacht answer of the wrong shape at the schema', () => {
    expect(yachtAnswer.safeParse({ ...raw, berths: 'ten' }).success).toBe(false);
    expect(yachtAnswer.safeParse({ ...raw, id: 'abc' }).success).toBe(false);
  });
});
