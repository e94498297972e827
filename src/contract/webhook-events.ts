// Issue 29: the public event types of Bluewater's webhooks (docs/webhooks.md), the names a company chooses
// from in the console and its receivers see in Bluewater-Event. Zod-free: the console page loads it.

export const WEBHOOK_EVENT_TYPES = [
  'option.placed',
  'booking.confirmed',
  'booking.cancelled',
  'option.expired',
  'payment.received',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/**
 * Why an attempt failed, as the delivery log keeps it (the console says it in the owner's language):
 * the receiver answered another status than 2xx; no answer in 10 s; its host has no address; the connection
 * was refused or reset; its TLS certificate was not accepted; its host resolves to a private address, or the
 * address breaks the rules (WEBHOOKS_ALLOW_PRIVATE turned off since); the secret cannot be opened with this
 * server's SECRETS_KEY; anything else.
 */
export const WEBHOOK_FAILURES = [
  'http_status',
  'timeout',
  'host_not_found',
  'refused',
  'reset',
  'tls',
  'private_address',
  'address_refused',
  'secret_unreadable',
  'request_failed',
] as const;
export type WebhookFailure = (typeof WEBHOOK_FAILURES)[number];

/** Attempts of one delivery before it is marked failed and the endpoint's later events go on. */
export const WEBHOOK_MAX_ATTEMPTS = 12;

/** Endpoints a company may have (a receiver per tool; more is a mistake or abuse). */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Deliveries per page of the console's log. */
export const WEBHOOK_DELIVERIES_PAGE = 25;
