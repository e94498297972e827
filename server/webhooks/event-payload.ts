import type { WebhookEventType } from '../../src/contract/webhook-events';
import type { QueuedEvent } from './webhooks-store';

// Issue 29: the JSON body of a delivery (docs/webhooks.md documents every field). It names the booking as the
// company's own tools follow it — reference, boat, dates, state, amounts, company — and nothing more: no
// access token (the visitor's key to the booking), no customer's name, e-mail or phone (an address a
// company enters may be a third-party automation service; its tools look the customer up in the console by
// the reference), no staff names or internal notes. Written once when the event is queued: every attempt
// sends the same bytes' content, and the state is the one the event made (not whatever came later).

export interface WebhookPayload {
  id: string;
  type: WebhookEventType;
  created_at: string;
  company: { slug: string; name: string };
  booking: {
    reference: string;
    state: string | null;
    boat: { id: number; name: string };
    date_start: string;
    date_end: string;
    product: string;
    people: number;
    total: number;
    currency: string;
    option_expires_at: string | null;
  };
  cancellation?: { by: 'customer' | 'company'; fee: number | null; refund: number | null };
  payment?: { amount: number; received_on: string; method: string; received_total: number };
}

const num = (v: unknown) => (typeof v === 'number' ? v : null);
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function payloadOf(publicId: string, type: WebhookEventType, event: QueuedEvent): WebhookPayload {
  const payload: WebhookPayload = {
    id: publicId,
    type,
    created_at: iso(event.at)!,
    company: { slug: event.company_slug, name: event.company_name },
    booking: {
      reference: event.reference,
      state: event.status_after,
      boat: { id: event.yacht_id, name: event.yacht_name },
      date_start: event.date_start,
      date_end: event.date_end,
      product: event.product,
      people: event.people,
      total: event.total,
      currency: event.currency,
      option_expires_at: type === 'option.placed' ? iso(event.expires_at) : null,
    },
  };
  if (type === 'booking.cancelled') {
    // The company's own act (cancelling, or releasing an option) or the visitor's; the fee and refund are
    // known when the visitor cancelled under the terms.
    const byCompany = event.actor === 'operator' || event.kind === 'option_released';
    payload.cancellation = { by: byCompany ? 'company' : 'customer', fee: num(event.data.fee), refund: num(event.data.refund) };
  }
  if (type === 'payment.received') {
    payload.payment = {
      amount: num(event.data.amount) ?? 0,
      received_on: String(event.data.received_on ?? ''),
      method: String(event.data.method ?? ''),
      received_total: num(event.data.received) ?? 0,
    };
  }
  return payload;
}
