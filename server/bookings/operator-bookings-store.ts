import { sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '../../src/contract/booking-constants';
import { selectRows, type Database } from '../db/client';

// The console's SQL of bookings (issue 27): the company's filtered list (and its CSV), a booking's history
// with the staff's names, and the hold's extension. Every query is bounded by the caller's company
// (bookings.company_id, indexed with the period by migration 0014).

export interface ListFilter {
  companyId: number;
  status?: BookingStatus;
  yachtId?: number;
  baseId?: number;
  from?: string;
  to?: string;
  q?: string;
}

export interface ListRow {
  reference: string;
  status: BookingStatus;
  yacht_id: number;
  yacht_name: string;
  base: string;
  date_start: string;
  date_end: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  people: number;
  total: number;
  product: string;
  language: string;
  created_at: string;
  expires_at: string | null;
  ended_by: string | null;
  end_reason: string | null;
  /** The number of rows the filter matches, on every row. */
  matched: number;
}

/** `%` and `_` typed by a person are letters, not wildcards. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: ListFilter): SQL {
  const parts: SQL[] = [sql`bk.company_id = ${f.companyId}`];
  if (f.status) parts.push(sql`bk.status = ${f.status}`);
  if (f.yachtId) parts.push(sql`bk.yacht_id = ${f.yachtId}`);
  if (f.baseId) parts.push(sql`y.base_id = ${f.baseId}`);
  // Days [from, to): none when `to` is not after `from` (daterange would refuse such bounds).
  if (f.from && f.to && f.to <= f.from) parts.push(sql`false`);
  else if (f.from || f.to) parts.push(sql`bk.period && daterange(${f.from ?? null}::date, ${f.to ?? null}::date)`);
  const q = f.q?.trim();
  if (q) {
    const like = likeOf(q);
    parts.push(sql`(bk.reference ilike ${like} or (bk.first_name || ' ' || bk.last_name) ilike ${like} or bk.email ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/** One page of the list (newest first) with the number of matches; or, without a limit, up to `limit` rows for the CSV. */
export async function listBookings(db: Database, f: ListFilter, limit: number, offset: number): Promise<ListRow[]> {
  return selectRows<ListRow>(
    db,
    sql`
    select bk.reference, bk.status, bk.yacht_id, y.name as yacht_name, b.name as base,
      lower(bk.period)::text as date_start, upper(bk.period)::text as date_end,
      bk.first_name, bk.last_name, bk.email, bk.phone, bk.people, bk.total, bk.product, bk.language,
      to_char(bk.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      to_char(bk.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires_at,
      bk.ended_by, bk.end_reason, (count(*) over ())::int as matched
    from bookings bk join yachts y on y.id = bk.yacht_id join bases b on b.id = y.base_id
    where ${whereOf(f)}
    order by bk.created_at desc, bk.id desc
    limit ${limit} offset ${offset}`,
  );
}

export interface HistoryRow {
  at: Date;
  actor: 'customer' | 'operator' | 'system';
  operatorId: number | null;
  operator: string | null;
  kind: string;
  statusBefore: string | null;
  statusAfter: string | null;
  data: Record<string, unknown>;
}

/** A booking's history, oldest first, with the names of the staff who acted. */
export async function historyOf(db: Database, bookingId: number): Promise<HistoryRow[]> {
  const rows = await selectRows<Omit<HistoryRow, 'at'> & { at: string }>(
    db,
    sql`
    select e.at, e.actor, e.operator_id as "operatorId", o.name as operator, e.kind,
      e.status_before as "statusBefore", e.status_after as "statusAfter", e.data
    from booking_events e left join operators o on o.id = e.operator_id
    where e.booking_id = ${bookingId}
    order by e.at, e.id`,
  );
  return rows.map((r) => ({ ...r, at: new Date(r.at) }));
}

/** A new end of an option's hold. */
export async function setHoldEnd(db: Database, bookingId: number, expiresAt: Date): Promise<void> {
  await db.execute(sql`update bookings set expires_at = ${expiresAt.toISOString()}::timestamptz where id = ${bookingId}`);
}

/** The boat's slug when it is one of the company's (by its base); null otherwise. */
export async function companyBoatSlug(db: Database, companyId: number, yachtId: number): Promise<string | null> {
  const [row] = await selectRows<{ slug: string }>(
    db,
    sql`select y.slug from yachts y join bases b on b.id = y.base_id where y.id = ${yachtId} and b.company_id = ${companyId}`,
  );
  return row?.slug ?? null;
}
