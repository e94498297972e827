import { describe, expect, it } from 'vitest';
import type { CompanyDetails } from '../../src/contract/operator-company-api';
import { changedFields, maskIban } from './company';

// Issue 27: every write of the company's details is audited with the values before and after; owners read
// the trail, so the IBAN there keeps only its last four characters.
describe('the IBAN in the audit trail (issue 27: every operator write audited)', () => {
  it('is masked but for its last four characters, its length kept', () => {
    expect(maskIban('HR1210010051863000160')).toBe('*****************0160');
    expect(maskIban('DE89370400440532013000')).toHaveLength(22);
    expect(maskIban('NO9386011117947')).toMatch(/^\*{11}7947$/);
    expect(maskIban('')).toBe('');
  });

  const details: CompanyDetails = {
    id: 1,
    legal_name: 'Alpha Charter d.o.o.',
    trading_name: 'Alpha',
    street: 'Obala 1',
    postcode: '21000',
    city: 'Split',
    country_code: 'HR',
    phone: '+385 21 000 000',
    email: 'office@alpha.example',
    registration_number: 'MBS 1',
    vat_number: null,
    account_holder: 'Alpha Charter d.o.o.',
    iban: 'HR1210010051863000160',
    bic: 'ZABAHR2X',
    bank_name: 'Zagrebačka banka',
    staff_languages: ['en'],
    free_cancellation_hours: 48,
    logo_url: null,
  };

  it('holds only the fields that changed, the IBAN masked on both sides', () => {
    const change = changedFields(details, { ...details, iban: 'DE89370400440532013000', staff_languages: ['en', 'de'] });
    expect(change).toEqual({
      changed: true,
      before: { iban: '*****************0160', staff_languages: ['en'] },
      after: { iban: '******************3000', staff_languages: ['en', 'de'] },
    });
    expect(changedFields(details, { ...details }).changed).toBe(false);
  });
});
