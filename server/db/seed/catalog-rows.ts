import type { bases, countries, destinations, equipment, models, shipyards, yachtTypes } from '../schema';
import { BASES } from './facts/bases';
import { COUNTRIES } from './facts/countries';
import { DESTINATIONS } from './facts/destinations';
import { EQUIPMENT } from './facts/equipment';
import { MODELS, SHIPYARDS, type ModelFact } from './facts/models';
import { YACHT_TYPES } from './facts/yacht-types';
import { slugify } from './translated';

// The reference tables of the fleet, with ids given by position in the facts (1-based), so yachts can
// point at them before anything is inserted.

export interface CatalogRows {
  countries: (typeof countries.$inferInsert)[];
  destinations: (typeof destinations.$inferInsert)[];
  bases: (typeof bases.$inferInsert)[];
  yachtTypes: (typeof yachtTypes.$inferInsert)[];
  shipyards: (typeof shipyards.$inferInsert)[];
  models: (typeof models.$inferInsert)[];
  equipment: (typeof equipment.$inferInsert)[];
}

const countryId = (code: string) =>
  indexOrThrow(
    COUNTRIES.findIndex((c) => c.code === code),
    code,
  ) + 1;
export const destinationId = (slug: string) =>
  indexOrThrow(
    DESTINATIONS.findIndex((d) => d.slug === slug),
    slug,
  ) + 1;
export const shipyardId = (name: string) =>
  indexOrThrow(
    SHIPYARDS.findIndex((s) => s.name === name),
    name,
  ) + 1;
export const modelId = (model: ModelFact) => MODELS.indexOf(model) + 1;

function indexOrThrow(index: number, key: string): number {
  if (index < 0) throw new Error(`seed facts: unknown reference ${key}`);
  return index;
}

/** Destination of a base → its country (bases name their region; the region names its country). */
export function baseCountryCode(base: (typeof BASES)[number]): string {
  const destination = DESTINATIONS.find((d) => d.slug === base.destination);
  if (!destination) throw new Error(`seed facts: base ${base.name} names unknown region ${base.destination}`);
  return destination.country;
}

/**
 * Model slugs read like the boat: "lagoon-42", "beneteau-oceanis-46-1", "jeanneau-sun-odyssey-440" (the
 * builder is prefixed unless the model name already starts with a word of it).
 */
export function modelSlug(model: ModelFact): string {
  return slugify(fullModelName(model));
}

/** "Lagoon 42", "Beneteau Oceanis 46.1", "Gulet 24 m": the model as people name it. */
export function fullModelName(model: ModelFact): string {
  const named = model.shipyard.split(' ').some((word) => model.name.startsWith(`${word} `));
  return named ? model.name : `${model.shipyard} ${model.name}`;
}

function baseSlug(base: (typeof BASES)[number]): string {
  return slugify(base.name);
}

export function catalogRows(): CatalogRows {
  return {
    countries: COUNTRIES.map((c, i) => ({
      id: i + 1,
      code: c.code,
      slug: c.slug,
      name: c.name,
      description: c.description,
      lat: c.lat,
      lng: c.lng,
    })),
    destinations: DESTINATIONS.map((d, i) => ({
      id: i + 1,
      slug: d.slug,
      countryId: countryId(d.country),
      name: d.name,
      description: d.description,
      lat: d.lat,
      lng: d.lng,
      popular: d.popular,
    })),
    bases: BASES.map((b, i) => ({
      id: i + 1,
      slug: baseSlug(b),
      name: b.name,
      city: b.city,
      countryId: countryId(baseCountryCode(b)),
      destinationId: destinationId(b.destination),
      lat: b.lat,
      lng: b.lng,
    })),
    yachtTypes: YACHT_TYPES.map((t) => ({ id: t.id, slug: t.slug, name: t.name })),
    shipyards: SHIPYARDS.map((s, i) => ({ id: i + 1, name: s.name, country: s.country })),
    models: MODELS.map((m, i) => ({ id: i + 1, shipyardId: shipyardId(m.shipyard), name: m.name, typeId: m.type })),
    equipment: EQUIPMENT.map((e) => ({ id: e.id, name: e.name })),
  };
}
