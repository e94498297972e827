import { describe, expect, it } from 'vitest';
import { isValidIban } from '../../../src/contract/iban';
import { companyCountries, companyRows } from './company-rows';
import { COUNTRIES } from './facts/countries';

describe('demo companies (issue 27: a few companies own the demo bases; issue 28: their bank details are valid)', () => {
  it('every demo IBAN passes mod-97, with its bank code country the company’s own', () => {
    for (const row of companyRows()) {
      expect(isValidIban(row.iban), row.slug).toBe(true);
      expect(row.iban.slice(0, 2), row.slug).toBe(row.countryCode);
    }
  });

  it('every charter country is run by exactly one company', () => {
    const countries = companyCountries().map(([code]) => code);
    expect([...countries].sort()).toEqual(COUNTRIES.map((c) => c.code).sort());
  });
});
