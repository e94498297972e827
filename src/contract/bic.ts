// BICs (ISO 9362, "SWIFT codes") as the company types them on its bank details (issue 28): four letters for
// the bank, the two-letter country, two letters or digits for the place and an optional three for the
// branch. There is no check digit, so a format check is all a BIC can be given without SWIFT's directory.

/** "zaba hr 2x" → "ZABAHR2X": what people type, as banks print it. */
export function normalizeBic(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * 8 or 11 characters: bank (4 letters), country (2 letters), location (2), branch (3, optional), in either
 * case, the parts apart by a space or a dash if typed so. The API's schema states it (so /api/openapi.json
 * does) and the page checks the same.
 */
export const BIC_PATTERN = /^ *[A-Za-z]{4}[ -]?[A-Za-z]{2}[ -]?[A-Za-z0-9]{2}(?:[ -]?[A-Za-z0-9]{3})? *$/;

export const isValidBic = (input: string): boolean => BIC_PATTERN.test(input);
