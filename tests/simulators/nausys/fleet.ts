import { BOAT_NAMES } from '../../../server/db/seed/facts/boat-names';

// The simulated NauSYS company's catalogue and fleet (issue 29): what the catalogue/v6 endpoints answer.
// Ids, field names and the shapes follow the NauSYS API v6 documentation's examples (SOURCES.md); the
// boats, prices and extras are generated from a seed so two runs make the same fleet. Dates here are ISO
// days; the HTTP layer writes them as dd.MM.yyyy.

export const COMPANY = { id: 110525, name: 'Adriatic & Aegean Yachting', companyName: 'Adriatic & Aegean Yachting d.o.o.' };
/** Another company the agent's login also sees (an agency sees every company). */
export const OTHER_COMPANY = { id: 100553, name: 'Way Point Charter', companyName: 'Way Point d.o.o.' };

export const COUNTRIES = [
  { id: 1, code: 'HRV', code2: 'HR', name: 'Croatia' },
  { id: 100116, code: 'GRC', code2: 'GR', name: 'Greece' },
];
export const REGIONS = [
  { id: 557576, name: 'Central Dalmatia', countryId: 1 },
  { id: 557577, name: 'Southern Dalmatia', countryId: 1 },
  { id: 602967, name: 'Saronic Gulf', countryId: 100116 },
];
export const LOCATIONS = [
  { id: 51, name: 'Kaštela', lat: 43.5466, lon: 16.3915, regionId: 557576 },
  { id: 62, name: 'Dubrovnik', lat: 42.6705, lon: 18.1253, regionId: 557577 },
  { id: 482414, name: 'Lavrio', lat: 37.7076, lon: 24.0594, regionId: 602967 },
];
export const BASES = [
  { id: 110527, locationId: 51, companyId: COMPANY.id, checkInTime: '17:00', checkOutTime: '09:00', lat: 43.5466, lon: 16.3915 },
  { id: 110529, locationId: 62, companyId: COMPANY.id, checkInTime: '16:00', checkOutTime: '08:30', lat: 42.6705, lon: 18.1253 },
  { id: 579212, locationId: 482414, companyId: COMPANY.id, checkInTime: '17:00', checkOutTime: '09:00', lat: 37.7076, lon: 24.0594 },
  // Another company's base: the catalogue lists every base, the adapter keeps its company's.
  { id: 102753, locationId: 51, companyId: OTHER_COMPANY.id, checkInTime: '18:00', checkOutTime: '08:00', lat: 43.55, lon: 16.4 },
];

export const YACHT_CATEGORIES = [
  { id: 1, name: 'Sailing yacht' },
  { id: 51, name: 'Catamaran' },
  { id: 102, name: 'Gulet' },
  { id: 3, name: 'Motor yacht' },
];
export const YACHT_BUILDERS = [
  { id: 201, name: 'Bavaria' },
  { id: 202, name: 'Beneteau' },
  { id: 203, name: 'Jeanneau' },
  { id: 204, name: 'Lagoon' },
  { id: 205, name: 'Bali' },
  { id: 206, name: 'Prestige' },
  { id: 207, name: 'Dufour' },
];
export const ENGINE_BUILDERS = [
  { id: 120801, name: 'Volvo' },
  { id: 120884, name: 'Yanmar' },
];
export const SAIL_TYPES = [
  { id: 4, name: 'classic/standard' },
  { id: 3, name: 'full batten' },
  { id: 1, name: 'furling/roll' },
];

interface Model {
  id: number;
  name: string;
  yachtCategoryId: number;
  yachtBuilderId: number;
  loa: number;
  beam: number;
  draft: number;
  cabins: number;
  berths: number;
  wc: number;
  waterTank: number;
  fuelTank: number;
  engines: number;
  enginePower: number;
  engineBuilderId: number;
  sailTypeId: number | null;
  /** Peak-season week in euros for a new boat. */
  peakWeek: number;
}

export const MODELS: readonly Model[] = [
  m(263, 'Bavaria C45', 1, 201, [14.45, 4.35, 2.1], [4, 10, 4], [360, 210], [1, 60, 120801], 3, 4200),
  m(264, 'Oceanis 46.1', 1, 202, [14.6, 4.5, 2.3], [4, 10, 2], [370, 200], [1, 57, 120884], 1, 4600),
  m(265, 'Sun Odyssey 440', 1, 203, [13.39, 4.29, 2.2], [4, 8, 2], [330, 200], [1, 57, 120884], 1, 3900),
  m(266, 'Dufour 390 GL', 1, 207, [11.98, 3.9, 1.9], [3, 8, 2], [250, 160], [1, 30, 120801], 4, 2700),
  m(267, 'Lagoon 42', 51, 204, [12.8, 7.7, 1.25], [4, 10, 4], [600, 600], [2, 57, 120884], 3, 6900),
  m(268, 'Bali 4.6', 51, 205, [13.97, 7.7, 1.2], [5, 12, 5], [800, 1000], [2, 60, 120801], 3, 8400),
  m(269, 'Prestige 420', 3, 206, [12.9, 4.2, 1.1], [3, 6, 2], [760, 1100], [2, 370, 120801], null, 7600),
];

function m(
  id: number,
  name: string,
  yachtCategoryId: number,
  yachtBuilderId: number,
  [loa, beam, draft]: number[],
  [cabins, berths, wc]: number[],
  [waterTank, fuelTank]: number[],
  [engines, enginePower, engineBuilderId]: number[],
  sailTypeId: number | null,
  peakWeek: number,
): Model {
  return {
    id,
    name,
    yachtCategoryId,
    yachtBuilderId,
    loa: loa!,
    beam: beam!,
    draft: draft!,
    cabins: cabins!,
    berths: berths!,
    wc: wc!,
    waterTank: waterTank!,
    fuelTank: fuelTank!,
    engines: engines!,
    enginePower: enginePower!,
    engineBuilderId: engineBuilderId!,
    sailTypeId,
    peakWeek,
  };
}

// Equipment names as the English texts NauSYS gives (most of them our catalog's names too; '220 volt socket'
// is one it does not know, which the sync leaves out).
export const EQUIPMENT = [
  { id: 13, name: 'Autopilot' },
  { id: 15, name: 'GPS' },
  { id: 17, name: 'Bimini' },
  { id: 18, name: 'Dinghy' },
  { id: 19, name: 'Outboard engine' },
  { id: 24, name: 'Chart plotter' },
  { id: 51, name: 'Stand-up paddle board' },
  { id: 100491, name: 'Solar panels' },
  { id: 100498, name: 'Bow thruster' },
  { id: 100499, name: 'Generator' },
  { id: 100619, name: 'Air condition' },
  { id: 113406, name: '220 volt socket' },
];
export const SERVICES = [
  { id: 3, name: 'Transit log' },
  { id: 53, name: 'Skipper' },
  { id: 101660, name: 'Final cleaning' },
  { id: 119044, name: 'Tourist tax' },
  { id: 477980, name: 'Bed linen and towels' },
];
// NauSYS's price measures are a catalogue of names; the ids are the ones its examples use (54 with
// per-booking services, 55 with a quantity of 7 days, 1 with weekly equipment).
export const PRICE_MEASURES = [
  { id: 54, name: 'per booking' },
  { id: 1, name: 'per week' },
  { id: 55, name: 'per day' },
  { id: 56, name: 'per night' },
  { id: 101939, name: 'per person' },
  { id: 101767, name: 'one-way' },
];
export const DISCOUNT_ITEMS = [
  { id: 1, name: 'Early booking until 31.01.' },
  { id: 5, name: 'Last minute 14 days' },
  { id: 100509, name: 'Seasonal discount' },
  { id: 579232, name: '2 weeks' },
];

export interface Season {
  id: number;
  year: number;
  from: string;
  to: string;
}

/** The company's seasons: this year and the next two, each a calendar year as NauSYS's examples have. */
export function seasonsFor(firstYear: number): Season[] {
  return [0, 1, 2].map((i) => {
    const year = firstYear + i;
    return { id: 7_000_000 + year, year, from: `${year}-01-01`, to: `${year}-12-31` };
  });
}

interface PricePeriod {
  from: string;
  /** Exclusive. */
  to: string;
  weekly: number;
}

interface SeasonExtra {
  id: number;
  kind: 'service' | 'equipment';
  itemId: number;
  amount: number;
  priceMeasureId: number;
  calculationType: 'SEPARATE_PAYMENT' | 'ADVANCE_PAYMENT';
  obligatory: boolean;
}

interface YachtDiscount {
  discountItemId: number;
  amount: number;
}

interface CheckInPeriod {
  from: string;
  to: string;
  minNights: number;
  /** 0 = Sunday … 6 = Saturday. */
  days: number[];
}

export interface SimYacht {
  id: number;
  name: string;
  baseId: number;
  locationId: number;
  model: Model;
  buildYear: number;
  deposit: number;
  charterType: 'BAREBOAT' | 'CREWED';
  equipmentIds: number[];
  prices: PricePeriod[];
  extras: SeasonExtra[];
  discounts: YachtDiscount[];
  checkInPeriods: CheckInPeriod[];
}

const SEASON_BANDS: readonly [string, string, number][] = [
  ['01-01', '05-01', 0.5],
  ['05-01', '06-01', 0.7],
  ['06-01', '07-01', 0.85],
  ['07-01', '09-01', 1],
  ['09-01', '10-01', 0.75],
  ['10-01', '12-31', 0.5],
];

/** A small seeded generator (mulberry32), so a seed makes the same fleet. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateFleet(count: number, seed: number, seasons: Season[]): SimYacht[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const companyBases = BASES.filter((b) => b.companyId === COMPANY.id);
  const fleet: SimYacht[] = [];
  for (let i = 0; i < count; i++) {
    const model = MODELS[i % MODELS.length]!;
    const base = companyBases[i % companyBases.length]!;
    const buildYear = 2015 + Math.floor(next() * 10);
    const age = seasons[0]!.year - buildYear;
    const peak = Math.round((model.peakWeek * (1 - Math.max(age, 0) * 0.03)) / 10) * 10;
    const prices = seasons.flatMap((season) =>
      SEASON_BANDS.map(([from, to, share]) => ({
        from: `${season.year}-${from}`,
        // The last band runs to the season's end (31.12 inclusive).
        to: to === '12-31' ? `${season.year + 1}-01-01` : `${season.year}-${to}`,
        weekly: Math.round((peak * share) / 10) * 10,
      })),
    );
    const short = next() < 0.2;
    fleet.push({
      id: 102760 + i * 3,
      name: BOAT_NAMES[i % BOAT_NAMES.length]! + (i >= BOAT_NAMES.length ? ` ${Math.floor(i / BOAT_NAMES.length) + 1}` : ''),
      baseId: base.id,
      locationId: base.locationId,
      model,
      buildYear,
      deposit: Math.round((model.peakWeek * 0.4) / 50) * 50,
      charterType: model.yachtCategoryId === 3 && next() < 0.5 ? 'CREWED' : 'BAREBOAT',
      // Standard equipment, apart from what the boat rents out as an extra (the paddle board, the outboard).
      equipmentIds: EQUIPMENT.filter((e) => e.id !== 19 && e.id !== 51 && next() < 0.6).map((e) => e.id),
      prices,
      extras: [
        // Obligatory, paid at the base: the transit log and the final cleaning.
        {
          id: 500000 + i * 10,
          kind: 'service',
          itemId: 3,
          amount: 150 + model.cabins * 20,
          priceMeasureId: 54,
          calculationType: 'SEPARATE_PAYMENT',
          obligatory: true,
        },
        {
          id: 500001 + i * 10,
          kind: 'service',
          itemId: 101660,
          amount: 100 + model.cabins * 15,
          priceMeasureId: 54,
          calculationType: 'SEPARATE_PAYMENT',
          obligatory: true,
        },
        // Obligatory, paid with the charter: the tourist tax per booking.
        {
          id: 500002 + i * 10,
          kind: 'service',
          itemId: 119044,
          amount: 70,
          priceMeasureId: 54,
          calculationType: 'ADVANCE_PAYMENT',
          obligatory: next() < 0.5,
        },
        {
          id: 500003 + i * 10,
          kind: 'service',
          itemId: 53,
          amount: 180,
          priceMeasureId: 55,
          calculationType: 'ADVANCE_PAYMENT',
          obligatory: false,
        },
        {
          id: 500004 + i * 10,
          kind: 'service',
          itemId: 477980,
          amount: 25,
          priceMeasureId: 101939,
          calculationType: 'SEPARATE_PAYMENT',
          obligatory: false,
        },
        {
          id: 500005 + i * 10,
          kind: 'equipment',
          itemId: 51,
          amount: 90,
          priceMeasureId: 1,
          calculationType: 'SEPARATE_PAYMENT',
          obligatory: false,
        },
        {
          id: 500006 + i * 10,
          kind: 'equipment',
          itemId: 19,
          amount: 15,
          priceMeasureId: 56,
          calculationType: 'SEPARATE_PAYMENT',
          obligatory: false,
        },
      ],
      discounts: [
        ...(next() < 0.5 ? [{ discountItemId: 1, amount: 10 }] : []),
        ...(next() < 0.4 ? [{ discountItemId: 5, amount: 15 }] : []),
        ...(next() < 0.4 ? [{ discountItemId: 100509, amount: pick([5, 8]) }] : []),
        ...(next() < 0.3 ? [{ discountItemId: 579232, amount: 5 }] : []),
      ],
      checkInPeriods: [
        short
          ? { from: '1970-01-01', to: '2999-01-01', minNights: 3, days: [3, 6] }
          : { from: '1970-01-01', to: '2999-01-01', minNights: 7, days: [6] },
      ],
    });
  }
  return fleet;
}
