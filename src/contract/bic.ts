// BICs (ISO 9362, "SWIFT codes") as the company types them on its bank details (issue 28): four letters for
// the bank, the two-letter country, two letters or digits for the place and an optional three for the
// branch. There is no check digit, so a format check is all a BIC can be given without SWIFT's directory.

/** "zaba hr 2x" → "ZABAHR2X": what people type, as banks print it. */
export function normalizeBic(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** 8 or 11 characters: bank (4 letters), country (2 letters), location (2), branch (3, optional). */
export function isValidBic(input: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(normalizeBic(input));
}
