import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { Executor } from '../operators/operators-store';
import { eventTypeOf, WEBHOOK_KINDS } from './event-types';

// Issue 29, the webhooks' SQL: the console's endpoints and delivery log, and the worker's two steps — queue
// the company's new booking events for each endpoint, then claim an endpoint's first waiting delivery. Every
// statement of the console takes the caller's company: another company's endpoint is never found.

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * booking_events ids come from a sequence, and a transaction that took a lower id can commit after one that
 * took a higher: the worker looks this far back behind its cursor for events it has not queued yet (the
 * unique key on (endpoint, event) skips the ones it has).
 */
const LOOK_BACK = 1000;
/** Events queued per endpoint and pass (the next pass takes the rest). */
export const QUEUE_BATCH = 500;

/** The id of the newest booking event: a new (or re-enabled) endpoint gets the events after it. */
export async function lastEventId(db: Executor): Promise<number> {
  const [row] = await selectRows<{ id: number | null }>(db as Database, sql`select max(id) as id from booking_events`);
  return Number(row?.id ?? 0);
}

export async function endpointsOf(db: Executor, companyId: number) {
  return selectRows<EndpointRow & { last_status: DeliveryRow['status'] | null; pending: number }>(
    db as Database,
    sql`select e.id, e.url, e.events, e.enabled, e.created_at as "createdAt", e.secret_created_at as "secretCreatedAt",
          (select d.status from webhook_deliveries d where d.endpoint_id = e.id order by d.id desc limit 1) as last_status,
          (select count(*)::int from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'pending') as pending
        from webhook_endpoints e where e.company_id = ${companyId} order by e.id`,
  );
}

export async function countEndpoints(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId));
  return row?.n ?? 0;
}

export async function insertEndpoint(db: Executor, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

/** The company's endpoint, locked for the caller's transaction; null for another company's or none. */
export async function lockedEndpoint(db: Executor, companyId: number, id: number): Promise<EndpointRow | null> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function endpointOf(db: Executor, companyId: number, id: number): Promise<EndpointRow | null> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateEndpoint(
  db: Executor,
  id: number,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow> {
  const [row] = await db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning();
  return row!;
}

export async function deleteEndpoint(db: Executor, id: number): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** The endpoint's log, newest first; with `before`, the page older than that delivery. */
export async function deliveriesOf(db: Executor, endpointId: number, before: number | undefined, limit: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), before === undefined ? undefined : lt(webhookDeliveries.id, before)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

/** "Send again": the delivery waits again, first in its endpoint's line, tried at once with its attempts counted anew. */
export async function resendDelivery(db: Executor, endpointId: number, id: number, now: Date): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, leasedUntil: null, deliveredAt: null })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)))
    .returning();
  return row ?? null;
}

/** The worker's endpoints: the enabled ones. */
export async function enabledEndpointIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.enabled, true))
    .orderBy(webhookEndpoints.id);
  return rows.map((r) => r.id);
}

/** A booking event the endpoint has not been given yet, with what its payload names. */
export interface QueuedEvent {
  id: number;
  kind: string;
  at: Date;
  actor: string;
  status_after: string | null;
  data: Record<string, unknown>;
  reference: string;
  yacht_id: number;
  yacht_name: string;
  date_start: string;
  date_end: string;
  product: string;
  people: number;
  total: number;
  currency: string;
  expires_at: Date | null;
  company_slug: string;
  company_name: string;
}

/**
 * Step one, in the caller's transaction: the endpoint locked (SKIP LOCKED: another instance queueing it
 * already makes this one pass it by), its company's events of the types it chose after its cursor (and
 * LOOK_BACK behind it) not yet queued for it, in order. Null when another instance holds it or it is
 * disabled or gone.
 */
export async function eventsToQueue(tx: Database, endpointId: number) {
  const [endpoint] = await selectRows<{
    id: number;
    company_id: number;
    events: string[];
    since_event_id: number;
    cursor_event_id: number;
  }>(
    tx,
    sql`select id, company_id, events, since_event_id, cursor_event_id from webhook_endpoints
        where id = ${endpointId} and enabled for update skip locked`,
  );
  if (!endpoint) return null;
  const from = Math.max(endpoint.since_event_id, endpoint.cursor_event_id - LOOK_BACK);
  const chosen = WEBHOOK_KINDS.filter((kind) => endpoint.events.includes(eventTypeOf(kind)!));
  if (!chosen.length) return { endpoint, events: [] };
  const kinds = sql.join(
    chosen.map((k) => sql`${k}`),
    sql`, `,
  );
  const events = await selectRows<QueuedEvent>(
    tx,
    sql`select e.id, e.kind, e.at, e.actor, e.status_after, e.data, b.reference, y.id as yacht_id, y.name as yacht_name,
          lower(b.period)::text as date_start, upper(b.period)::text as date_end, b.product, b.people, b.total,
          coalesce(b.quote->>'currency', 'EUR') as currency, b.expires_at, c.slug as company_slug, c.trading_name as company_name
        from booking_events e
        join bookings b on b.id = e.booking_id
        join yachts y on y.id = b.yacht_id
        join companies c on c.id = b.company_id
        where e.id > ${from} and b.company_id = ${endpoint.company_id} and e.kind in (${kinds})
          and not exists (select 1 from webhook_deliveries d where d.endpoint_id = ${endpointId} and d.event_id = e.id)
        order by e.id limit ${QUEUE_BATCH}`,
  );
  return { endpoint, events };
}

/** The cursor moves to the newest event looked at (never back). */
export async function advanceCursor(tx: Database, endpointId: number, to: number): Promise<void> {
  await tx.execute(sql`update webhook_endpoints set cursor_event_id = greatest(cursor_event_id, ${to}) where id = ${endpointId}`);
}

export async function insertDeliveries(tx: Executor, rows: (typeof webhookDeliveries.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(webhookDeliveries).values(rows).onConflictDoNothing();
}

/** A claimed attempt: the delivery, where it goes and the sealed secret to sign it with. */
export interface ClaimedDelivery {
  delivery: DeliveryRow;
  url: string;
  secretSealed: string;
}

/**
 * Step two: the endpoint's first waiting delivery, when its time has come and no one is sending it, claimed
 * for `leaseMs` (its attempt counted). Under the endpoint's lock, so of several instances one claims it; the
 * rest of the line waits behind it. A process that dies while sending leaves the lease to run out: the
 * delivery is tried again then (the receiver drops a repeat by its Bluewater-Delivery id).
 */
export async function claimNext(db: Database, endpointId: number, now: Date, leaseMs: number): Promise<ClaimedDelivery | null> {
  return db.transaction(async (tx) => {
    const [endpoint] = await selectRows<{ url: string; secret_sealed: string }>(
      tx,
      sql`select url, secret_sealed from webhook_endpoints where id = ${endpointId} and enabled for update skip locked`,
    );
    if (!endpoint) return null;
    const [head] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')))
      .orderBy(webhookDeliveries.id)
      .limit(1);
    if (!head || head.nextAttemptAt > now || (head.leasedUntil && head.leasedUntil > now)) return null;
    const [claimed] = await tx
      .update(webhookDeliveries)
      .set({ attempts: head.attempts + 1, lastAttemptAt: now, leasedUntil: new Date(now.getTime() + leaseMs) })
      .where(eq(webhookDeliveries.id, head.id))
      .returning();
    return { delivery: claimed!, url: endpoint.url, secretSealed: endpoint.secret_sealed };
  });
}

/** An attempt's outcome: delivered, waiting for its next try, or failed for good. */
export async function recordAttempt(
  db: Executor,
  id: number,
  outcome: { status: DeliveryRow['status']; code: number | null; error: string | null; nextAttemptAt: Date | null; at: Date },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      lastStatusCode: outcome.code,
      lastError: outcome.error,
      leasedUntil: null,
      ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
      ...(outcome.status === 'delivered' ? { deliveredAt: outcome.at } : {}),
    })
    .where(eq(webhookDeliveries.id, id));
}
