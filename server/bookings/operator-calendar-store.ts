import { sql } from 'drizzle-orm';
import { LIVE_BOOKING_STATUSES } from '../../src/contract/booking-constants';
import type { Calendar } from '../../src/contract/operator-bookings-api';
import type { LanguageCode } from '../../src/contract/languages';
import { selectRows, type Database } from '../db/client';

// The availability chart's SQL (issue 27): every boat of the company with the live bookings and blocks that
// touch the chart's days, and the filters' bases and types, in ONE statement: 300 boats × 26 weeks is one
// round trip (npm run bench:chart). The company's bookings over the days are one scan of the
// (company_id, period) index of migration 0014 — a booking counts only when it is the company's own, so a
// boat that changed hands never shows its former company's customers — and the spans carry no more than a
// cell needs (a chart of 300 boats holds some 5,000 of them): the booking page and the blocks API have the rest.

const LIVE = sql.raw(LIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(', '));

export interface ChartFilter {
  companyId: number;
  /** '[from, to)' */
  period: string;
  baseId: number | null;
  typeId: number | null;
  locale: LanguageCode;
}

export async function chartOf(db: Database, f: ChartFilter): Promise<Omit<Calendar, 'from' | 'weeks'>> {
  const [row] = await selectRows<{ chart: Omit<Calendar, 'from' | 'weeks'> }>(
    db,
    sql`
    with fleet as (
      select y.id, y.name, m.name as model, y.base_id, y.type_id, y.products, y.max_people, b.name as base_name
      from yachts y join bases b on b.id = y.base_id join models m on m.id = y.model_id
      where b.company_id = ${f.companyId}
    ), spans as (
      select bk.yacht_id, lower(bk.period) as start, json_build_object(
        'kind', 'booking', 'reference', bk.reference, 'status', bk.status,
        'date_start', lower(bk.period)::text, 'date_end', upper(bk.period)::text,
        'expires_at', to_char(bk.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) as span
      from bookings bk
      where bk.company_id = ${f.companyId} and bk.status in (${LIVE}) and bk.period && ${f.period}::daterange
      union all
      select bl.yacht_id, lower(bl.period), json_build_object(
        'kind', 'block', 'id', bl.id, 'date_start', lower(bl.period)::text, 'date_end', upper(bl.period)::text, 'reason', bl.reason)
      from yacht_blocks bl join fleet fl on fl.id = bl.yacht_id
      where bl.period && ${f.period}::daterange
    ), per_boat as (
      select yacht_id, json_agg(span order by start) as spans from spans group by yacht_id
    )
    select json_build_object(
      'boats', coalesce((
        select json_agg(json_build_object(
          'id', fl.id, 'name', fl.name, 'model', fl.model, 'base_id', fl.base_id, 'type_id', fl.type_id,
          'products', fl.products, 'max_people', fl.max_people, 'spans', coalesce(pb.spans, '[]'::json))
          order by fl.base_name, fl.name, fl.id)
        from fleet fl left join per_boat pb on pb.yacht_id = fl.id
        where (${f.baseId}::int is null or fl.base_id = ${f.baseId}::int)
          and (${f.typeId}::int is null or fl.type_id = ${f.typeId}::int)
      ), '[]'::json),
      'bases', coalesce((
        select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name, b.id)
        from bases b where b.company_id = ${f.companyId}
      ), '[]'::json),
      'types', coalesce((
        select json_agg(json_build_object('id', t.id, 'name', coalesce(t.name ->> ${f.locale}::text, t.name ->> 'en')) order by t.id)
        from yacht_types t where t.id in (select type_id from fleet)
      ), '[]'::json)
    ) as chart`,
  );
  return row!.chart;
}
