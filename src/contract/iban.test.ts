import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normalizeIban } from './iban';

// Issue 28: a company's IBAN is checked (mod-97) when it is entered, so no visitor is sent to a wrong account.
// The valid examples are the IBAN registry's own (SWIFT) and the ECBS's, not produced by the code under test.
const REGISTRY_EXAMPLES = [
  'DE89370400440532013000',
  'GB82WEST12345698765432',
  'HR1210010051863000160',
  'GR1601101250000000012300695',
  'IT60X0542811101000000123456',
  'ES9121000418450200051332',
  'FR1420041010050500013M02606',
  'MT84MALT011000012345MTLCAST001S',
  'TR330006100519786457841326',
  'ME25505000012345678951',
  'NL91ABNA0417164300',
];

describe('IBAN (issue 28: validated by mod-97 when a company enters it)', () => {
  it.each(REGISTRY_EXAMPLES)('accepts the registry example %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('accepts what people type: spaces, dashes and lower case', () => {
    expect(isValidIban('hr12 1001 0051 8630 0016 0')).toBe(true);
    expect(normalizeIban('de89-3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
  });

  it('refuses a wrong check digit, a wrong length and an unknown country', () => {
    expect(isValidIban('DE88370400440532013000')).toBe(false);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('XX89370400440532013000')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130 0!')).toBe(false);
  });

  it('catches every change of a digit for a digit or a letter for a letter (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGISTRY_EXAMPLES),
        fc.nat(),
        fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        (iban, at, ch) => {
          const i = 4 + (at % (iban.length - 4));
          // ISO 7064 mod 97-10 catches every change of a digit for a digit and a letter for a letter (a letter
          // counts as two digits, so a digit typed as a letter can slip through).
          fc.pre(iban[i] !== ch && /\d/.test(iban[i]!) === /\d/.test(ch));
          expect(isValidIban(iban.slice(0, i) + ch + iban.slice(i + 1))).toBe(false);
        },
      ),
    );
  });

  it('catches every swap of two different neighbouring digits (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REGISTRY_EXAMPLES), fc.nat(), (iban, at) => {
        const i = 4 + (at % (iban.length - 5));
        fc.pre(iban[i] !== iban[i + 1] && /\d\d/.test(iban.slice(i, i + 2)));
        expect(isValidIban(iban.slice(0, i) + iban[i + 1] + iban[i] + iban.slice(i + 2))).toBe(false);
      }),
    );
  });

  it('prints in groups of four', () => {
    expect(formatIban('HR1210010051863000160')).toBe('HR12 1001 0051 8630 0016 0');
  });
});
