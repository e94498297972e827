import { addDays, daysBetween } from './iso-date';
import type { BookingStatus } from './booking-constants';
import type { InstalmentStatus } from './payment-plan';

// The cancellation terms of a booking (issue 28, docs/decisions/038), shared by the server (which applies and
// mails them) and the pages (which show them before the visitor confirms): pure functions of whole euros,
// calendar days ('YYYY-MM-DD') and instants (ISO strings).
//
// An option is always free. A reservation is free within the company's window (free_cancellation_hours after
// reserving, the hours the company had set when the visitor reserved (migration 0023), and never once the first instalment's due day has passed without it being received: the window
// is for changing one's mind, not for holding a boat without paying). After it, the terms' scale as a share of
// the CHARTER PRICE (the boat after discount, not the extras); the refund is what was received less the fee,
// never below 0. No fee is ever a share of money that was not paid.

/** Tiers from the earliest; one applies when check-in is at least `min_days_before` days after the cancellation day. */
const CANCELLATION_TIERS = [
  { min_days_before: 60, fee_percent: 20 },
  { min_days_before: 30, fee_percent: 50 },
  { min_days_before: 1, fee_percent: 100 },
] as const;

const HOUR_MS = 3_600_000;

type CancelRefusal = 'already_cancelled' | 'expired' | 'started';
/** Why cancelling costs what it does: an option, inside the free window, or the scale. */
type CancelRule = 'option' | 'free_window' | 'scale';

export type CancellationOutcome =
  { allowed: true; rule: CancelRule; fee_percent: number; fee: number; refund: number } | { allowed: false; reason: CancelRefusal };

export interface CancellationFacts {
  status: BookingStatus;
  /** The boat after discount: what the scale is a share of. */
  charterPrice: number;
  /** Money received, less refunds. */
  received: number;
  /** The moment of the cancellation (ISO instant); its UTC day counts the days before check-in. */
  now: string;
  /** When the visitor reserved (null for an option). */
  reservedAt: string | null;
  /** The company's free-cancellation window in hours after reserving. */
  freeHours: number;
  /** The plan's first instalment as it stands (null when there is nothing to pay). */
  firstInstalment: InstalmentStatus | null;
  dateStart: string;
}

/**
 * The end of the free window (ISO instant), or null when there is none now: the company's hours after
 * reserving, cut at the end of the first instalment's due day unless it has been received.
 */
export function freeUntil(f: Pick<CancellationFacts, 'reservedAt' | 'freeHours' | 'firstInstalment'>): string | null {
  if (!f.reservedAt || f.freeHours <= 0) return null;
  let end = Date.parse(f.reservedAt) + f.freeHours * HOUR_MS;
  const first = f.firstInstalment;
  if (first && first.state !== 'received') end = Math.min(end, Date.parse(`${addDays(first.due_date, 1)}T00:00:00Z`));
  return new Date(end).toISOString();
}

/** What cancelling at `now` would cost, and the refund due; or why it cannot be done online. */
export function cancellationOutcome(f: CancellationFacts): CancellationOutcome {
  if (f.status === 'cancelled') return { allowed: false, reason: 'already_cancelled' };
  if (f.status === 'expired') return { allowed: false, reason: 'expired' };
  const daysBefore = daysBetween(f.now.slice(0, 10), f.dateStart);
  if (daysBefore < 1 || f.status === 'completed') return { allowed: false, reason: 'started' };
  const received = Math.max(0, f.received);
  if (f.status === 'option') return { allowed: true, rule: 'option', fee_percent: 0, fee: 0, refund: received };
  const windowEnd = freeUntil(f);
  if (windowEnd !== null && Date.parse(f.now) < Date.parse(windowEnd)) {
    return { allowed: true, rule: 'free_window', fee_percent: 0, fee: 0, refund: received };
  }
  const tier = CANCELLATION_TIERS.find((t) => daysBefore >= t.min_days_before)!;
  const fee = Math.floor((Math.max(0, f.charterPrice) * tier.fee_percent + 50) / 100);
  return { allowed: true, rule: 'scale', fee_percent: tier.fee_percent, fee, refund: Math.max(0, received - fee) };
}

/** The last day a reservation can be cancelled at each tier's fee: check-in minus the tier's days. */
export function tierDeadlines(dateStart: string): { fee_percent: number; until: string }[] {
  return CANCELLATION_TIERS.map((t) => ({ fee_percent: t.fee_percent, until: addDays(dateStart, -t.min_days_before) }));
}
