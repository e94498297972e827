import type { Booking } from '../../contract/booking-api';

// B5: inside a partner's iframe, a confirmed booking is announced to the partner page so it can count the
// conversion. The message carries no personal data (no name, e-mail or phone): the partner learns what was
// booked, not who booked it. Documented in docs/embed.md.
const BOOKING_CONFIRMED_MESSAGE = 'bluewater:booking-confirmed';

export interface BookingConfirmedMessage {
  type: typeof BOOKING_CONFIRMED_MESSAGE;
  reference: string;
  boat: { slug: string; name: string };
  date_start: string;
  date_end: string;
  total: number;
  currency: string;
}

export function confirmedMessage(b: Booking): BookingConfirmedMessage {
  return {
    type: BOOKING_CONFIRMED_MESSAGE,
    reference: b.reference,
    boat: { slug: b.yacht.slug, name: b.yacht.name },
    date_start: b.date_start,
    date_end: b.date_end,
    total: b.total,
    currency: b.price.currency,
  };
}

export function postConfirmed(frame: boolean, b: Booking): void {
  if (!frame || window.parent === window) return;
  // Any partner may embed the booking pages, so the target origin is open; the message holds nothing private.
  window.parent.postMessage(confirmedMessage(b), '*');
}
