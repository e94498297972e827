import { isValidIban, normalizeIban } from '../../../src/contract/iban';
import type { companies } from '../schema';
import { COMPANIES } from './facts/companies';

/** The demo companies as rows; an IBAN that fails mod-97 stops the seed (a company's bank details are never written unchecked). */
export function companyRows(): (typeof companies.$inferInsert)[] {
  return COMPANIES.map(({ countries: _countries, ...company }) => {
    if (!isValidIban(company.iban)) throw new Error(`demo company ${company.slug}: invalid IBAN ${company.iban}`);
    return { ...company, iban: normalizeIban(company.iban) };
  });
}

/** Which company runs the bases of each country: [country code, company slug]. */
export function companyCountries(): [string, string][] {
  return COMPANIES.flatMap((c) => c.countries.map((code): [string, string] => [code, c.slug]));
}
