import { z } from 'zod';
import { extraUnitSchema, imageUrlsSchema, isoDateSchema, localeSchema } from './catalog-api';
import { textInput } from './text-input';
import { yachtCardSchema } from './yacht-list-api';
import { SLUG, SLUG_MAX_LENGTH } from './slug';

// GET /yacht/{slug}?locale= (§7, C7): the boat page. An unknown slug is a 404 "The boat was not found" (§8).

export const yachtParamsSchema = z.object({
  slug: textInput().max(SLUG_MAX_LENGTH).regex(SLUG),
});
export const yachtQuerySchema = z.object({ locale: localeSchema.default('en') });

const yachtDetailSchema = yachtCardSchema.extend({
  description: z.string(),
  draught_m: z.number(),
  engine: z.string(),
  fuel_tank_l: z.number().int(),
  water_tank_l: z.number().int(),
  deposit: z.number().int(),
  /** 0 = Sunday … 6 = Saturday. */
  check_in_day: z.number().int(),
  check_in_time: z.string(),
  check_out_time: z.string(),
  /**
   * Its prices and calendar come from its company's fleet system (issue 29); how fresh they are is
   * GET /yacht-freshness/{yacht_id}, asked by the page after hydration, as the age changes every minute.
   */
  from_fleet_system: z.boolean(),
  /** The fewest nights a charter of the boat lasts (issue 27); shorter dates get no quote and no booking. */
  min_nights: z.number().int(),
  equipment: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** C8 price items; `per_week_price` is the weekly figure (per day and per night ×7). */
  extras: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price: z.number().int(),
      unit: extraUnitSchema,
      per_week_price: z.number().int(),
      obligatory: z.boolean(),
      payable_at_base: z.boolean(),
    }),
  ),
  /** Every image in the three sizes, the main image first. */
  images: z.array(imageUrlsSchema),
  /** Each image's alt text in the asked language, as its company wrote it (issue 27); null where it has none. */
  image_alts: z.array(z.string().nullable()),
  /** Newest first, at most 50. */
  reviews: z.array(
    z.object({
      author: z.string(),
      country_code: z.string(),
      rate: z.number(),
      body: z.string(),
      language: z.string(),
      sailed_on: isoDateSchema,
    }),
  ),
  /** Offers whose charter days have not started yet; date_end is the check-out day. */
  offers: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      discount_percent: z.number().int(),
      date_start: isoDateSchema,
      date_end: isoDateSchema,
    }),
  ),
  /** Up to 4 boats of the same type in the same destination, closest in length first. */
  similar: z.array(yachtCardSchema),
});
export type YachtDetail = z.infer<typeof yachtDetailSchema>;

export const yachtResponseSchema = z.object({ data: yachtDetailSchema });
export type YachtResponse = z.infer<typeof yachtResponseSchema>;
