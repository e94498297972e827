import { describe, expect, it } from 'vitest';
import { isValidBic, normalizeBic } from './bic';

// Issue 28: the company's bank details are checked when it enters them; a BIC has no check digit, so its
// format is what can be checked.
describe('BIC format (issue 28: bank details checked when entered)', () => {
  it('takes 8- and 11-character codes however they are typed', () => {
    for (const bic of ['ZABAHR2X', 'zabahr2x', 'DEUT DE FF 500', 'COBADEFFXXX', 'PBNKDEFF', 'HYVE-AT-2B'])
      expect(isValidBic(bic), bic).toBe(true);
    expect(normalizeBic(' deut de ff 500 ')).toBe('DEUTDEFF500');
  });

  it('refuses other lengths, digits in the bank or country part and other characters', () => {
    for (const bic of ['', 'ZABAHR2', 'ZABAHR2XX', 'ZABAHR2XXXXX', 'Z4BAHR2X', 'ZABA1R2X', 'ZABAHR2_', 'ZABAHR2XÜ1', 'ZABÄHR2X']) {
      expect(isValidBic(bic), bic).toBe(false);
    }
  });
});
