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

/** Endpoints a company may have (a receiver per tool; more is a mistake or abuse). */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Deliveries per page of the console's log. */
export const WEBHOOK_DELIVERIES_PAGE = 25;
