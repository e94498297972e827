import { z } from 'zod';
import { withRules, type InputRule } from './input-rules';
import { textInput } from './text-input';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_FAILURES,
  WEBHOOK_URL_MAX_LENGTH,
} from './webhook-events';

// Issue 29, the console's webhooks (owners): a company's endpoints, their secrets and their delivery logs.
// The contract checks the shape (an http(s) URL, known event types); whether the address may be reached
// (https, a public host) depends on the server's configuration and is checked there (422 too).

const id = (label: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, `The ${label} id is a whole number.`)
    .transform(Number);

export const webhookParamsSchema = z.object({ webhook_id: id('webhook') });
export const webhookDeliveryParamsSchema = z.object({ webhook_id: id('webhook'), delivery_id: id('delivery') });

const URL_MESSAGE = 'Enter the full address, starting with https://.';
const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `An event is one of: ${WEBHOOK_EVENT_TYPES.join(', ')}.` }), {
    error: 'Choose the events to send.',
  })
  .min(1, 'Choose at least one event.')
  .max(WEBHOOK_EVENT_TYPES.length, 'Name each event once.')
  // An event named twice is the same choice: kept once.
  .transform((events) => [...new Set(events)]);

const REACHABLE: InputRule = {
  rule: 'url is https: on the public internet — not a local name, a loopback, private or link-local address, nor a host that resolves to one (unless the server sets WEBHOOKS_ALLOW_PRIVATE, which allows them, over http: too) — without a user name or password, and its host name can be found',
  fields: ['url'],
};
const LIMIT: InputRule = { rule: `a company has at most ${MAX_WEBHOOK_ENDPOINTS} endpoints`, fields: ['url'] };

const endpointFields = {
  url: textInput({ error: 'The address is required.' })
    .trim()
    .min(1, 'The address is required.')
    .max(WEBHOOK_URL_MAX_LENGTH, `The address has at most ${WEBHOOK_URL_MAX_LENGTH} characters.`)
    .regex(/^https?:\/\/\S+$/i, URL_MESSAGE),
  events: eventsSchema,
};

/** A new endpoint: its address and events. */
export const webhookBodySchema = withRules(z.object(endpointFields), REACHABLE, LIMIT);

/** An endpoint changed: its address, events and whether it is on, all at once. */
export const webhookUpdateSchema = withRules(
  z.object({
    ...endpointFields,
    /** False: nothing is sent or queued for it until it is enabled again (events in between are not sent). */
    enabled: z.boolean({ error: 'enabled is true or false.' }),
  }),
  REACHABLE,
);

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  created_at: z.string(),
  secret_created_at: z.string(),
  /** The newest delivery's status, or null before the first. */
  last_status: z.enum(WEBHOOK_DELIVERY_STATUSES).nullable(),
  /** Deliveries waiting (the first of them being tried, the rest behind it). */
  pending: z.number().int(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointsSchema = z.object({
  endpoints: z.array(webhookEndpointSchema),
  /** How many endpoints a company may have. */
  limit: z.literal(MAX_WEBHOOK_ENDPOINTS),
});

export const webhookSecretSchema = z.object({
  /** Sign and verify with it (docs/webhooks.md); shown to owners only. */
  secret: z.string(),
  created_at: z.string(),
});

export const createdWebhookSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });

export const deliveriesQuerySchema = z.object({
  before: z.coerce
    .number({ error: 'before must be a delivery id.' })
    .int('before must be a delivery id.')
    .positive('before must be a delivery id.')
    .max(2_147_483_647, 'before must be a delivery id.')
    .optional(),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** What receivers see as Bluewater-Delivery (the same on every attempt). */
  delivery_id: z.string(),
  event: z.enum(WEBHOOK_EVENT_TYPES),
  booking_reference: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The HTTP status of the last attempt; null when none answered (refused, timed out) or none was made. */
  response_code: z.number().int().nullable(),
  /** Why the last attempt failed (src/contract/webhook-events.ts; never the receiver's body); a failed delivery was given up after its last attempt. */
  error: z.enum(WEBHOOK_FAILURES).nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  /** A pending delivery's next try (it waits for the ones before it too). */
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  /** The `before` of the next (older) page; null on the last. */
  next_before: z.number().int().nullable(),
});
