import { BOAT_NAMES } from '../../../server/db/seed/facts/boat-names';

// The simulated Booking Manager company and its fleet (issue 29): what /companies, /bases, /yachts,
// /prices, /specialOffers, /equipment and /shipyards answer. Field names follow the public Go client
// avocatl/mmk (bm/*.go) and answers of the real API quoted in public code; what neither shows is marked
// as a guess in SOURCES.md. The boats, prices and extras come from a seed, so two runs make the same fleet.
// Dates here are ISO days; the HTTP layer writes them as the API does ("YYYY-MM-DD HH:mm:ss").

export const COMPANY = { id: 7411, name: 'Kornati Blue Charter', city: 'Biograd na Moru', country: 'Croatia' };
/** Another company, seen by the agency's key only. */
export const OTHER_COMPANY = { id: 2250, name: 'Saronic Sails', city: 'Lavrio', country: 'Greece' };

/** Country as bm/country.go has it: `short` the ISO alpha-2 code, `long` the alpha-3. */
export const COUNTRIES = [
  { id: 1, name: 'Croatia', short: 'HR', long: 'HRV', worldRegion: 1 },
  { id: 2, name: 'Greece', short: 'GR', long: 'GRC', worldRegion: 1 },
];

export interface SimBase {
  id: number;
  name: string;
  city: string;
  country: string;
  countryCode: string;
  latitude: string;
  longitude: string;
}

export const BASES: readonly SimBase[] = [
  {
    id: 194,
    name: 'Marina Kornati',
    city: 'Biograd na Moru',
    country: 'Croatia',
    countryCode: 'HR',
    latitude: '43.9380',
    longitude: '15.4420',
  },
  { id: 127, name: 'ACI Marina Split', city: 'Split', country: 'Croatia', countryCode: 'HR', latitude: '43.5025', longitude: '16.4335' },
  {
    id: 2687769540,
    name: 'Olympic Marina',
    city: 'Lavrio',
    country: 'Greece',
    countryCode: 'GR',
    latitude: '37.7076',
    longitude: '24.0594',
  },
  // Another company's base: /bases lists every base, the adapter keeps its company's.
  { id: 301, name: 'Marina Frapa', city: 'Rogoznica', country: 'Croatia', countryCode: 'HR', latitude: '43.5300', longitude: '15.9650' },
];
const COMPANY_BASE_IDS = [194, 127, 2687769540];

export const SHIPYARDS = [
  { id: 11, name: 'Bavaria Yachtbau', shortName: 'Bavaria' },
  { id: 12, name: 'Beneteau', shortName: 'Beneteau' },
  { id: 13, name: 'Jeanneau', shortName: 'Jeanneau' },
  { id: 14, name: 'Lagoon', shortName: 'Lagoon' },
  { id: 15, name: 'Fountaine Pajot', shortName: 'Fountaine Pajot' },
  { id: 16, name: 'Prestige', shortName: 'Prestige' },
  { id: 17, name: 'Custom build Bodrum', shortName: 'Bodrum' },
];

// Equipment names in English; '220V inverter' is one our catalog does not know (the sync leaves it out).
export const EQUIPMENT = [
  { id: 1, name: 'Autopilot' },
  { id: 2, name: 'GPS' },
  { id: 3, name: 'Bimini' },
  { id: 4, name: 'Dinghy' },
  { id: 5, name: 'Outboard engine' },
  { id: 6, name: 'Chart plotter' },
  { id: 7, name: 'Solar panels' },
  { id: 8, name: 'Bow thruster' },
  { id: 9, name: 'Generator' },
  { id: 10, name: 'Air condition' },
  { id: 11, name: '220V inverter' },
];

interface Model {
  name: string;
  kind: string;
  shipyardId: number;
  length: number;
  beam: number;
  draught: number;
  cabins: number;
  berths: number;
  wc: number;
  water: number;
  fuel: number;
  engine: string;
  mainsailType: string | null;
  /** Peak-season week in euros for a new boat. */
  peakWeek: number;
  product: 'Bareboat' | 'Crewed';
}

// `kind` strings as Booking Manager names its yacht kinds (a guess from its web pages: SOURCES.md).
export const MODELS: readonly Model[] = [
  {
    name: 'Bavaria C45',
    kind: 'Sail boat',
    shipyardId: 11,
    length: 14.45,
    beam: 4.35,
    draught: 2.1,
    cabins: 4,
    berths: 10,
    wc: 4,
    water: 360,
    fuel: 210,
    engine: 'Volvo Penta D2-60',
    mainsailType: 'Full batten',
    peakWeek: 4200,
    product: 'Bareboat',
  },
  {
    name: 'Oceanis 46.1',
    kind: 'Sail boat',
    shipyardId: 12,
    length: 14.6,
    beam: 4.5,
    draught: 2.3,
    cabins: 4,
    berths: 10,
    wc: 2,
    water: 370,
    fuel: 200,
    engine: 'Yanmar 4JH57',
    mainsailType: 'Furling',
    peakWeek: 4600,
    product: 'Bareboat',
  },
  {
    name: 'Sun Odyssey 440',
    kind: 'Sail boat',
    shipyardId: 13,
    length: 13.39,
    beam: 4.29,
    draught: 2.2,
    cabins: 4,
    berths: 8,
    wc: 2,
    water: 330,
    fuel: 200,
    engine: 'Yanmar 4JH57',
    mainsailType: 'Furling',
    peakWeek: 3900,
    product: 'Bareboat',
  },
  {
    name: 'Bavaria Cruiser 34',
    kind: 'Sail boat',
    shipyardId: 11,
    length: 10.99,
    beam: 3.53,
    draught: 1.95,
    cabins: 2,
    berths: 6,
    wc: 1,
    water: 150,
    fuel: 150,
    engine: 'Volvo Penta D1-20',
    mainsailType: 'Classic',
    peakWeek: 2100,
    product: 'Bareboat',
  },
  {
    name: 'Lagoon 42',
    kind: 'Catamaran',
    shipyardId: 14,
    length: 12.8,
    beam: 7.7,
    draught: 1.25,
    cabins: 4,
    berths: 10,
    wc: 4,
    water: 600,
    fuel: 600,
    engine: '2 x Yanmar 57 hp',
    mainsailType: 'Full batten',
    peakWeek: 6900,
    product: 'Bareboat',
  },
  {
    name: 'Isla 40',
    kind: 'Catamaran',
    shipyardId: 15,
    length: 11.93,
    beam: 6.63,
    draught: 1.21,
    cabins: 4,
    berths: 10,
    wc: 2,
    water: 350,
    fuel: 400,
    engine: '2 x Volvo 30 hp',
    mainsailType: 'Lazy jack',
    peakWeek: 5900,
    product: 'Bareboat',
  },
  {
    name: 'Prestige 420',
    kind: 'Motor boat',
    shipyardId: 16,
    length: 12.9,
    beam: 4.2,
    draught: 1.1,
    cabins: 3,
    berths: 6,
    wc: 2,
    water: 760,
    fuel: 1100,
    engine: '2 x Volvo IPS 500',
    mainsailType: null,
    peakWeek: 7600,
    product: 'Bareboat',
  },
  {
    name: 'Gulet 24',
    kind: 'Gulet',
    shipyardId: 17,
    length: 24,
    beam: 6.4,
    draught: 2.4,
    cabins: 6,
    berths: 12,
    wc: 6,
    water: 3000,
    fuel: 2500,
    engine: 'Mercedes 420 hp',
    mainsailType: 'Classic',
    peakWeek: 16000,
    product: 'Crewed',
  },
];

interface PricePeriod {
  from: string;
  /** Exclusive. */
  to: string;
  weekly: number;
}

interface SimExtra {
  id: string;
  name: string;
  price: number;
  /** As Booking Manager spells its units (SOURCES.md). */
  unit: string;
  obligatory: boolean;
  payableInBase: boolean;
}

interface SimSpecialOffer {
  id: string;
  /** 'earlyBooking', 'lastMinute', 'longStay' or 'periodDiscount' (a guess: SOURCES.md). */
  type: string;
  dateFrom: string;
  dateTo: string;
  discountPercentage: number;
  bookedBy?: string;
  daysBeforeCheckIn?: number;
  minimumDuration?: number;
}

export interface SimYacht {
  /** 19 digits, like the real ids (too long for a JSON number read as a double). */
  id: string;
  name: string;
  model: Model;
  baseId: number;
  year: number;
  deposit: number;
  commissionPercentage: number;
  maxPeopleOnBoard: number;
  checkInDay: number;
  minimumDuration: number;
  equipmentIds: number[];
  extras: SimExtra[];
  specialOffers: SimSpecialOffer[];
  prices: PricePeriod[];
}

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A season's share of the peak week: low in spring and autumn, peak in July and August. */
const SEASONS: { from: string; to: string; factor: number }[] = [
  { from: '01-01', to: '04-04', factor: 0.45 },
  { from: '04-04', to: '06-06', factor: 0.65 },
  { from: '06-06', to: '07-04', factor: 0.85 },
  { from: '07-04', to: '08-29', factor: 1 },
  { from: '08-29', to: '10-03', factor: 0.75 },
  { from: '10-03', to: '12-31', factor: 0.45 },
];

function pricesFor(peakWeek: number, years: number[]): PricePeriod[] {
  return years.flatMap((year) =>
    SEASONS.map((s, i) => ({
      from: `${year}-${s.from}`,
      to: i === SEASONS.length - 1 ? `${year + 1}-01-01` : `${year}-${s.to}`,
      weekly: Math.round((peakWeek * s.factor) / 10) * 10,
    })),
  );
}

function yachtId(index: number): string {
  return `${624_988_137 + index * 7_919}000010${COMPANY.id}`;
}

export function generateFleet(boats: number, seed: number, firstYear: number): SimYacht[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const years = [firstYear - 1, firstYear, firstYear + 1, firstYear + 2];
  const names = new Set<string>();
  return Array.from({ length: boats }, (_, i) => {
    const model = i < MODELS.length ? MODELS[i]! : pick(MODELS);
    let name = pick(BOAT_NAMES);
    while (names.has(name)) name = `${pick(BOAT_NAMES)} ${names.size}`;
    names.add(name);
    const year = firstYear - Math.floor(next() * 12);
    const age = Math.min(0.3, (firstYear - year) * 0.025);
    const id = yachtId(i);
    const crewed = model.product === 'Crewed';
    const extras: SimExtra[] = [
      { id: `${id}01`, name: 'Transit log', price: 180, unit: 'Per booking', obligatory: true, payableInBase: true },
      // Obligatory charges per booking: the site refuses an obligatory one per person (SOURCES.md).
      { id: `${id}02`, name: 'Tourist tax', price: 60, unit: 'Per booking', obligatory: true, payableInBase: true },
      {
        id: `${id}03`,
        name: crewed ? 'APA' : 'Final cleaning',
        price: crewed ? 4000 : 150,
        unit: 'Per booking',
        obligatory: true,
        payableInBase: !crewed,
      },
      ...(crewed
        ? []
        : [
            { id: `${id}04`, name: 'Skipper', price: 190, unit: 'Per day', obligatory: false, payableInBase: true },
            { id: `${id}05`, name: 'Outboard engine', price: 80, unit: 'Per week', obligatory: false, payableInBase: true },
            { id: `${id}06`, name: 'Bed linen and towels', price: 25, unit: 'Per person', obligatory: false, payableInBase: true },
            { id: `${id}07`, name: 'Late check-out', price: 40, unit: 'Per night', obligatory: false, payableInBase: true },
          ]),
    ];
    const specialOffers: SimSpecialOffer[] = years.slice(1).flatMap((y) => [
      {
        id: `${id}${y}1`,
        type: 'earlyBooking',
        dateFrom: `${y}-01-01`,
        dateTo: `${y + 1}-01-01`,
        discountPercentage: 10,
        bookedBy: `${y}-01-31`,
      },
      {
        id: `${id}${y}2`,
        type: 'lastMinute',
        dateFrom: `${y}-01-01`,
        dateTo: `${y + 1}-01-01`,
        discountPercentage: 15,
        daysBeforeCheckIn: 14,
      },
      {
        id: `${id}${y}3`,
        type: 'longStay',
        dateFrom: `${y}-01-01`,
        dateTo: `${y + 1}-01-01`,
        discountPercentage: 5,
        minimumDuration: 14,
      },
      ...(i % 3 === 0
        ? [{ id: `${id}${y}4`, type: 'periodDiscount', dateFrom: `${y}-10-03`, dateTo: `${y}-11-01`, discountPercentage: 20 }]
        : []),
    ]);
    return {
      id,
      name,
      model,
      baseId: COMPANY_BASE_IDS[i % COMPANY_BASE_IDS.length]!,
      year,
      deposit: Math.round((model.peakWeek * 0.6) / 100) * 100,
      commissionPercentage: 15,
      maxPeopleOnBoard: model.berths + (crewed ? 0 : 1),
      // Saturday (0 = Sunday … 6 = Saturday); a few boats change on Sunday.
      checkInDay: i % 10 === 9 ? 0 : 6,
      // Most boats a week; the motor boats three nights.
      minimumDuration: model.kind === 'Motor boat' ? 3 : 7,
      equipmentIds: EQUIPMENT.filter(() => next() < 0.6).map((e) => e.id),
      extras,
      specialOffers,
      prices: pricesFor(Math.round(model.peakWeek * (1 - age)), years),
    };
  });
}
