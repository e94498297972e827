import { mod97 } from './iban';

// The payment reference of a booking (docs/decisions/038): an ISO 11649 creditor reference, "RF", two check
// digits, then the booking reference's letters and digits ("BW-7K2Q9XMP" → "RF.. BW7K2Q9XMP"). Banks in the
// SEPA area check it when the payer types it, so a typo is refused at the bank instead of leaving a transfer
// nobody can match, and the company's statement carries it whole.

/** "BW-7K2Q9XMP" → "RF47BW7K2Q9XMP" (the check digits make mod-97 of the rearranged reference 1). */
export function paymentReference(bookingReference: string): string {
  const body = bookingReference.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  if (body.length === 0 || body.length > 21) throw new Error(`paymentReference: ${bookingReference} is not 1–21 letters and digits`);
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/** A creditor reference as typed or printed (spaces allowed) whose check digits hold. */
export function isValidPaymentReference(input: string): boolean {
  const ref = input.replace(/\s/g, '').toUpperCase();
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(ref)) return false;
  return mod97(ref.slice(4) + ref.slice(0, 4)) === 1;
}

/** "RF47BW7K2Q9XMP" → "RF47 BW7K 2Q9X MP": in groups of four, as ISO 11649 prints it. */
export function formatPaymentReference(ref: string): string {
  return ref.replace(/(.{4})(?=.)/g, '$1 ');
}
