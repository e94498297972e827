import type { Booking, BookingPrice, BookingQuote, PriceLine } from '../../src/contract/booking-api';
import { cancellationOutcome, paymentPlan, tierDeadlines } from '../../src/contract/booking-rules';
import { isoDateOf } from '../../src/contract/iso-date';
import { formatIban, isValidIban } from '../../src/contract/iban';
import { formatPaymentReference, paymentReference } from '../../src/contract/payment-reference';
import type { YachtCard } from '../../src/contract/yacht-list-api';
import type { BookingRow } from './bookings-store';

// A stored booking as the API answers it: the quote kept at booking time broken into the lines the pages
// and the mails show, with the payment plan and the cancellation terms computed by the pure rules of
// src/contract/booking-rules.ts.

/** The quote as lines: charter, discount, obligatory extras, chosen extras; and what is paid where. */
export function priceOf(quote: BookingQuote, total: number, deposit: number): BookingPrice {
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

export function toBooking(stored: BookingRow, yacht: YachtCard, now: Date): Booking {
  // A hold past its time is shown as what it is, even before the sweeper has written it.
  const row: BookingRow =
    stored.status === 'option' && stored.expiresAt && stored.expiresAt <= now ? { ...stored, status: 'expired' } : stored;
  const price = priceOf(row.quote, row.total, row.deposit);
  const today = isoDateOf(now);
  // The plan runs from the day the reservation was made; an option shows it as if confirmed today.
  const bookedOn = row.reservedAt ? isoDateOf(row.reservedAt) : today;
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
    payment_plan: paymentPlan(price.pay_now, bookedOn, row.dateStart),
    cancellation: {
      option_free: true,
      tiers: tierDeadlines(row.dateStart),
      today: cancellationOutcome(row.status, price.pay_now, today, row.dateStart),
      fee_charged: row.status === 'cancelled' ? feeCharged(row, price.pay_now) : null,
    },
    company: companyOf(row),
    payment: paymentOf(row),
  };
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

/** Transfer details only where the company gave a valid account: a visitor is never sent to a half-given one. */
function paymentOf({ company, reference }: BookingRow): Booking['payment'] {
  if (!company?.iban || !isValidIban(company.iban) || !company.accountHolder || !company.bic) return null;
  return {
    method: 'bank_transfer',
    account_holder: company.accountHolder,
    iban: formatIban(company.iban),
    bic: company.bic,
    bank_name: company.bankName ?? '',
    reference: formatPaymentReference(paymentReference(reference)),
  };
}

/** The fee of a cancellation that happened: the tier of its day for a reservation, none for an option. */
function feeCharged(row: BookingRow, payNow: number): number {
  if (!row.reservedAt || !row.cancelledAt) return 0;
  const outcome = cancellationOutcome('reserved', payNow, isoDateOf(row.cancelledAt), row.dateStart);
  return outcome.allowed ? outcome.fee : 0;
}
