import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { PRODUCTS } from './booking-constants';
import { FLEET_SYSTEMS } from './fleet-constants';
import { localeSchema } from './catalog-api';
import { withRules, type InputRule } from './input-rules';
import { NOT_BLANK, textInput } from './text-input';
import { MAIN_SAIL_TYPES, MAX_DESCRIPTION_LENGTH } from './operator-fleet-constants';
import { MIN_NIGHTS_HIGHEST, MIN_NIGHTS_LOWEST } from './minimum-nights';

// Issue 27, the fleet: a company's boats as its staff keep them in the console — what the boat is (type,
// model and shipyard, picked or added), where it sails from (one of the company's bases), its measures,
// layout, tanks, sails, products, deposit, equipment, check-in day and times, minimum nights (shorter
// charters are not offered: src/contract/minimum-nights.ts), and its description in each
// of the 12 languages. New boats start unpublished; publishing needs the English description.

const ID_MAX = 999_999_999;

const idParam = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, `${what} is a whole number.`)
    .transform(Number);

export const fleetBoatParamsSchema = z.object({ yacht_id: idParam('The boat id') });

// Type ids start at 0 (sailing yacht; A6 sorts by them).
const idQuery = (what: string) =>
  z
    .string()
    .regex(/^(0|[1-9]\d{0,8})$/, `${what} is an id.`)
    .transform(Number)
    .optional();

/** The console's boat list, filtered by base, type and whether published. */
export const fleetListQuerySchema = z.object({
  base_id: idQuery('base_id'),
  type_id: idQuery('type_id'),
  published: z.enum(['true', 'false'], { error: 'published is true or false.' }).optional(),
});

/** `?locale=`: the language of the type and equipment names (default en). */
export const fleetOptionsQuerySchema = z.object({ locale: localeSchema.default('en') });

const id = (label: string) =>
  z
    .number({ error: `${label} is required.` })
    .int(`${label} is an id.`)
    .positive(`${label} is an id.`)
    .max(ID_MAX, `${label} is an id.`);

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} is a number.` })
    .int(`${label} is a whole number.`)
    .min(min, `${label} is at least ${min}.`)
    .max(max, `${label} is at most ${max}.`);

const metres = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} is a number of metres.` })
    .min(min, `${label} is at least ${min} m.`)
    .max(max, `${label} is at most ${max} m.`);

const line = (label: string, max: number) =>
  textInput({ error: `${label} is required.` })
    .regex(NOT_BLANK, `${label} is required.`)
    .trim()
    .max(max, `${label} has at most ${max} characters.`);

const time = (label: string) =>
  z.string({ error: `${label} is required.` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} is a time as HH:MM.`);

/** The description per language; a language left out or blank is one the boat is missing. */
const descriptionSchema = z
  .object(
    Object.fromEntries(
      LANGUAGE_CODES.map((code) => [
        code,
        textInput({ multiLine: true })
          .trim()
          .max(MAX_DESCRIPTION_LENGTH, `The description has at most ${MAX_DESCRIPTION_LENGTH} characters.`)
          .optional(),
      ]),
    ) as Record<LanguageCode, z.ZodOptional<z.ZodString>>,
    { error: 'The description is an object of texts by language.' },
  )
  .strict();

const ONE_SHIPYARD: InputRule = {
  rule: 'exactly one of shipyard_id (an existing shipyard) and shipyard_name (a new one)',
  fields: ['shipyard_id'],
};
const ONE_MODEL: InputRule = {
  rule: 'exactly one of model_id (an existing model of the shipyard) and model_name (a new one)',
  fields: ['model_id'],
};
const KNOWN_REFERENCES: InputRule = {
  rule: 'base_id is a base of the caller’s company; type_id, shipyard_id, model_id and equipment_ids exist; an existing model is of the shipyard and the type',
  fields: ['base_id', 'type_id', 'shipyard_id', 'model_id', 'equipment_ids'],
};

const exactlyOne = (a: unknown, b: unknown) => (a === undefined) !== (b === undefined);

/** A boat as the console writes it, whole (create and edit). */
export const fleetBoatBodySchema = withRules(
  z
    .object({
      name: line('The boat’s name', 80),
      type_id: whole('The type', 0, ID_MAX),
      shipyard_id: id('The shipyard').optional(),
      shipyard_name: line('The new shipyard’s name', 80).optional(),
      model_id: id('The model').optional(),
      model_name: line('The new model’s name', 80).optional(),
      year: whole('The year', 1950, 2100),
      base_id: id('The base'),
      length_m: metres('The length', 3, 150),
      beam_m: metres('The beam', 1, 40),
      draught_m: metres('The draught', 0.2, 12),
      cabins: whole('Cabins', 0, 40),
      berths: whole('Berths', 1, 100),
      heads: whole('Heads', 0, 40),
      max_people: whole('Most people aboard', 1, 200),
      engine: line('The engine', 120),
      water_tank_l: whole('The water tank', 0, 100_000),
      fuel_tank_l: whole('The fuel tank', 0, 100_000),
      main_sail_type: z.enum(MAIN_SAIL_TYPES, { error: `Choose one of ${MAIN_SAIL_TYPES.join(', ')}, or null for none.` }).nullable(),
      products: z
        .array(z.enum(PRODUCTS, { error: `Choose from ${PRODUCTS.join(', ')}.` }), { error: 'Choose at least one product.' })
        .min(1, 'Choose at least one product.')
        .max(PRODUCTS.length * 2)
        // A product named twice is the product once.
        .transform((list) => [...new Set(list)]),
      deposit: whole('The deposit', 0, 1_000_000),
      equipment_ids: z
        .array(id('An equipment item'), { error: 'The equipment is a list of ids.' })
        .max(200)
        .transform((list) => [...new Set(list)]),
      check_in_day: whole('The check-in day', 0, 6),
      check_in_time: time('The check-in time'),
      check_out_time: time('The check-out time'),
      // Left out, the fewest there can be: a charter of any length (what every boat had before issue 27).
      min_nights: whole('The minimum nights', MIN_NIGHTS_LOWEST, MIN_NIGHTS_HIGHEST).default(MIN_NIGHTS_LOWEST),
      description: descriptionSchema,
    })
    .refine((b) => exactlyOne(b.shipyard_id, b.shipyard_name), { message: 'Pick a shipyard or name a new one.', path: ['shipyard_id'] })
    .refine((b) => exactlyOne(b.model_id, b.model_name), { message: 'Pick a model or name a new one.', path: ['model_id'] }),
  ONE_SHIPYARD,
  ONE_MODEL,
  KNOWN_REFERENCES,
);
export type FleetBoatBody = z.output<typeof fleetBoatBodySchema>;

// ---- Answers ----

const named = z.object({ id: z.number().int(), name: z.string() });

/**
 * Issue 29: where an imported boat comes from — the company's fleet system (null only while its connection
 * is gone) and the boat's id there; null for a boat entered in the console. The system owns an imported
 * boat's specs, photos, prices, discounts, its extras and holds: the console shows them read-only.
 */
export const boatSourceSchema = z.object({ system: z.enum(FLEET_SYSTEMS).nullable(), external_id: z.string() }).nullable();

const fleetBoatSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: named,
  model: named,
  shipyard: named,
  base: named,
  year: z.number().int(),
  published: z.boolean(),
  /** The languages the description is not written in. */
  missing_languages: z.array(z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]])),
  photos: z.number().int(),
  /** The boat's public page below the language (`/sailing-yacht/bavaria-46-12`), shown once published. */
  public_path: z.string(),
  source: boatSourceSchema,
});
export type FleetBoatSummary = z.infer<typeof fleetBoatSummarySchema>;

export const fleetBoatListSchema = z.object({ boats: z.array(fleetBoatSummarySchema) });

export const fleetBoatSchema = fleetBoatSummarySchema.extend({
  shipyard_id: z.number().int(),
  model_id: z.number().int(),
  type_id: z.number().int(),
  base_id: z.number().int(),
  length_m: z.number(),
  beam_m: z.number(),
  draught_m: z.number(),
  cabins: z.number().int(),
  berths: z.number().int(),
  heads: z.number().int(),
  max_people: z.number().int(),
  engine: z.string(),
  water_tank_l: z.number().int(),
  fuel_tank_l: z.number().int(),
  main_sail_type: z.enum(MAIN_SAIL_TYPES).nullable(),
  products: z.array(z.enum(PRODUCTS)),
  deposit: z.number().int(),
  equipment_ids: z.array(z.number().int()),
  check_in_day: z.number().int(),
  check_in_time: z.string(),
  check_out_time: z.string(),
  min_nights: z.number().int(),
  description: z.record(z.string(), z.string()),
});
export type FleetBoat = z.infer<typeof fleetBoatSchema>;

/** What the boat form picks from: the company's bases, and the site's types, shipyards, models and equipment. */
export const fleetOptionsSchema = z.object({
  bases: z.array(named.extend({ city: z.string() })),
  types: z.array(named.extend({ slug: z.string() })),
  shipyards: z.array(named),
  models: z.array(named.extend({ shipyard_id: z.number().int(), type_id: z.number().int() })),
  equipment: z.array(named),
});
export type FleetOptions = z.infer<typeof fleetOptionsSchema>;
