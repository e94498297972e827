import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '../../src/contract/languages';
import { chargedDays, DAYS_PER_WEEK, type ExtraUnit } from '../../src/contract/price-rules';
import { RANGE_FILTERS, type NumberRange, type RangeFilter, type YachtSearch } from '../../src/contract/yacht-search';
import type { Database } from '../db/client';
import { bestOffer, bookedDuringOnRow, heldDays, heldListPrice, heldPrices, localized, priceFromJoin, sqlList, yachtCardSelect, type YachtCardRow } from './catalog-data';
import { selectRows, selectRowsPrepared } from '../db/client';

// The yacht list in one statement (A4, C2–C6): a CTE of the candidate boats (every filter that is not a
// facet: dates, product, destinations, country, type) with each boat's price, then the page, the total,
// the limits and the facets as aggregates over it. A facet filter (the ranges, the manufacturer, the
// main sail type) is applied as a condition in each aggregate, so each limit and facet can count the
// boats matching every OTHER filter in the same single pass; each facet condition is evaluated once per
// boat, into a boolean column of the CTE that the aggregates test.

type FacetFilter = RangeFilter | 'manufacturer' | 'main_sail_types';

/**
 * The price a boat is listed, filtered and sorted by. With dates it is the quote total of
 * src/contract/price-rules.ts (buildQuote) in SQL: the daily prices over the held days, the best covering
 * offer's discount rounded half up, plus the obligatory extras by unit (as extraTotal). A boat that is
 * booked, or not priced on every held day, is not a candidate (C6). Without dates it is price_from.
 */
function datedCandidates(dates: { start: string; end: string }): { scanWhere: SQL; scanColumns: SQL; joins: SQL; where: SQL; columns: SQL } {
  const charged = chargedDays(dates.start, dates.end);
  const held = heldDays(dates.start, charged);
  return {
    // Tested and priced in the scan of the boats (see candidatesCte): free boats first, read from the row.
    scanWhere: sql`not ${bookedDuringOnRow(held)}`,
    scanColumns: sql`${heldListPrice(held, charged)} as list_price`,
    // Offers are few: one pass over those covering the held days (the best per boat, as bestOffer picks
    // it), hash-joined, beats a probe per boat.
    joins: sql`
      left join (
        select distinct on (yacht_id) yacht_id, slug, discount_percent from offers
        where period @> daterange(${held.from}, ${held.until})
        order by yacht_id, discount_percent desc, id
      ) o on o.yacht_id = y.id`,
    where: sql`y.list_price is not null`,
    // The obligatory extras come summed by unit on the boat's row (kept by triggers on extras).
    columns: sql`((y.list_price::bigint * (100 - coalesce(o.discount_percent, 0)) + 50) / 100
        + y.obligatory_per_booking + y.obligatory_per_week * ${Math.ceil(charged / DAYS_PER_WEEK)}
        + y.obligatory_per_day * ${charged}) as price,
      y.list_price, o.slug as offer_slug, o.discount_percent`,
  };
}

const CANDIDATE_COLUMNS = sql`y.id, y.base_id, y.shipyard_id, y.model_id, y.main_sail_type, y.length_m, y.cabins, y.berths,
  y.heads, y.year, y.max_people, y.rating, y.reviews_count`;

/**
 * The CTE `c` of the candidates with their `price` (and with dates their quote facts). The boats passing
 * the plain column filters are found first, by a scan in a subquery that OFFSET 0 keeps from being
 * flattened into the query around it. With dates that scan also drops the booked boats (read from the
 * row) and prices each remaining one with a scalar subquery in its select list (heldListPrice): once per
 * boat, since flattened, each outer reference to list_price would repeat the probe; and cheaper than a
 * lateral join per boat. Boats without a price for every held day are then dropped.
 * With `flags`, each facet condition (on `c.…` columns) is also evaluated once per boat into a boolean
 * column `f_<facet>` (see facetFlag), which the many aggregates over `c` then test instead of re-evaluating it.
 */
function candidatesCte(
  dated: ReturnType<typeof datedCandidates> | null,
  filters: SQL,
  today: string,
  flags: Partial<Record<FacetFilter, SQL>> = {},
): SQL {
  const [columns, joins] = dated ? [dated.columns, dated.joins] : [sql`pf.price_from as price`, priceFromJoin(today)];
  const [scanWhere, scanColumns] = dated ? [sql`${filters} and ${dated.scanWhere}`, sql`, ${dated.scanColumns}`] : [filters, sql``];
  const candidates = sql`
    select ${CANDIDATE_COLUMNS}, ${columns}
    from (select ${CANDIDATE_COLUMNS}, y.obligatory_per_booking, y.obligatory_per_week, y.obligatory_per_day${scanColumns}
          from yachts y where ${scanWhere} offset 0) y
    ${joins}
    where ${dated ? dated.where : sql`true`}`;
  const flagColumns = Object.entries(flags).map(([name, condition]) => sql`(${condition}) as ${sql.identifier(`f_${name}`)}`);
  if (flagColumns.length === 0) return sql`c as materialized (${candidates})`;
  return sql`c as materialized (select c.*, ${sql.join(flagColumns, sql`, `)} from (${candidates}) c)`;
}

/** The flag column candidatesCte computed for a facet condition, as a condition on `c`. */
function facetFlag(name: FacetFilter): SQL {
  return sql`c.${sql.identifier(`f_${name}`)}`;
}

/** The page's quote facts (the list price and offer come from `c`), read as in quoteFacts. */
function pageQuoteColumns(locale: LanguageCode): SQL {
  return sql`, p.list_price, p.offer_slug, p.discount_percent,
    coalesce((select json_agg(json_build_object('name', ${localized(sql`e.name`, locale)}, 'price', e.price, 'unit', e.unit,
                'payable_at_base', e.payable_at_base) order by e.id)
              from extras e where e.yacht_id = p.id and e.obligatory), '[]'::json) as obligatory_extras`;
}

function inList(column: SQL, values: readonly (string | number)[]): SQL {
  return sql`${column} in ${sqlList(values)}`;
}

/** `column in (ids) or slug-column in (slugs)` for id-or-slug filters, through `table`. */
function idsOrSlugs(column: SQL, table: SQL, filter: { ids: number[]; slugs: string[] }): SQL {
  const byId = filter.ids.length ? [inList(sql`id`, filter.ids)] : [];
  const bySlug = filter.slugs.length ? [inList(sql`slug`, filter.slugs)] : [];
  const where = sql.join([...byId, ...bySlug], sql` or `);
  return sql`${column} in (select id from ${table} where ${where})`;
}

/** Conditions every candidate meets (the non-facet filters). */
function candidateConditions(search: YachtSearch, today: string): SQL[] {
  const conditions: SQL[] = [];
  if (search.products.length) {
    conditions.push(sql`y.products && array[${sql.join(
      search.products.map((p) => sql`${p}`),
      sql`, `,
    )}]::text[]`);
  }
  // The bases are looked up first (= any(array(…)) runs once), so the boats are found through their
  // base index rather than by a join the planner would answer with a scan of the whole fleet.
  if (search.destinations) {
    conditions.push(sql`y.base_id = any(array(select id from bases where ${idsOrSlugs(sql`destination_id`, sql`destinations`, search.destinations)}))`);
  }
  if (search.countries.length) {
    conditions.push(sql`y.base_id = any(array(select b.id from bases b join countries c on c.id = b.country_id
      where ${inList(sql`lower(c.code)`, search.countries)} or ${inList(sql`c.slug`, search.countries)}))`);
  }
  if (search.types) {
    const { ids, slugs } = search.types;
    const byId = ids.length ? [inList(sql`y.type_id`, ids)] : [];
    const bySlug = slugs.length ? [sql`y.type_id in (select id from yacht_types where ${inList(sql`slug`, slugs)})`] : [];
    conditions.push(sql`(${sql.join([...byId, ...bySlug], sql` or `)})`);
  }
  // A charter cannot start in the past: such a search simply finds nothing.
  if (search.dates && search.dates.start < today) conditions.push(sql`false`);
  return conditions;
}

// Bounds are compared in the column's own type: a length of 12.2 is stored as a real, and only a real
// 12.2 equals it (as a double it would be 12.199999809…).
const RANGE_BOUND_TYPE: Record<RangeFilter, SQL> = {
  length: sql`real`,
  cabins: sql`numeric`,
  berths: sql`numeric`,
  heads: sql`numeric`,
  year: sql`numeric`,
  max_people: sql`numeric`,
  price: sql`numeric`,
};

const RANGE_COLUMNS: Record<RangeFilter, SQL> = {
  length: sql`c.length_m`,
  cabins: sql`c.cabins`,
  berths: sql`c.berths`,
  heads: sql`c.heads`,
  year: sql`c.year`,
  max_people: sql`c.max_people`,
  price: sql`c.price`,
};

/** The facet filters of the search, each as a condition on the candidate CTE `c`. */
function facetConditions(search: YachtSearch): Partial<Record<FacetFilter, SQL>> {
  const conditions: Partial<Record<FacetFilter, SQL>> = {};
  for (const name of RANGE_FILTERS) {
    const range = search.ranges[name];
    if (!range) continue;
    const column = RANGE_COLUMNS[name];
    const type = RANGE_BOUND_TYPE[name];
    const parts = [
      ...(range.min !== null ? [sql`${column} >= ${range.min}::${type}`] : []),
      ...(range.max !== null ? [sql`${column} <= ${range.max}::${type}`] : []),
    ];
    conditions[name] = sql`(${sql.join(parts, sql` and `)})`;
  }
  const { shipyardIds, modelIds } = search;
  if (modelIds.length || shipyardIds.length) {
    // C3: a listed model matches; a listed shipyard matches whole unless some of its models are listed.
    const byModel = modelIds.length ? [inList(sql`c.model_id`, modelIds)] : [];
    const narrowed = modelIds.length ? sql` and c.shipyard_id not in (select shipyard_id from models where ${inList(sql`id`, modelIds)})` : sql``;
    const byShipyard = shipyardIds.length ? [sql`(${inList(sql`c.shipyard_id`, shipyardIds)}${narrowed})`] : [];
    conditions.manufacturer = sql`(${sql.join([...byModel, ...byShipyard], sql` or `)})`;
  }
  if (search.mainSailTypes.length) conditions.main_sail_types = inList(sql`c.main_sail_type`, search.mainSailTypes);
  return conditions;
}

function allOf(conditions: SQL[]): SQL {
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

function orderClause(search: YachtSearch): SQL {
  if (!search.orderBy) return sql`c.rating desc nulls last, c.reviews_count desc, c.id`;
  const columns = { price: sql`c.price`, length: sql`c.length_m`, year: sql`c.year`, cabins: sql`c.cabins` };
  const direction = search.orderBy.direction === 'desc' ? sql`desc` : sql`asc`;
  return sql`${columns[search.orderBy.field]} ${direction} nulls last, c.id`;
}

/** A boat of the page: its card, and with dates what its quote needs. */
export interface YachtListPageRow extends YachtCardRow {
  list_price?: number;
  offer_slug?: string | null;
  discount_percent?: number | null;
  obligatory_extras?: { name: string; price: number; unit: ExtraUnit; payable_at_base: boolean }[];
}

export interface YachtListMatch {
  total: number;
  page: YachtListPageRow[];
  limits: Record<RangeFilter, NumberRange>;
  models: { shipyardId: number; shipyardName: string; modelId: number; modelName: string; count: number }[];
  mainSailTypes: { name: string; count: number }[];
  bases: { id: number; slug: string; name: string; city: string; countryCode: string; lat: number; lng: number; count: number }[];
}

/** The matching boats' page (cards, and quote facts with dates), total, limits and facets, in one statement. */
export async function matchYachts(db: Database, search: YachtSearch, today: string): Promise<YachtListMatch> {
  const dated = search.dates ? datedCandidates(search.dates) : null;
  // Each facet condition is evaluated once per candidate, in `c`; the aggregates test its flag.
  const facetSql = facetConditions(search);
  const facets = Object.fromEntries(Object.keys(facetSql).map((name) => [name, facetFlag(name as FacetFilter)])) as Partial<Record<FacetFilter, SQL>>;
  const matching = allOf(Object.values(facets));
  const allBut = (...names: FacetFilter[]) =>
    allOf(Object.entries(facets).filter(([name]) => !names.includes(name as FacetFilter)).map(([, condition]) => condition));
  const limitPairs = RANGE_FILTERS.map(
    (name) => sql`${name}::text, json_build_array(min(${RANGE_COLUMNS[name]}) filter (where ${allBut(name)}),
                                           max(${RANGE_COLUMNS[name]}) filter (where ${allBut(name)}))`,
  );
  const order = orderClause(search);

  const rows = await selectRowsPrepared<{
    total: number;
    limits: Record<RangeFilter, [number | null, number | null]>;
    models: [number, string, number, string, number][];
    sails: [string, number][];
    bases: [number, string, string, string, string, number, number, number][];
    page: YachtListPageRow[];
  }>(
    db,
    sql`
    with ${candidatesCte(dated, allOf(candidateConditions(search, today)), today, facetSql)}
    select
      (select count(*)::int from c where ${matching}) as total,
      (select json_build_object(${sql.join(limitPairs, sql`, `)}) from c) as limits,
      (select coalesce(json_agg(json_build_array(s.id, s.name, m.id, m.name, f.n) order by s.name, s.id, m.name, m.id), '[]'::json)
         from (select model_id, count(*)::int as n from c where ${allBut('manufacturer')} group by model_id) f
         join models m on m.id = f.model_id join shipyards s on s.id = m.shipyard_id) as models,
      (select coalesce(json_agg(json_build_array(f.main_sail_type, f.n) order by f.main_sail_type), '[]'::json)
         from (select main_sail_type, count(*)::int as n from c
               where main_sail_type is not null and ${allBut('main_sail_types')} group by main_sail_type) f) as sails,
      (select coalesce(json_agg(json_build_array(b.id, b.slug, b.name, b.city, co.code, b.lat, b.lng, f.n) order by b.name, b.id), '[]'::json)
         from (select base_id, count(*)::int as n from c where ${matching} group by base_id) f
         join bases b on b.id = f.base_id join countries co on co.id = b.country_id) as bases,
      -- OFFSET 0 keeps the card's six-table join out of this join tree: planned on its own it costs the
      -- planner a third less (PGlite plans this statement on every request; PostgreSQL until its plan cache
      -- settles on the generic plan, see selectRowsPrepared).
      (select coalesce(json_agg(to_json(pg) order by pg.position), '[]'::json) from (
         select card.*, p.position${dated ? pageQuoteColumns(search.locale) : sql``}
         from (select c.*, row_number() over (order by ${order}) as position from c where ${matching}
               order by ${order} limit ${search.perPage} offset ${(search.page - 1) * search.perPage}) p
         cross join lateral (${yachtCardSelect(search.locale, today)} where y.id = p.id offset 0) card
       ) pg) as page`,
  );
  const row = rows[0]!;
  const limits = Object.fromEntries(
    RANGE_FILTERS.map((name) => {
      const [min, max] = row.limits[name];
      return [name, { min, max }];
    }),
  ) as Record<RangeFilter, NumberRange>;
  return {
    total: row.total,
    page: row.page,
    limits,
    models: row.models.map(([shipyardId, shipyardName, modelId, modelName, count]) => ({ shipyardId, shipyardName, modelId, modelName, count })),
    mainSailTypes: row.sails.map(([name, count]) => ({ name, count })),
    bases: row.bases.map(([id, slug, name, city, countryCode, lat, lng, count]) => ({ id, slug, name, city, countryCode, lat, lng, count })),
  };
}

/**
 * C13: the boats matching the search (price filters and sorting by price_from) that are free and priced
 * for `nights` from at least one start day of [windowStart, windowEnd]: per boat, the season periods
 * merged into one multirange minus its booked days (yachts.booked) gives the bookable stretches; a stretch [a, b) allows
 * a start on s when a ≤ s and s + nights ≤ b. A few range operations per boat, whatever the window.
 */
export async function matchFlexible(
  db: Database,
  search: YachtSearch,
  window: { windowStart: string; windowEnd: string; nights: number },
  today: string,
): Promise<{ total: number; pageIds: number[] }> {
  const { windowStart, windowEnd, nights } = window;
  // The days any start in the window can hold, [windowStart, windowEnd + nights), as btree-friendly bounds.
  const [spanFrom, spanUntil] = [sql`${windowStart}::date`, sql`(${windowEnd}::date + ${nights}::int)`];
  const order = orderClause(search);
  const rows = await selectRows<{ total: number; page: number[] }>(
    db,
    sql`
    with ${candidatesCte(null, allOf(candidateConditions({ ...search, dates: null }, today)), today)},
    f as materialized (
      select c.* from c
      where ${allOf(Object.values(facetConditions(search)))}
        and exists (
          select 1 from unnest(
            coalesce((select range_agg(p.period) from yacht_prices p
                      where p.yacht_id = c.id and upper(p.period) > ${spanFrom} and lower(p.period) < ${spanUntil}), '{}'::datemultirange)
            - (select y.booked from yachts y where y.id = c.id)
          ) free
          where greatest(lower(free), ${windowStart}::date) <= least(upper(free) - ${nights}::int, ${windowEnd}::date))
    )
    select (select count(*)::int from f) as total,
      (select coalesce(json_agg(p.id order by p.position), '[]'::json)
         from (select c.id, row_number() over (order by ${order}) as position from f c
               order by ${order} limit ${search.perPage} offset ${(search.page - 1) * search.perPage}) p) as page`,
  );
  return { total: rows[0]!.total, pageIds: rows[0]!.page };
}

export interface StartDayFacts {
  yachtId: number;
  dateStart: string;
  listPrice: number;
  offer: { slug: string; discountPercent: number } | null;
}

/** Every start day of the window on which each boat can be chartered for `nights`, with its list price and best offer. */
export async function flexibleStartDays(
  db: Database,
  yachtIds: number[],
  window: { windowStart: string; windowEnd: string; nights: number },
): Promise<StartDayFacts[]> {
  if (yachtIds.length === 0) return [];
  const { windowStart, windowEnd, nights } = window;
  const held = { from: sql`s.day`, until: sql`(s.day + ${nights}::int)` };
  const rows = await selectRows<{ id: number; day: string; list_price: number; offer_slug: string | null; discount_percent: number | null }>(
    db,
    sql`
    select y.id, s.day, lp.list_price, lo.slug as offer_slug, lo.discount_percent
    from yachts y
    cross join (select ${windowStart}::date + i as day from generate_series(0, ${windowEnd}::date - ${windowStart}::date) i) s
    join lateral ${heldPrices(held)} on lp.priced_days = ${nights}
    left join lateral ${bestOffer(held)} on true
    where y.id in ${sqlList(yachtIds)} and not ${bookedDuringOnRow(held)}`,
  );
  return rows.map((r) => ({
    yachtId: r.id,
    dateStart: r.day,
    listPrice: r.list_price,
    offer: r.offer_slug === null ? null : { slug: r.offer_slug, discountPercent: r.discount_percent ?? 0 },
  }));
}
