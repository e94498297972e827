import { sql } from 'drizzle-orm';
import type { Texts } from '../../db/schema';
import type { ExtraUnit } from '../../../src/contract/price-rules';
import type { YachtCardRow } from '../catalog-data';
import { selectRows, type Database } from '../../db/client';
import { discountRulesJson, type DiscountRuleJson } from '../discount-rules-data';

// The SQL that fills the in-memory catalog (catalog-model.ts): the reference tables whole, and the boats
// with everything a list, a card or a quote reads of them, either all or a few by id (after a change).

export interface ReferenceRows {
  countries: { id: number; code: string; slug: string; name: Texts }[];
  destinations: {
    id: number;
    slug: string;
    name: Texts;
    description: Texts;
    country_id: number;
    lat: number;
    lng: number;
    popular: boolean;
  }[];
  bases: { id: number; slug: string; name: string; city: string; lat: number; lng: number; country_id: number; destination_id: number }[];
  types: { id: number; slug: string; name: Texts }[];
  shipyards: { id: number; name: string }[];
  models: { id: number; name: string; shipyard_id: number }[];
  equipment: { id: number; name: Texts }[];
}

export async function referenceRows(db: Database): Promise<ReferenceRows> {
  const [countries, destinations, bases, types, shipyards, models, equipment] = await Promise.all([
    selectRows<ReferenceRows['countries'][number]>(db, sql`select id, code, slug, name from countries`),
    selectRows<ReferenceRows['destinations'][number]>(
      db,
      sql`select id, slug, name, description, country_id, lat, lng, popular from destinations`,
    ),
    selectRows<ReferenceRows['bases'][number]>(db, sql`select id, slug, name, city, lat, lng, country_id, destination_id from bases`),
    selectRows<ReferenceRows['types'][number]>(db, sql`select id, slug, name from yacht_types`),
    selectRows<ReferenceRows['shipyards'][number]>(db, sql`select id, name from shipyards`),
    selectRows<ReferenceRows['models'][number]>(db, sql`select id, name, shipyard_id from models`),
    selectRows<ReferenceRows['equipment'][number]>(db, sql`select id, name from equipment order by id`),
  ]);
  return { countries, destinations, bases, types, shipyards, models, equipment };
}

/** A boat as the model reads it; days are 'YYYY-MM-DD', ranges [from, until). */
/** The card's own columns of a boat (its type, model, shipyard and base come from the reference maps). */
type BoatColumns = Pick<
  YachtCardRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'type_id'
  | 'model_id'
  | 'shipyard_id'
  | 'base_id'
  | 'year'
  | 'length_m'
  | 'beam_m'
  | 'cabins'
  | 'berths'
  | 'heads'
  | 'max_people'
  | 'main_sail_type'
  | 'products'
  | 'main_image'
  | 'images_count'
  | 'rating'
  | 'reviews_count'
>;

export interface BoatRow extends BoatColumns {
  obligatory_per_booking: number;
  obligatory_per_week: number;
  obligatory_per_day: number;
  /** The fewest nights a charter of the boat lasts (issue 27, src/contract/minimum-nights.ts). */
  min_nights: number;
  /** [from, until, price per day], by from. */
  prices: [string, string, number][];
  /** [from, until, discount percent, slug, id, featured, title]. */
  offers: [string, string, number, string, number, boolean, Texts][];
  /** The live bookings' days, [from, until) by from. */
  booked: [string, string][];
  obligatory_extras: { id: number; name: Texts; price: number; unit: ExtraUnit; payable_at_base: boolean }[];
  /** The discount rules (issue 27, migration 0021), by id. */
  discount_rules: DiscountRuleJson[];
}

/**
 * Every published boat, or those of `ids` (a boat that no longer exists or is unpublished (issue 27) is simply
 * not among the rows, so the model drops it).
 */
export async function boatRows(db: Database, ids: readonly number[] | null): Promise<BoatRow[]> {
  const where = ids === null ? sql`true` : sql`y.id = any(${`{${ids.join(',')}}`}::int[])`;
  return selectRows<BoatRow>(
    db,
    sql`
    select y.id, y.slug, y.name, y.type_id, y.model_id, y.shipyard_id, y.base_id, y.year, y.length_m, y.beam_m,
      y.cabins, y.berths, y.heads, y.max_people, y.main_sail_type, y.products, y.images[1] as main_image,
      cardinality(y.images) as images_count, y.rating, y.reviews_count,
      y.obligatory_per_booking, y.obligatory_per_week, y.obligatory_per_day, y.min_nights,
      coalesce((select json_agg(json_build_array(lower(p.period), upper(p.period), p.price_per_day) order by lower(p.period))
                from yacht_prices p where p.yacht_id = y.id), '[]'::json) as prices,
      coalesce((select json_agg(json_build_array(lower(o.period), upper(o.period), o.discount_percent, o.slug, o.id, o.featured, o.title))
                from offers o where o.yacht_id = y.id), '[]'::json) as offers,
      coalesce((select json_agg(json_build_array(lower(b.period), upper(b.period)) order by lower(b.period))
                from yacht_held_periods b where b.yacht_id = y.id), '[]'::json) as booked,
      coalesce((select json_agg(json_build_object('id', e.id, 'name', e.name, 'price', e.price, 'unit', e.unit,
                  'payable_at_base', e.payable_at_base) order by e.id)
                from extras e where e.yacht_id = y.id and e.obligatory), '[]'::json) as obligatory_extras,
      ${discountRulesJson(sql`y.id`)} as discount_rules
    from yachts y where y.published and ${where}`,
  );
}
