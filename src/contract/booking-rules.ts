import { addDays, daysBetween } from './iso-date';
import type { BookingStatus } from './booking-constants';

// The money rules of a booking, shared by the server (which stores and mails them) and the pages (which
// show them): the payment plan and the cancellation terms. Pure functions of whole euros and calendar days
// ('YYYY-MM-DD'); docs/decisions/020 explains the figures.
//
// Only the part paid online ("pay now": the charter after discount plus the extras not payable at the base)
// is split into instalments or subject to a cancellation fee; what is payable at the base, and the security
// deposit blocked there, are settled at the base and never charged before.

/** About half at booking. */
const FIRST_INSTALMENT_PERCENT = 50;
/** The balance falls due this many days before check-in. */
const BALANCE_DAYS_BEFORE = 30;

type InstalmentKind = 'first' | 'balance' | 'full';

export interface Instalment {
  kind: InstalmentKind;
  /** The day it is due ('YYYY-MM-DD'). */
  due_date: string;
  amount: number;
}

/**
 * The payment plan of `payNow` euros for a booking made on `bookedOn` with check-in `dateStart`:
 * 50 % (rounded half up) at booking and the balance 30 days before check-in; all at once when that day
 * is not after the booking day (departure within 30 days). Nothing to pay: an empty plan.
 */
export function paymentPlan(payNow: number, bookedOn: string, dateStart: string): Instalment[] {
  if (payNow <= 0) return [];
  const balanceDue = addDays(dateStart, -BALANCE_DAYS_BEFORE);
  if (balanceDue <= bookedOn) return [{ kind: 'full', due_date: bookedOn, amount: payNow }];
  const first = Math.floor((payNow * FIRST_INSTALMENT_PERCENT + 50) / 100);
  return [
    { kind: 'first', due_date: bookedOn, amount: first },
    { kind: 'balance', due_date: balanceDue, amount: payNow - first },
  ];
}

/**
 * Cancelling a reservation costs a share of the online price by how early it is cancelled: tiers from
 * the earliest; a tier applies when check-in is at least `min_days_before` days after the day of the
 * cancellation. An option (not yet confirmed) is always cancelled free.
 */
const CANCELLATION_TIERS = [
  { min_days_before: 60, fee_percent: 20 },
  { min_days_before: 30, fee_percent: 50 },
  { min_days_before: 1, fee_percent: 100 },
] as const;

type CancelRefusal = 'already_cancelled' | 'expired' | 'started';

export type CancellationOutcome = { allowed: true; fee_percent: number; fee: number } | { allowed: false; reason: CancelRefusal };

/**
 * What cancelling on `today` would cost: an option is free; a reservation pays its tier's share of
 * `payNow` (rounded half up); on or after the check-in day the booking can no longer be cancelled online.
 */
export function cancellationOutcome(status: BookingStatus, payNow: number, today: string, dateStart: string): CancellationOutcome {
  if (status === 'cancelled') return { allowed: false, reason: 'already_cancelled' };
  if (status === 'expired') return { allowed: false, reason: 'expired' };
  const daysBefore = daysBetween(today, dateStart);
  if (daysBefore < 1 || status === 'completed') return { allowed: false, reason: 'started' };
  if (status === 'option') return { allowed: true, fee_percent: 0, fee: 0 };
  const tier = CANCELLATION_TIERS.find((t) => daysBefore >= t.min_days_before)!;
  return { allowed: true, fee_percent: tier.fee_percent, fee: Math.floor((payNow * tier.fee_percent + 50) / 100) };
}

/** The last day a reservation can be cancelled at each tier's fee: check-in minus the tier's days. */
export function tierDeadlines(dateStart: string): { fee_percent: number; until: string }[] {
  return CANCELLATION_TIERS.map((t) => ({ fee_percent: t.fee_percent, until: addDays(dateStart, -t.min_days_before) }));
}
