// IBANs as ISO 13616 defines them: a country code, two check digits, then the country's fixed-length account
// number (BBAN). Checked when a company's bank details are written (docs/decisions/038), because a wrong digit
// sends a visitor's transfer nowhere. The lengths are SWIFT's IBAN registry for the countries our companies
// and their customers bank in (the SEPA area and the charter countries beyond it).

const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  ME: 22,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  RS: 22,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  TR: 26,
  UA: 29,
  VA: 22,
  SC: 31,
  VG: 24,
};

/** "hr12 2360 0001 1012 3456 5" → "HR1223600001101234565": what people type, as banks store it. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * ISO 7064 mod 97-10 of a string of digits and letters (A = 10 … Z = 35), computed piecewise so no number
 * grows past nine digits. IBANs and ISO 11649 creditor references are valid when this is 1.
 */
export function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const ch of alphanumeric) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48;
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** A normalized IBAN whose country is known, whose length is that country's and whose check digits hold. */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** "HR1223600001101234565" → "HR12 2360 0001 1012 3456 5": in groups of four, as banks print it. */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
