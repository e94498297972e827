import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { retriedWrite } from '../bookings/retried-write';
import { everyInterval, type BackgroundPass } from '../background-pass';
import { sealerOf } from '../operators/sealer';
import { eventTypeOf } from './event-types';
import { payloadOf } from './event-payload';
import { retryDelayMs } from './retry-schedule';
import { sendAttempt, type AttemptOutcome } from './webhook-sender';
import {
  advanceCursor,
  claimNext,
  enabledEndpointIds,
  eventsToQueue,
  insertDeliveries,
  lastEventId,
  QUEUE_BATCH,
  recordAttempt,
  type ClaimedDelivery,
  type DeliveryRow,
} from './webhooks-store';

// Issue 29, the webhook worker (docs/webhooks.md). The booking code knows nothing of webhooks: every change
// of a booking is a booking_events row written in the same transaction as the change, and every interval
// this worker (1) queues, per enabled endpoint, its company's new events of the types it chose as
// deliveries — one per endpoint and event, by a unique key, so neither a restart nor a second instance on
// the same PostgreSQL makes two — and (2) sends each endpoint's deliveries one at a time in event order: a
// failing delivery holds the later ones back until it succeeds or has failed WEBHOOK_MAX_ATTEMPTS times (then it is
// marked failed, said so in the log, and the line goes on). Nothing is lost when the process dies between a
// change and its send: the event is in the database, and a claimed attempt's lease runs out.

export interface WebhookContext {
  config: Config;
  db: Database;
  logger: Logger;
  now: () => Date;
}

/** A claimed attempt is someone's for this long: the send's 10 s timeout and room to write its outcome. */
const LEASE_MS = 60_000;
/** Deliveries one endpoint sends in a pass (a long backlog goes on in the next). */
const SENDS_PER_PASS = 50;
/** Endpoints sent to at once: one slow receiver does not hold the others. */
const PARALLEL_ENDPOINTS = 4;

/** One pass (the server runs it every WEBHOOKS_INTERVAL_MS; tests call it): how many were queued and sent. */
export async function runWebhookPass(ctx: WebhookContext): Promise<{ queued: number; delivered: number }> {
  const ids = await enabledEndpointIds(ctx.db);
  let queued = 0;
  for (const id of ids) queued += await queueEvents(ctx, id);
  let delivered = 0;
  for (let i = 0; i < ids.length; i += PARALLEL_ENDPOINTS) {
    const counts = await Promise.all(ids.slice(i, i + PARALLEL_ENDPOINTS).map((id) => sendLine(ctx, id)));
    delivered += counts.reduce((a, b) => a + b, 0);
  }
  return { queued, delivered };
}

async function queueEvents(ctx: WebhookContext, endpointId: number): Promise<number> {
  return retriedWrite(() =>
    ctx.db.transaction(async (tx) => {
      const found = await eventsToQueue(tx, endpointId);
      if (!found) return 0;
      const now = ctx.now();
      const rows = found.events.map((event) => {
        const type = eventTypeOf(event.kind)!;
        const publicId = randomUUID();
        return {
          endpointId,
          eventId: event.id,
          publicId,
          eventType: type,
          payload: { ...payloadOf(publicId, type, event) },
          nextAttemptAt: now,
          createdAt: now,
        };
      });
      await insertDeliveries(tx, rows);
      // A full batch: the rest after its last event next time; else every event so far has been looked at.
      await advanceCursor(tx, endpointId, rows.length === QUEUE_BATCH ? rows.at(-1)!.eventId : await lastEventId(tx));
      return rows.length;
    }),
  );
}

/**
 * The endpoint's line: its first delivery after another while they succeed (or one is given up, letting the
 * next go); how many were delivered.
 */
async function sendLine(ctx: WebhookContext, endpointId: number): Promise<number> {
  let delivered = 0;
  for (let i = 0; i < SENDS_PER_PASS; i++) {
    const claimed = await claimNext(ctx.db, endpointId, ctx.now(), LEASE_MS);
    if (!claimed) break;
    const status = await attempt(ctx, claimed);
    if (status === 'pending') break;
    if (status === 'delivered') delivered++;
  }
  return delivered;
}

/** One attempt and its outcome written: the delivery's status now. */
async function attempt(ctx: WebhookContext, { delivery, url, secretSealed }: ClaimedDelivery): Promise<DeliveryRow['status']> {
  let secret: string;
  try {
    secret = sealerOf(ctx.config).open(secretSealed);
  } catch {
    // Another SECRETS_KEY than the one that sealed it: only a new secret helps (the owner rotates it).
    return settle(ctx, delivery.id, delivery.attempts, {
      ok: false,
      code: null,
      error: 'secret_unreadable',
    });
  }
  const outcome = await sendAttempt({
    url,
    secret,
    body: JSON.stringify(delivery.payload),
    type: delivery.eventType,
    deliveryId: delivery.publicId,
    attempt: delivery.attempts,
    at: ctx.now(),
    allowPrivate: ctx.config.WEBHOOKS_ALLOW_PRIVATE,
  });
  return settle(ctx, delivery.id, delivery.attempts, outcome);
}

async function settle(ctx: WebhookContext, id: number, attempts: number, outcome: AttemptOutcome): Promise<DeliveryRow['status']> {
  const at = ctx.now();
  if (outcome.ok) {
    await recordAttempt(ctx.db, id, { status: 'delivered', code: outcome.code, error: null, nextAttemptAt: null, at });
    return 'delivered';
  }
  const wait = retryDelayMs(attempts);
  if (wait === null) {
    // The log says it was given up by its status (failed) and the line goes on.
    await recordAttempt(ctx.db, id, { status: 'failed', code: outcome.code, error: outcome.error, nextAttemptAt: null, at });
    ctx.logger.warn({ delivery: id, attempts }, 'webhook delivery failed for good');
    return 'failed';
  }
  await recordAttempt(ctx.db, id, {
    status: 'pending',
    code: outcome.code,
    error: outcome.error,
    nextAttemptAt: new Date(at.getTime() + wait),
    at,
  });
  return 'pending';
}

export function startWebhookWorker(ctx: WebhookContext, intervalMs: number): BackgroundPass {
  return everyInterval(
    intervalMs,
    async () => {
      const { queued, delivered } = await runWebhookPass(ctx);
      if (queued || delivered) ctx.logger.info({ queued, delivered }, 'webhooks');
    },
    (err) => ctx.logger.warn({ err }, 'webhook pass failed; the next pass tries again'),
  );
}
