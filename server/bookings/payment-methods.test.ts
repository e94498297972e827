import { describe, expect, it } from 'vitest';
import type { BookingRow } from './bookings-store';
import { paymentInstructions } from './payment-methods';

// Issue 28: the visitor is told to pay by bank transfer to the charter company's own account, with the
// booking's RF creditor reference, and only when the company gave a whole, valid account.

const company: NonNullable<BookingRow['company']> = {
  legalName: 'Adriatic Sails d.o.o.',
  tradingName: 'Adriatic Sails',
  street: 'Obala 1',
  postcode: '21000',
  city: 'Split',
  countryCode: 'HR',
  phone: '+385 21 000 000',
  email: 'office@adriatic.example',
  registrationNumber: '080123456',
  vatNumber: null,
  accountHolder: 'Adriatic Sails d.o.o.',
  iban: 'HR1210010051863000160',
  bic: 'ZABAHR2X',
  bankName: 'Zagrebačka banka',
};
const booking = (c: Partial<typeof company> | null) => ({ reference: 'BW7K2Q9XMP', company: c && { ...company, ...c } });

describe('payment instructions (issue 28)', () => {
  it('a bank transfer to the company: holder, IBAN in groups of four, BIC, bank, and the RF reference of the booking', () => {
    expect(paymentInstructions(booking({}))).toEqual({
      method: 'bank_transfer',
      account_holder: 'Adriatic Sails d.o.o.',
      iban: 'HR12 1001 0051 8630 0016 0',
      bic: 'ZABAHR2X',
      bank_name: 'Zagrebačka banka',
      reference: expect.stringMatching(/^RF\d\d BW7K 2Q9X MP$/),
    });
  });

  it('nothing to pay to when the booking has no company or the account is incomplete or fails mod-97', () => {
    expect(paymentInstructions(booking(null))).toBeNull();
    expect(paymentInstructions(booking({ iban: 'HR1310010051863000160' }))).toBeNull();
    expect(paymentInstructions(booking({ accountHolder: '' }))).toBeNull();
    expect(paymentInstructions(booking({ bic: '' }))).toBeNull();
  });
});
