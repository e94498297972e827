import type { WebhookEventType } from '../../src/contract/webhook-events';

// Issue 29: which rows of a booking's history (booking_events.kind) are which public event (docs/webhooks.md).
// - placed → option.placed (by a visitor, or by staff for a client).
// - confirmed → booking.confirmed (the company received the first instalment; decision 038).
// - cancelled → booking.cancelled (by the visitor or the company: the payload says who).
// - option_released → booking.cancelled: the company let a client's option go before its hold ended. The
//   booking's state is 'expired' (how the site records a released option) but for a receiver it is the
//   company's act, not the clock's: ended_by 'company'.
// - expired → option.expired (the hold ended with nobody acting: the sweeper, or a visitor meeting it first).
// - payment_recorded → payment.received (money the company recorded; a refund is not an event of the five).
// Every other kind (reserved, paid, completed, option_extended, note, refund_recorded…) sends nothing.
const TYPE_OF_KIND: Record<string, WebhookEventType> = {
  placed: 'option.placed',
  confirmed: 'booking.confirmed',
  cancelled: 'booking.cancelled',
  option_released: 'booking.cancelled',
  expired: 'option.expired',
  payment_recorded: 'payment.received',
};

export const WEBHOOK_KINDS = Object.keys(TYPE_OF_KIND);

export function eventTypeOf(kind: string): WebhookEventType | null {
  return TYPE_OF_KIND[kind] ?? null;
}
