import type { Booking, BookingPrice, BookingQuote, PriceLine } from '../../src/contract/booking-api';
import { cancellationOutcome, freeUntil, tierDeadlines, type CancellationFacts } from '../../src/contract/booking-rules';
import { instalmentStates, netReceived, paymentPlan, type InstalmentStatus, type MoneyMovement } from '../../src/contract/payment-plan';
import { isoDateOf } from '../../src/contract/iso-date';
import type { YachtCard } from '../../src/contract/yacht-list-api';
import { LIVE_BOOKING_STATUSES } from '../../src/contract/booking-constants';
import type { BookingRow } from './bookings-store';
import { paymentInstructions } from './payment-methods';
import type { PaymentRow } from './payments-store';

// A stored booking as the API answers it: the quote kept at booking time broken into the lines the pages
// and the mails show, with the payment plan and the cancellation terms computed by the pure rules of
// src/contract/booking-rules.ts.

/** The quote as lines: charter, discount, obligatory extras, chosen extras; and what is paid where. */
function priceOf(quote: BookingQuote, total: number, deposit: number): BookingPrice {
  const lines: PriceLine[] = [{ kind: 'charter', name: null, amount: quote.list_price, payable_at_base: false }];
  if (quote.price !== quote.list_price)
    lines.push({ kind: 'discount', name: null, amount: quote.price - quote.list_price, payable_at_base: false });
  for (const e of quote.obligatory_extras)
    lines.push({ kind: 'obligatory_extra', name: e.name, amount: e.total, payable_at_base: e.payable_at_base });
  for (const e of quote.optional_extras)
    lines.push({ kind: 'optional_extra', name: e.name, amount: e.total, payable_at_base: e.payable_at_base });
  const payableAtBase = lines.filter((l) => l.payable_at_base).reduce((sum, l) => sum + l.amount, 0);
  return {
    lines,
    pay_now: total - payableAtBase,
    payable_at_base: payableAtBase,
    total,
    security_deposit: deposit,
    currency: quote.currency,
  };
}

/** The default window of a company (migration 0012's column default) for a booking no company owns yet. */
const DEFAULT_FREE_HOURS = 48;

/** The booking's money as the rules read it (issue 28): the plan with each instalment's state, and what was received. */
export function moneyOf(row: BookingRow, payments: readonly PaymentRow[], now: Date) {
  const price = priceOf(row.quote, row.total, row.deposit);
  // The plan runs from the day of reserving; an option shows it as if reserved today.
  const reservedOn = isoDateOf(row.reservedAt ?? now);
  const movements: MoneyMovement[] = payments.map((p) => ({ kind: p.kind, amount: p.amount, received_on: p.receivedOn }));
  const plan = instalmentStates(paymentPlan(price.pay_now, reservedOn, row.dateStart), movements, isoDateOf(now));
  return { price, plan, movements, received: netReceived(movements) };
}

/** The facts the cancellation terms read, at `at` (now, or the moment it was cancelled). */
export function cancellationFacts(row: BookingRow, plan: InstalmentStatus[], received: number, at: Date): CancellationFacts {
  return {
    status: row.status,
    charterPrice: row.quote.price,
    received,
    now: at.toISOString(),
    reservedAt: row.reservedAt?.toISOString() ?? null,
    freeHours: row.freeCancellationHours ?? DEFAULT_FREE_HOURS,
    firstInstalment: plan[0] ?? null,
    dateStart: row.dateStart,
  };
}

/** Issue 29: what the visitor is told of the company's fleet system (docs/decisions/050). */
function fleetWord(row: BookingRow): Booking['fleet_system'] {
  if (row.fleetState === 'refused') return 'refused';
  const live = (LIVE_BOOKING_STATUSES as readonly string[]).includes(row.status);
  return row.fleetState === 'pending' && live ? 'delayed' : null;
}

export function toBooking(stored: BookingRow, yacht: YachtCard, now: Date, payments: readonly PaymentRow[]): Booking {
  // A hold past its time is shown as what it is, even before the sweeper has written it.
  const row: BookingRow =
    stored.status === 'option' && stored.expiresAt && stored.expiresAt <= now ? { ...stored, status: 'expired' } : stored;
  const { price, plan, received } = moneyOf(row, payments, now);
  const facts = cancellationFacts(row, plan, received, now);
  const charged = row.status === 'cancelled' ? chargedAtCancel(row, payments) : null;
  return {
    reference: row.reference,
    access_token: row.accessToken,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    yacht,
    product: row.product as Booking['product'],
    date_start: row.dateStart,
    date_end: row.dateEnd,
    people: row.people,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    language: row.language,
    quote: row.quote,
    total: row.total,
    message: row.message,
    expires_at: row.status === 'option' && row.expiresAt ? row.expiresAt.toISOString() : null,
    server_time: now.toISOString(),
    reserved_at: row.reservedAt?.toISOString() ?? null,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    ended_by: row.endedBy,
    end_reason: row.endReason,
    price,
    payment_plan: plan,
    payments: payments.map((p) => ({ kind: p.kind, amount: p.amount, received_on: p.receivedOn, method: p.method })),
    received,
    cancellation: {
      option_free: true,
      free_hours: facts.freeHours,
      free_until: row.status === 'reserved' || row.status === 'confirmed' || row.status === 'paid' ? openWindow(facts, now) : null,
      charter_price: facts.charterPrice,
      tiers: tierDeadlines(row.dateStart),
      today: cancellationOutcome(facts),
      fee_charged: charged?.fee ?? null,
      refund_due: charged?.refund ?? null,
    },
    company: companyOf(row),
    payment: paymentInstructions(row),
    fleet_system: fleetWord(row),
  };
}

/** The window's end while it is still open at `now`. */
function openWindow(facts: CancellationFacts, now: Date): string | null {
  const end = freeUntil(facts);
  return end !== null && Date.parse(end) > now.getTime() ? end : null;
}

function companyOf({ company }: BookingRow): Booking['company'] {
  if (!company?.legalName) return null;
  const place = [company.postcode, company.city].filter(Boolean).join(' ');
  return {
    legal_name: company.legalName,
    trading_name: company.tradingName!,
    address: [company.street, place, company.countryCode].filter(Boolean).join(', '),
    registration_number: company.registrationNumber!,
    vat_number: company.vatNumber,
    phone: company.phone!,
    email: company.email!,
  };
}

/**
 * The fee and refund of a cancellation that happened, under the terms at its moment with the money received
 * before it (a refund recorded afterwards does not change what was due).
 */
function chargedAtCancel(row: BookingRow, payments: readonly PaymentRow[]): { fee: number; refund: number } {
  if (!row.cancelledAt) return { fee: 0, refund: 0 };
  const at = row.cancelledAt;
  // Refunds are recorded only after a cancellation, so every one of them is after it.
  const before = payments.filter((p) => p.kind === 'payment' && p.recordedAt <= at);
  const { plan, received } = moneyOf(row, before, at);
  // The terms' fee is the visitor's cost of changing their mind: when the company cancels, the visitor owes
  // nothing and everything received is refunded.
  if (row.endedBy === 'company') return { fee: 0, refund: received };
  const outcome = cancellationOutcome({ ...cancellationFacts(row, plan, received, at), status: row.reservedAt ? 'reserved' : 'option' });
  return outcome.allowed ? { fee: outcome.fee, refund: outcome.refund } : { fee: 0, refund: 0 };
}
