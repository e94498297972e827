import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { YachtCard } from '../../src/contract/content-api';
import { bases, countries, models, shipyards, yachtTypes, yachts } from '../db/schema';
import { imageUrls } from '../media/image-urls';

// The boat as a card, shared by offers and bookings: the columns to select, the joins they need and the
// mapping to the contract.
export const yachtCardColumns = {
  yachtId: yachts.id,
  yachtSlug: yachts.slug,
  yachtName: yachts.name,
  typeSlug: yachtTypes.slug,
  model: models.name,
  shipyard: shipyards.name,
  year: yachts.year,
  cabins: yachts.cabins,
  maxPeople: yachts.maxPeople,
  baseName: bases.name,
  baseCity: bases.city,
  countryCode: countries.code,
  // PostgreSQL arrays are 1-based; null when the boat has no image (the media route then serves the default).
  mainImage: sql<string | null>`${yachts.images}[1]`,
};

/** Joins what `yachtCardColumns` reads onto a query that already has `yachts`. */
export function joinYachtCard<T extends PgSelect>(query: T) {
  return query
    .innerJoin(yachtTypes, eq(yachtTypes.id, yachts.typeId))
    .innerJoin(models, eq(models.id, yachts.modelId))
    .innerJoin(shipyards, eq(shipyards.id, yachts.shipyardId))
    .innerJoin(bases, eq(bases.id, yachts.baseId))
    .innerJoin(countries, eq(countries.id, bases.countryId));
}

export interface YachtCardRow {
  yachtSlug: string;
  yachtName: string;
  typeSlug: string;
  model: string;
  shipyard: string;
  year: number;
  cabins: number;
  maxPeople: number;
  baseName: string;
  baseCity: string;
  countryCode: string;
  mainImage: string | null;
}

export function toYachtCard(row: YachtCardRow): YachtCard {
  return {
    slug: row.yachtSlug,
    name: row.yachtName,
    type: row.typeSlug,
    model: row.model,
    shipyard: row.shipyard,
    year: row.year,
    cabins: row.cabins,
    max_people: row.maxPeople,
    base: { name: row.baseName, city: row.baseCity },
    country: row.countryCode,
    main_image: imageUrls('yachts', row.mainImage ?? 'default'),
  };
}
