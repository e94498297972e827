import { describe, expect, it } from 'vitest';
import { checkContact, emptyContact } from './contact-rules';
import { matches } from '../../features/phone/country-select';

describe('step one contact checks (B1, B3)', () => {
  it('names, e-mail and a mobile number with its country are needed', async () => {
    expect(await checkContact(emptyContact)).toEqual({
      first_name: 'required',
      last_name: 'required',
      email: 'required',
      phone: 'required',
    });
    const ok = { first_name: 'Ines', last_name: 'Moreau', email: 'ines@example.com', phone: '+385911234567', message: '' };
    expect(await checkContact(ok)).toEqual({});
    expect(await checkContact({ ...ok, email: 'ines@' })).toEqual({ email: 'email' });
    expect(await checkContact({ ...ok, phone: '0911234567' })).toEqual({ phone: 'phoneCountry' });
    expect(await checkContact({ ...ok, phone: '+38512345678' })).toEqual({ phone: 'phoneType' });
    expect(await checkContact({ ...ok, phone: '+38591' })).toEqual({ phone: 'phoneInvalid' });
  });
  it("issue 26: the browser's e-mail rule is the server's (EMAIL_PATTERN): what one refuses, so does the other", async () => {
    const ok = { first_name: 'Ines', last_name: 'Moreau', email: '', phone: '+385911234567', message: '' };
    // The old browser rule let these through and the server refused them.
    for (const email of ['ines@-example.com', 'ines@example.c0m', 'in es@example.com', 'ines..m@example.com']) {
      expect(await checkContact({ ...ok, email }), email).toEqual({ email: 'email' });
    }
    expect(await checkContact({ ...ok, email: "o'neil+charter@sub.example.co.uk" })).toEqual({});
  });
  it('B3 the country search finds by name without accents, ISO code or calling code', () => {
    const hr = { value: 'HR', label: 'Hrvatska' };
    expect(matches(hr, 'hrv')).toBe(true);
    expect(matches({ value: 'CI', label: "Côte d'Ivoire" }, 'cote')).toBe(true);
    expect(matches(hr, 'hr')).toBe(true);
    expect(matches(hr, '+385')).toBe(true);
    expect(matches(hr, 'deutsch')).toBe(false);
  });
});
