import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '../../src/contract/languages';
import { addDays } from '../../src/contract/iso-date';
import type { ExtraUnit } from '../../src/contract/price-rules';
import { selectRows, type Database } from '../db/client';
import type { Texts } from '../db/schema';
import type { AppliedDiscount, DiscountRule } from '../../src/contract/discount-rules';
import { discountRuleOf, discountRulesJson, type DiscountRuleJson } from './discount-rules-data';

// SQL of the catalog that does not go through the in-memory model (server/catalog/model/): the facts a
// booking's quote is decided on, inside its transaction; the boat page's texts, equipment, extras and
// reviews; the reference lists and the name search. Raw SQL where it is clearer than the query builder;
// every count and sum is cast to int because pg answers bigint and numeric as strings while PGlite answers
// numbers.

/** A visitor-facing text in the locale, English when it has no translation (Texts columns). */
function localized(column: SQL, locale: LanguageCode): SQL {
  return sql`coalesce(${column} ->> ${locale}::text, ${column} ->> 'en')`;
}

/** The held days [from, until) of a charter as SQL date expressions (see src/contract/price-rules.ts). */
interface HeldDays {
  from: SQL;
  until: SQL;
}

// The probes below use btree indexes on (boat, period end) rather than the gist exclusion indexes, which
// cost several times more per probe. Both rely on the exclusion constraints: a boat's season periods never
// overlap, nor do its live bookings.

/**
 * `(…) lp` for a lateral join on `yachts y`: `lp.list_price`, the sum of the daily prices over the held
 * days (each season period contributes its price per day × the days it shares with them), and
 * `lp.priced_days`, how many held days have a price. The periods sharing days with [from, until) are
 * those ending after `from`, up to the first one ending on or after `until`, that start before `until`.
 */
function heldPrices(held: HeldDays): SQL {
  const shared = sql`(least(upper(p.period), ${held.until}) - greatest(lower(p.period), ${held.from}))`;
  return sql`(
    select sum(p.price_per_day::bigint * ${shared})::int as list_price, sum(${shared})::int as priced_days
    from yacht_prices p
    where p.yacht_id = y.id and upper(p.period) > ${held.from} and lower(p.period) < ${held.until}
      and upper(p.period) <= (select upper(q.period) from yacht_prices q
                              where q.yacht_id = y.id and upper(q.period) >= ${held.until}
                              order by upper(q.period) limit 1)
  ) lp`;
}

/** `(…) lo` for a lateral join on `yachts y`: the best offer (`lo.slug`, `lo.discount_percent`) whose period covers all held days. */
function bestOffer(held: HeldDays): SQL {
  return sql`(
    select o.slug, o.discount_percent from offers o
    where o.yacht_id = y.id and o.period @> daterange(${held.from}, ${held.until})
    order by o.discount_percent desc, o.id limit 1
  ) lo`;
}

/**
 * Whether a live booking or a block of `yachts y` shares a held day, read from the bookings and blocks
 * themselves (a quote, which a booking trusts; view yacht_held_periods, migration 0014): they never overlap,
 * so the first one ending after `from` is the only one that can, and does when it starts before `until`.
 */
function bookedDuring(held: HeldDays): SQL {
  return sql`coalesce((select lower(bk.period) from yacht_held_periods bk
                       where bk.yacht_id = y.id and upper(bk.period) > ${held.from}
                       order by upper(bk.period) limit 1), 'infinity'::date) < ${held.until}`;
}

export interface QuoteFacts {
  yachtId: number;
  /** Sum of the daily prices over the held days (0 when none is priced). */
  listPrice: number;
  /** How many of the held days have a season price. */
  pricedDays: number;
  /** The boat's minimum nights (issue 27, src/contract/minimum-nights.ts). */
  minNights: number;
  booked: boolean;
  offer: AppliedDiscount | null;
  /** The boat's discount rules (issue 27), which the quote weighs against the offer. */
  rules: DiscountRule[];
  obligatoryExtras: { name: string; price: number; unit: ExtraUnit; payableAtBase: boolean }[];
}

/** A boat and the days a charter of it holds: [dateStart, dateStart + charged). */
export interface HeldCharter {
  yachtId: number;
  dateStart: string;
  charged: number;
}

/**
 * What a quote needs for each charter, in one query however many there are (each its own boat and days):
 * the list price, how many held days are priced, whether a live booking overlaps, the best offer and the
 * obligatory extras. In the order of `charters`; an unknown or unpublished boat (issue 27) is left out, so
 * it is never quoted nor booked.
 */
export async function quoteFacts(
  db: Database,
  charters: readonly HeldCharter[],
  locale: LanguageCode,
): Promise<(QuoteFacts & { charter: number })[]> {
  if (charters.length === 0) return [];
  const held: HeldDays = { from: sql`r.held_from`, until: sql`r.held_until` };
  const column = (values: readonly (number | string)[], type: SQL) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::${type}`;
  const rows = await selectRows<{
    charter: number;
    id: number;
    list_price: number | null;
    priced_days: number | null;
    min_nights: number;
    booked: boolean;
    offer_slug: string | null;
    discount_percent: number | null;
    rules: DiscountRuleJson[];
    extras: { name: string; price: number; unit: ExtraUnit; payable_at_base: boolean }[];
  }>(
    db,
    sql`
    select r.charter::int as charter, y.id, lp.list_price, lp.priced_days, ${bookedDuring(held)} as booked,
      lo.slug as offer_slug, lo.discount_percent, ${discountRulesJson(sql`y.id`)} as rules,
      coalesce((select json_agg(json_build_object('name', ${localized(sql`e.name`, locale)}, 'price', e.price,
                  'unit', e.unit, 'payable_at_base', e.payable_at_base) order by e.id)
                from extras e where e.yacht_id = y.id and e.obligatory), '[]'::json) as extras, y.min_nights
    from unnest(${column(
      charters.map((c) => c.yachtId),
      sql`int[]`,
    )}, ${column(
      charters.map((c) => c.dateStart),
      sql`date[]`,
    )}, ${column(
      charters.map((c) => addDays(c.dateStart, c.charged)),
      sql`date[]`,
    )}) with ordinality as r(yacht_id, held_from, held_until, charter)
    join yachts y on y.id = r.yacht_id and y.published
    left join lateral ${heldPrices(held)} on true
    left join lateral ${bestOffer(held)} on true
    order by r.charter`,
  );
  return rows.map((r) => ({
    charter: r.charter - 1,
    yachtId: r.id,
    listPrice: r.list_price ?? 0,
    pricedDays: r.priced_days ?? 0,
    minNights: r.min_nights,
    booked: r.booked,
    offer: r.offer_slug === null ? null : { kind: 'offer', slug: r.offer_slug, discountPercent: r.discount_percent ?? 0 },
    rules: r.rules.map(discountRuleOf),
    obligatoryExtras: r.extras.map((e) => ({ name: e.name, price: e.price, unit: e.unit, payableAtBase: e.payable_at_base })),
  }));
}

export interface YachtCardRow {
  id: number;
  slug: string;
  name: string;
  type_id: number;
  type_slug: string;
  type_name: string;
  model_id: number;
  model_name: string;
  shipyard_id: number;
  shipyard_name: string;
  year: number;
  length_m: number;
  beam_m: number;
  cabins: number;
  berths: number;
  heads: number;
  max_people: number;
  main_sail_type: string | null;
  products: string[];
  base_id: number;
  base_slug: string;
  base_name: string;
  base_city: string;
  /** The main sail's kind in the request's language (issue 30 item 10). */
  main_sail_name: string | null;
  base_lat: number;
  base_lng: number;
  country_code: string;
  country_slug: string;
  country_name: string;
  main_image: string | null;
  images_count: number;
  rating: number | null;
  reviews_count: number;
  price_from: number | null;
}

/**
 * What the boat page shows beyond its card, with every language's texts (the catalog model keeps them,
 * yacht-page.ts localises); the card, similar boats and offers come from the in-memory catalog itself.
 */
export interface YachtDetailFacts {
  description: Texts;
  draught_m: number;
  engine: string;
  fuel_tank_l: number;
  water_tank_l: number;
  deposit: number;
  check_in_day: number;
  check_in_time: string;
  check_out_time: string;
  images: string[];
  /** The photos' alt texts per language by image key (issue 27, the console's photos). */
  image_alts: Record<string, Partial<Texts>>;
  /** Ids of the equipment list (§3), ascending; the names are the catalog model's. */
  equipment_ids: number[];
  extras: { id: number; name: Texts; price: number; unit: ExtraUnit; obligatory: boolean; payable_at_base: boolean }[];
  reviews: { author: string; country_code: string; rate: number; body: string; language: string; sailed_on: string }[];
  /** Imported from a company's fleet system (issue 29): its page asks how fresh its prices are. */
  from_fleet_system: boolean;
}

/** REVIEWS_ON_PAGE newest reviews. */
const REVIEWS_ON_PAGE = 50;

/**
 * Boat pages' own facts in one statement: each boat's description and specifications, equipment, extras
 * (obligatory first) and reviews, by boat id (a boat that does not exist is simply not in the map).
 */
export async function yachtDetailFacts(db: Database, ids: readonly number[]): Promise<Map<number, YachtDetailFacts>> {
  const rows = await selectRows<YachtDetailFacts & { id: number }>(
    db,
    sql`
    select y.id, y.description, y.draught_m, y.engine, y.fuel_tank_l, y.water_tank_l, y.deposit,
      y.check_in_day, y.check_in_time, y.check_out_time, y.images, y.source_company_id is not null as from_fleet_system,
      coalesce((select json_object_agg(a.image_key, a.alt) from yacht_photo_alts a where a.yacht_id = y.id), '{}'::json) as image_alts,
      array(select distinct unnest(y.equipment_ids) order by 1) as equipment_ids,
      coalesce((select json_agg(json_build_object('id', e.id, 'name', e.name, 'price', e.price,
                  'unit', e.unit, 'obligatory', e.obligatory, 'payable_at_base', e.payable_at_base) order by e.obligatory desc, e.id)
                from extras e where e.yacht_id = y.id), '[]'::json) as extras,
      coalesce((select json_agg(r) from (
                  select author, country_code, rate, body, language, sailed_on from reviews
                  where yacht_id = y.id order by sailed_on desc, id desc limit ${REVIEWS_ON_PAGE}) r), '[]'::json) as reviews
    from yachts y where y.published and y.id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}

export async function equipmentRows(db: Database, locale: LanguageCode) {
  return selectRows<{ id: number; name: string }>(db, sql`select id, ${localized(sql`name`, locale)} as name from equipment order by id`);
}

/** `%` and `_` (and the escape character itself) match literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * A7: boats whose name, model or "shipyard model" contains `name` (case-insensitive); names starting
 * with it first, then name matches, then model matches.
 */
export async function yachtsByName(db: Database, name: string, limit: number) {
  const contains = `%${escapeLike(name)}%`;
  const startsWith = `${escapeLike(name)}%`;
  return selectRows<{
    id: number;
    slug: string;
    name: string;
    type_slug: string;
    model: string;
    shipyard: string;
    base_name: string;
    main_image: string | null;
  }>(
    db,
    sql`
    select y.id, y.slug, y.name, t.slug as type_slug, m.name as model, s.name as shipyard, b.name as base_name,
      y.images[1] as main_image
    from yachts y
    join yacht_types t on t.id = y.type_id
    join models m on m.id = y.model_id
    join shipyards s on s.id = y.shipyard_id
    join bases b on b.id = y.base_id
    where y.published and (y.name ilike ${contains} or m.name ilike ${contains} or (s.name || ' ' || m.name) ilike ${contains})
    order by (y.name ilike ${startsWith}) desc, (y.name ilike ${contains}) desc, y.name, y.id
    limit ${limit}`,
  );
}
