import { describe, expect, it } from 'vitest';
import { isPhoneNumber, withLeadingPlus } from './phone';

describe('profile phone numbers (U7)', () => {
  it('U7 a number without a leading + gets one', () => {
    expect(withLeadingPlus('385 91 234 5678')).toBe('+385 91 234 5678');
    expect(withLeadingPlus('  4915112345678 ')).toBe('+4915112345678');
  });

  it('U7 a number that already has its + is kept as it is', () => {
    expect(withLeadingPlus('+30 210 123 4567')).toBe('+30 210 123 4567');
  });

  it('U7 the dialling prefix 00 becomes the + instead of staying behind it', () => {
    expect(withLeadingPlus('00385 91 234 5678')).toBe('+385 91 234 5678');
    expect(withLeadingPlus('0049151')).toBe('+49151');
  });

  it('U7 runs of spaces collapse and an empty number stays empty', () => {
    expect(withLeadingPlus('44   20  7946 0958')).toBe('+44 20 7946 0958');
    expect(withLeadingPlus('   ')).toBe('');
  });

  it('U7 only digits, spaces and a leading + of 5 to 15 digits are a phone number', () => {
    expect(isPhoneNumber('+385 91 234 5678')).toBe(true);
    expect(isPhoneNumber('12345')).toBe(true);
    expect(isPhoneNumber('1234')).toBe(false);
    expect(isPhoneNumber('1234567890123456')).toBe(false);
    expect(isPhoneNumber('385+91234567')).toBe(false);
    expect(isPhoneNumber('+385-91-234-5678')).toBe(false);
    expect(isPhoneNumber('call me maybe')).toBe(false);
    expect(isPhoneNumber('+1 2 3 4 5 6 7 8 9 0 1')).toBe(false); // 21 characters
  });
});
