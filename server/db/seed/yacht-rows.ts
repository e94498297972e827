import type { LanguageCode } from '../../../src/contract/languages';
import type { yachts } from '../schema';
import { BASES, type BaseFact } from './facts/bases';
import { BOAT_NAMES } from './facts/boat-names';
import { COUNTRIES, type CountryFact } from './facts/countries';
import { DESTINATIONS } from './facts/destinations';
import { EQUIPMENT } from './facts/equipment';
import { MODELS, type ModelFact } from './facts/models';
import { AREA, CHARACTER, EQUIPPED, INTRO, LAYOUT } from './facts/yacht-texts';
import { YACHT_TYPES } from './facts/yacht-types';
import { baseCountryCode, fullModelName, modelSlug, shipyardId, modelId } from './catalog-rows';
import { createRandom, seedOf, type Random } from './prng';
import { fillAll, joinAll, slugify, type Translated } from './translated';
import { yachtImageKeys } from './image-keys';
import { CITY_NAMES, dataTextIn } from '../../catalog/data-texts';

export type YachtRow = typeof yachts.$inferInsert & { id: number; slug: string; images: string[] };

/** A generated boat with the facts the later steps (prices, extras, bookings) need. */
export interface FleetYacht {
  row: YachtRow;
  model: ModelFact;
  base: BaseFact;
  country: CountryFact;
  /** Laid up ashore from November to March: no prices, no bookings then. */
  laidUp: boolean;
}

const CREWED_ONLY = new Set([3, 7, 13]);
const MOTOR = new Set([2, 4, 7, 9, 11, 13]);

// Gulets sail where they are built and chartered; crewed motor yachts where their guests are.
const ALLOWED_COUNTRIES: Partial<Record<number, readonly string[]>> = {
  3: ['TR', 'HR', 'GR'],
  7: ['HR', 'IT', 'FR', 'ME', 'GR', 'ES'],
  13: ['HR', 'IT', 'FR', 'ME', 'GR'],
  2: ['HR', 'IT', 'FR', 'ME', 'GR', 'ES', 'TR', 'MT'],
  11: ['HR', 'IT', 'FR', 'ME', 'GR', 'ES', 'MT'],
};

function hullFamily(typeId: number): keyof typeof CHARACTER {
  if (typeId === 1 || typeId === 10) return 'catamaran';
  if (typeId === 5) return 'trimaran';
  if (typeId === 3) return 'gulet';
  if (MOTOR.has(typeId)) return 'motor';
  return 'monohull';
}

function pickBase(random: Random, model: ModelFact): BaseFact {
  const allowed = ALLOWED_COUNTRIES[model.type];
  const candidates = allowed ? BASES.filter((b) => allowed.includes(baseCountryCode(b))) : BASES;
  return random.weighted(candidates.map((b) => [b, b.fleet] as const));
}

function productsOf(random: Random, model: ModelFact): string[] {
  if (CREWED_ONLY.has(model.type)) return ['crewed'];
  if (model.type === 8 || model.type === 10) return random.chance(0.3) ? ['bareboat', 'skipper', 'crewed'] : ['skipper', 'crewed'];
  if ((model.type === 2 || model.type === 4) && model.length >= 15) return ['skipper', 'crewed'];
  return model.length >= 15 && random.chance(0.5) ? ['bareboat', 'skipper', 'crewed'] : ['bareboat', 'skipper'];
}

function depositOf(model: ModelFact): number {
  if (model.type === 13) return 30000;
  if (MOTOR.has(model.type)) return model.length < 11 ? 2000 : Math.round((model.length * 700) / 500) * 500;
  if (model.type === 3) return 5000;
  const perMetre = model.type === 1 || model.type === 10 || model.type === 5 ? 300 : 200;
  return Math.max(1500, Math.round((model.length * perMetre) / 500) * 500);
}

function equipmentOf(random: Random, model: ModelFact): number[] {
  const ids = new Set<number>([2, 3, 14, 17, 23]);
  const sail = model.sails.length > 0;
  const cat = model.type === 1 || model.type === 10 || model.type === 4;
  const luxury = [7, 8, 10, 13, 3].includes(model.type);
  const motor = MOTOR.has(model.type);
  const add = (id: number, probability: number) => void (random.chance(probability) && ids.add(id));
  add(5, 0.92);
  if (model.type !== 11) add(4, 0.97);
  if (sail) add(1, 0.85);
  if (sail && model.length >= 14) add(6, 0.6);
  if (cat) add(7, 0.5);
  add(18, luxury ? 1 : 0.7);
  add(21, luxury ? 0.95 : 0.45);
  add(12, luxury ? 1 : model.length >= 14 ? 0.7 : 0.05);
  add(10, motor ? 0.7 : model.length >= 15 ? 0.5 : 0.08);
  add(29, luxury || motor ? 0.9 : cat && model.length >= 13.5 ? 0.45 : 0.03);
  add(34, luxury ? 0.7 : motor ? 0.4 : cat && model.length >= 14 ? 0.2 : 0);
  add(9, motor && model.type !== 4 ? 0.9 : !cat && sail && model.length >= 13 ? 0.6 : 0);
  add(8, luxury ? 0.7 : cat && model.length >= 14 ? 0.4 : 0.02);
  add(11, 0.6);
  add(13, 0.15);
  add(15, 0.4);
  add(16, luxury ? 0.8 : 0.25);
  add(19, motor || model.type === 3 ? 1 : 0.5);
  add(20, 0.6);
  return [...ids].sort((a, b) => a - b);
}

const lengthFormats = new Map<LanguageCode, Intl.NumberFormat>();
// Formatters are slow to build and the seed describes thousands of boats: one per language.
function lengthFormat(language: LanguageCode): Intl.NumberFormat {
  let format = lengthFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'ua' ? 'uk' : language, { maximumFractionDigits: 2 });
    lengthFormats.set(language, format);
  }
  return format;
}

// The equipment named in the description: the notable items, not the fridge and the cushions.
const NOTABLE = [29, 12, 8, 34, 21, 9, 10, 6, 7, 16, 1, 18];

function describe(row: Omit<YachtRow, 'description'>, model: ModelFact, base: BaseFact, random: Random): Translated {
  const region = DESTINATIONS.find((d) => d.slug === base.destination);
  if (!region) throw new Error(`seed facts: unknown region ${base.destination}`);
  const notable = NOTABLE.filter((id) => row.equipmentIds.includes(id)).slice(0, 6);
  const equipmentIn = (language: LanguageCode) => notable.map((id) => EQUIPMENT.find((e) => e.id === id)?.name[language] ?? '').join(', ');
  const values = (language: LanguageCode) => ({
    name: row.name,
    model: fullModelName(model),
    year: row.year,
    base: base.name,
    // Issue 30 item 10: the city as the description's language writes it (Athen, Αθήνα).
    city: dataTextIn(CITY_NAMES, base.city, language),
    cabins: row.cabins,
    berths: row.berths,
    heads: row.heads,
    people: row.maxPeople,
    length: lengthFormat(language).format(model.length),
    area: region.name[language],
    equipment: equipmentIn(language),
    checkIn: row.checkInTime,
    checkOut: row.checkOutTime,
  });
  const parts = [fillAll(random.pick(INTRO), values), fillAll(LAYOUT, values), CHARACTER[hullFamily(model.type)]];
  if (notable.length > 0) parts.push(fillAll(EQUIPPED, values));
  parts.push(fillAll(AREA, values));
  return joinAll(parts);
}

export function fleetYacht(index: number, today: string): FleetYacht {
  const random = createRandom(seedOf(`yacht:${index}`));
  const id = index + 1;
  const model = random.weighted(MODELS.map((m) => [m, m.share] as const));
  const base = pickBase(random, model);
  const countryCode = baseCountryCode(base);
  const country = COUNTRIES.find((c) => c.code === countryCode) as CountryFact;
  const thisYear = Number(today.slice(0, 4));
  const year = random.int(Math.max(2008, model.from), Math.min(model.to ?? thisYear, thisYear));
  const layout = random.pick(model.layouts);
  const name = random.pick(BOAT_NAMES);
  const typeSlug = YACHT_TYPES.find((t) => t.id === model.type)?.slug ?? 'yacht';
  const checkInDay = random.weighted([
    [6, 80],
    [0, 12],
    [3, 8],
  ] as const);
  const [checkInTime, checkOutTime] = random.weighted([
    [['17:00', '09:00'], 70],
    [['18:00', '08:00'], 15],
    [['16:00', '09:00'], 10],
    [['14:00', '10:00'], 5],
  ] as const);
  const equipmentIds = equipmentOf(random, model);
  const partial = {
    id,
    slug: `${modelSlug(model)}-${slugify(name)}-${slugify(base.city)}-${id}`,
    name,
    modelId: modelId(model),
    typeId: model.type,
    shipyardId: shipyardId(model.shipyard),
    baseId: BASES.indexOf(base) + 1,
    year,
    lengthM: model.length,
    beamM: model.beam,
    draughtM: model.draught,
    cabins: layout.cabins,
    berths: layout.berths,
    heads: layout.heads,
    maxPeople: Math.max(model.maxPeople, layout.berths),
    engine: model.engine,
    fuelTankL: model.fuel,
    waterTankL: model.water,
    mainSailType: model.sails.length > 0 ? random.pick(model.sails) : null,
    products: productsOf(random, model),
    deposit: depositOf(model),
    checkInDay,
    checkInTime,
    checkOutTime,
    equipmentIds,
    images: yachtImageKeys(typeSlug, random),
    rating: null,
    reviewsCount: 0,
  };
  const row: YachtRow = { ...partial, description: describe(partial, model, base, random) };
  const laidUp = country.season === 'mediterranean' && !CREWED_ONLY.has(model.type) && random.chance(0.2);
  return { row, model, base, country, laidUp };
}
