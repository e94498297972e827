import { z } from 'zod';
import { localeSchema } from './catalog-api';
import { withRules, type InputRule } from './input-rules';
import { NOT_BLANK, textInput } from './text-input';

// Issue 27, the fleet: a company's bases (its marinas) as its staff keep them in the console. A company made
// from nothing (DEMO_DATA=false) adds its first base here before its first boat. The destination is one of
// the site's (it gives the country); the position is optional (the destination's when left out).

const ID_MAX = 999_999_999;

export const baseParamsSchema = z.object({
  base_id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'The base id is a whole number.')
    .transform(Number),
});

/** `?locale=`: the language of the destination and country names (default en). */
export const basesQuerySchema = z.object({ locale: localeSchema.default('en') });

const line = (label: string, max: number) =>
  textInput({ error: `${label} is required.` })
    .regex(NOT_BLANK, `${label} is required.`)
    .trim()
    .max(max, `${label} has at most ${max} characters.`);

const degrees = (label: string, limit: number) =>
  z
    .number({ error: `${label} is a number of degrees.` })
    .min(-limit, `${label} is between -${limit} and ${limit}.`)
    .max(limit, `${label} is between -${limit} and ${limit}.`)
    .nullable()
    .optional();

const BOTH_OR_NEITHER: InputRule = {
  rule: 'lat and lng are given together, or both left out (the destination’s position is taken)',
  fields: ['lat', 'lng'],
};
const KNOWN_DESTINATION: InputRule = { rule: 'destination_id is one of the site’s destinations', fields: ['destination_id'] };

/** A base as the console writes it, whole (create and edit). */
export const baseBodySchema = withRules(
  z
    .object({
      name: line('The base’s name', 80),
      city: line('The city', 80),
      destination_id: z
        .number({ error: 'The destination is required.' })
        .int('The destination is an id.')
        .positive('The destination is an id.')
        .max(ID_MAX, 'The destination is an id.'),
      lat: degrees('The latitude', 90),
      lng: degrees('The longitude', 180),
    })
    .refine((b) => b.lat == null || b.lng != null, { message: 'The longitude is required with a latitude.', path: ['lng'] })
    .refine((b) => b.lng == null || b.lat != null, { message: 'The latitude is required with a longitude.', path: ['lat'] }),
  BOTH_OR_NEITHER,
  KNOWN_DESTINATION,
);
export type BaseBody = z.output<typeof baseBodySchema>;

// ---- Answers ----

const named = z.object({ id: z.number().int(), name: z.string() });

export const operatorBaseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  destination: named,
  country: named.extend({ code: z.string() }),
  lat: z.number(),
  lng: z.number(),
  /** How many of the company's boats sail from it (a base with boats cannot be deleted). */
  boats: z.number().int(),
});
export type OperatorBase = z.infer<typeof operatorBaseSchema>;

/** The company's bases, and the site's destinations a base can be in (named in the language asked). */
export const operatorBasesSchema = z.object({
  bases: z.array(operatorBaseSchema),
  destinations: z.array(named.extend({ country: z.string() })),
});
