import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaymentReference, isValidPaymentReference, paymentReference } from './payment-reference';

// Issue 28: every booking has a unique payment reference for the transfer; ISO 11649's, so banks check it.
describe('payment reference (issue 28: an ISO 11649 creditor reference per booking)', () => {
  it("accepts ISO 11649's own example and refuses it with a digit changed", () => {
    expect(isValidPaymentReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidPaymentReference('RF18 5390 0754 7035')).toBe(false);
  });

  it('makes the standard example from its body', () => {
    expect(paymentReference('539007547034')).toBe('RF18539007547034');
  });

  it('is made from the booking reference, and prints in groups of four', () => {
    const ref = paymentReference('BW-7K2Q9XMP');
    expect(ref).toMatch(/^RF\d{2}BW7K2Q9XMP$/);
    expect(formatPaymentReference(ref)).toMatch(/^RF\d{2} BW7K 2Q9X MP$/);
  });

  it('is valid for every booking reference, and distinct references give distinct payment references (property)', () => {
    const bookingRef = fc.stringMatching(/^BW-[0-9A-HJ-NP-Z]{8}$/);
    fc.assert(
      fc.property(bookingRef, bookingRef, (a, b) => {
        expect(isValidPaymentReference(paymentReference(a))).toBe(true);
        if (a !== b) expect(paymentReference(a)).not.toBe(paymentReference(b));
      }),
    );
  });

  it('a payer who mistypes a digit or a letter is refused (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^BW-[0-9A-Z]{8}$/),
        fc.nat(),
        fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        (r, at, ch) => {
          const ref = paymentReference(r);
          const i = 4 + (at % (ref.length - 4));
          fc.pre(ref[i] !== ch && /\d/.test(ref[i]!) === /\d/.test(ch)); // a digit for a digit, a letter for a letter (ISO 7064)
          expect(isValidPaymentReference(ref.slice(0, i) + ch + ref.slice(i + 1))).toBe(false);
        },
      ),
    );
  });
});
