import { describe, expect, it } from 'vitest';
import { checkContact, emptyContact, fieldErrorsOf } from './contact-rules';
import { matches } from '../../features/phone/country-select';

describe('step one contact checks (B1, B3)', () => {
  it('names, e-mail and a mobile number with its country are needed', async () => {
    expect(await checkContact(emptyContact)).toEqual({ first_name: 'required', last_name: 'required', email: 'required', phone: 'required' });
    const ok = { first_name: 'Ines', last_name: 'Moreau', email: 'ines@example.com', phone: '+385911234567', message: '' };
    expect(await checkContact(ok)).toEqual({});
    expect(await checkContact({ ...ok, email: 'ines@' })).toEqual({ email: 'email' });
    expect(await checkContact({ ...ok, phone: '0911234567' })).toEqual({ phone: 'phone_country' });
    expect(await checkContact({ ...ok, phone: '+38512345678' })).toEqual({ phone: 'phone_type' });
  });
  it("the server's 422 becomes the page's own error keys (no raw text)", () => {
    expect(fieldErrorsOf({ message: 'x', errors: { phone: ['Bad'], email: ['Bad'], first_name: ['Bad'], yacht_slug: ['Bad'] } })).toEqual({
      phone: 'phone_invalid',
      email: 'email',
      first_name: 'invalid',
    });
    expect(fieldErrorsOf('oops')).toEqual({});
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
