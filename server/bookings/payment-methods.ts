import type { Booking } from '../../src/contract/booking-api';
import { formatIban, isValidIban } from '../../src/contract/iban';
import { formatPaymentReference, paymentReference } from '../../src/contract/payment-reference';
import type { BookingRow } from './bookings-store';

// Issue 28: how a visitor pays a booking's instalments. The visitor pays the charter company, never the site.
// A bank transfer to the company's own account comes first (no card provider is reachable from our
// machines); a card provider later implements the same interface, its own answer shape joining the
// contract's `payment` (src/contract/booking-api.ts) as another `method`. The booking's pages, its mails
// and its pro-forma invoice show what `instructions` answers, so a method is added here and nowhere else.
// Recording money received stays the company's act in the console (server/bookings/payments.ts), whatever
// the method.

type Instructions = NonNullable<Booking['payment']>;

interface PaymentMethod {
  readonly id: Instructions['method'];
  /** How to pay this booking, or null when its company cannot take this method (a visitor is never sent to a half-given account). */
  instructions(booking: Pick<BookingRow, 'company' | 'reference'>): Instructions | null;
}

const bankTransfer: PaymentMethod = {
  id: 'bank_transfer',
  instructions({ company, reference }) {
    if (!company?.iban || !isValidIban(company.iban) || !company.accountHolder || !company.bic) return null;
    return {
      method: 'bank_transfer',
      account_holder: company.accountHolder,
      iban: formatIban(company.iban),
      bic: company.bic,
      bank_name: company.bankName ?? '',
      reference: formatPaymentReference(paymentReference(reference)),
    };
  },
};

/** The methods offered, in order of preference: the first one the booking's company can take is shown. */
const OFFERED: readonly PaymentMethod[] = [bankTransfer];

export function paymentInstructions(booking: Pick<BookingRow, 'company' | 'reference'>): Instructions | null {
  for (const method of OFFERED) {
    const instructions = method.instructions(booking);
    if (instructions) return instructions;
  }
  return null;
}
