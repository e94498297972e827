import type { z } from 'zod';
import type { WebhookEventType, WebhookFailure } from '../../src/contract/webhook-events';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_DELIVERIES_PAGE } from '../../src/contract/webhook-events';
import type { webhookBodySchema, webhookUpdateSchema, WebhookDelivery, WebhookEndpoint } from '../../src/contract/operator-webhooks-api';
import type { ApiContext } from '../api/endpoint';
import { HttpError, notFound } from '../http-error';
import type { OperatorCaller } from '../operators/operator-sessions';
import { insertAudit } from '../operators/operators-store';
import { sealerOf } from '../operators/sealer';
import { addressProblem, resolvedProblem } from '../http/address-guard';
import { newWebhookSecret } from './signature';
import {
  countEndpoints,
  deleteEndpoint,
  deliveriesOf,
  endpointOf,
  endpointsOf,
  insertEndpoint,
  lastEventId,
  lockedEndpoint,
  resendDelivery,
  updateEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from './webhooks-store';

// Issue 29, the console's webhooks (owners): a company's endpoints, their secrets and delivery logs. Every
// write is audited in its transaction — the address and events before and after, never the secret (the
// trail says a secret was made and when). The company is always the caller's: another's endpoint is a 404.

type Body = z.output<typeof webhookBodySchema>;
type Update = z.output<typeof webhookUpdateSchema>;

const invalid = (field: string, message: string) => new HttpError(422, 'The given data was invalid', { [field]: [message] });
const endpointNotFound = () => notFound('No such webhook endpoint');

/** The address may be reached: its form (https, no credentials, not local) and what its host resolves to now. */
async function checkAddress(ctx: ApiContext, url: string): Promise<void> {
  const allow = ctx.config.WEBHOOKS_ALLOW_PRIVATE;
  const problem = addressProblem(url, allow) ?? (await resolvedProblem(url, allow));
  if (problem) throw invalid('url', problem);
}

const viewOf = (
  row: Pick<EndpointRow, 'id' | 'url' | 'events' | 'enabled' | 'createdAt' | 'secretCreatedAt'>,
  last: WebhookEndpoint['last_status'],
  pending: number,
): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  created_at: new Date(row.createdAt).toISOString(),
  secret_created_at: new Date(row.secretCreatedAt).toISOString(),
  last_status: last,
  pending,
});

const audited = (row: Pick<EndpointRow, 'url' | 'events' | 'enabled'>) => ({ url: row.url, events: row.events, enabled: row.enabled });

export async function listEndpoints(ctx: ApiContext, caller: OperatorCaller) {
  const rows = await endpointsOf(ctx.db, caller.operator.companyId);
  return { endpoints: rows.map((r) => viewOf(r, r.last_status, r.pending)), limit: MAX_WEBHOOK_ENDPOINTS } as const;
}

/** A new endpoint and its secret, shown now (and on demand later, to owners). Events from now on are sent. */
export async function createEndpoint(ctx: ApiContext, caller: OperatorCaller, body: Body) {
  await checkAddress(ctx, body.url);
  const secret = newWebhookSecret();
  const now = ctx.now();
  const companyId = caller.operator.companyId;
  const row = await ctx.db.transaction(async (tx) => {
    // Two owners adding at the same moment may pass the limit by one: harmless, it is a guard against abuse.
    if ((await countEndpoints(tx, companyId)) >= MAX_WEBHOOK_ENDPOINTS) {
      throw invalid('url', `A company has at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; delete one first.`);
    }
    const since = await lastEventId(tx);
    const created = await insertEndpoint(tx, {
      companyId,
      url: body.url,
      events: body.events,
      secretSealed: sealerOf(ctx.config).seal(secret),
      secretCreatedAt: now,
      sinceEventId: since,
      cursorEventId: since,
      createdAt: now,
    });
    await insertAudit(tx, {
      companyId,
      operatorId: caller.operator.id,
      action: 'webhook.created',
      entity: 'webhook',
      entityId: String(created.id),
      before: null,
      after: { ...audited(created), secret_created_at: now.toISOString() },
      at: now,
    });
    return created;
  });
  return { endpoint: viewOf(row, null, 0), secret };
}

/**
 * A new address, events or enabled state. Re-enabled, it is sent the events from now on, not those in between.
 * A new address is checked as a first one is; turning an endpoint off never depends on its host's lookup.
 */
export async function changeEndpoint(ctx: ApiContext, caller: OperatorCaller, id: number, body: Update) {
  const companyId = caller.operator.companyId;
  const current = await endpointOf(ctx.db, companyId, id);
  if (!current) throw endpointNotFound();
  if (body.url !== current.url) await checkAddress(ctx, body.url);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const before = await lockedEndpoint(tx, companyId, id);
    if (!before) throw endpointNotFound();
    const since = !before.enabled && body.enabled ? await lastEventId(tx) : null;
    const after = await updateEndpoint(tx, id, {
      url: body.url,
      events: body.events,
      enabled: body.enabled,
      ...(since === null ? {} : { sinceEventId: since, cursorEventId: since }),
    });
    await insertAudit(tx, {
      companyId,
      operatorId: caller.operator.id,
      action: 'webhook.changed',
      entity: 'webhook',
      entityId: String(id),
      before: audited(before),
      after: audited(after),
      at: now,
    });
    return after;
  });
  const listed = (await endpointsOf(ctx.db, companyId)).find((r) => r.id === row.id);
  return viewOf(row, listed?.last_status ?? null, listed?.pending ?? 0);
}

/** The endpoint and its log go; nothing more is sent to it (an attempt under way finishes). */
export async function removeEndpoint(ctx: ApiContext, caller: OperatorCaller, id: number) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await lockedEndpoint(tx, caller.operator.companyId, id);
    if (!before) throw endpointNotFound();
    await deleteEndpoint(tx, id);
    await insertAudit(tx, {
      companyId: caller.operator.companyId,
      operatorId: caller.operator.id,
      action: 'webhook.deleted',
      entity: 'webhook',
      entityId: String(id),
      before: audited(before),
      after: null,
      at: now,
    });
  });
  return { success: true as const };
}

/** The secret, opened for an owner; a 409 when this server's SECRETS_KEY cannot open it (rotate it then). */
export async function secretOf(ctx: ApiContext, caller: OperatorCaller, id: number) {
  const row = await endpointOf(ctx.db, caller.operator.companyId, id);
  if (!row) throw endpointNotFound();
  try {
    return { secret: sealerOf(ctx.config).open(row.secretSealed), created_at: row.secretCreatedAt.toISOString() };
  } catch {
    throw new HttpError(
      409,
      'This secret was sealed under another SECRETS_KEY; make a new one.',
      undefined,
      undefined,
      'secret_unreadable',
    );
  }
}

/** A new secret: the old one stops signing at once (deliveries from now on carry the new signature). */
export async function rotateSecret(ctx: ApiContext, caller: OperatorCaller, id: number) {
  const secret = newWebhookSecret();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await lockedEndpoint(tx, caller.operator.companyId, id);
    if (!before) throw endpointNotFound();
    await updateEndpoint(tx, id, { secretSealed: sealerOf(ctx.config).seal(secret), secretCreatedAt: now });
    await insertAudit(tx, {
      companyId: caller.operator.companyId,
      operatorId: caller.operator.id,
      action: 'webhook.secret_rotated',
      entity: 'webhook',
      entityId: String(id),
      before: { secret_created_at: before.secretCreatedAt.toISOString() },
      after: { secret_created_at: now.toISOString() },
      at: now,
    });
  });
  return { secret, created_at: now.toISOString() };
}

const deliveryViewOf = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  delivery_id: row.publicId,
  event: row.eventType as WebhookEventType,
  booking_reference: String((row.payload.booking as { reference?: string } | undefined)?.reference ?? ''),
  status: row.status,
  attempts: row.attempts,
  response_code: row.lastStatusCode,
  error: row.lastError as WebhookFailure | null,
  created_at: row.createdAt.toISOString(),
  last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
  next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  delivered_at: row.deliveredAt?.toISOString() ?? null,
});

export async function deliveryLog(ctx: ApiContext, caller: OperatorCaller, id: number, before: number | undefined) {
  const row = await endpointOf(ctx.db, caller.operator.companyId, id);
  if (!row) throw endpointNotFound();
  const rows = await deliveriesOf(ctx.db, id, before, WEBHOOK_DELIVERIES_PAGE + 1);
  const page = rows.slice(0, WEBHOOK_DELIVERIES_PAGE);
  return { deliveries: page.map(deliveryViewOf), next_before: rows.length > WEBHOOK_DELIVERIES_PAGE ? page.at(-1)!.id : null };
}

/** "Send again": the delivery goes first in its endpoint's line with the same id (a receiver may drop it). */
export async function resend(ctx: ApiContext, caller: OperatorCaller, id: number, deliveryId: number) {
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const endpoint = await lockedEndpoint(tx, caller.operator.companyId, id);
    if (!endpoint) throw endpointNotFound();
    const resent = await resendDelivery(tx, id, deliveryId, now);
    if (!resent) throw notFound('No such delivery');
    await insertAudit(tx, {
      companyId: caller.operator.companyId,
      operatorId: caller.operator.id,
      action: 'webhook.resent',
      entity: 'webhook',
      entityId: String(id),
      before: null,
      after: { delivery: resent.publicId, event: resent.eventType },
      at: now,
    });
    return resent;
  });
  return deliveryViewOf(row);
}
