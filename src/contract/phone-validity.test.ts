import { describe, expect, it } from 'vitest';
import { phoneCountry, phoneProblem } from './phone-validity';

describe('phoneProblem (B3: country required, possible for its type, mobile by default)', () => {
  it('accepts mobiles of several countries', () => {
    expect(phoneProblem('+385911234567')).toBeNull();
    expect(phoneProblem('+447400123456')).toBeNull();
    expect(phoneProblem('+4915123456789')).toBeNull();
  });
  it('needs a number and its country', () => {
    expect(phoneProblem('')).toBe('missing');
    expect(phoneProblem('0911234567')).toBe('country');
  });
  it('refuses impossible numbers', () => {
    expect(phoneProblem('+38591')).toBe('invalid');
    expect(phoneProblem('+3859112345678901')).toBe('invalid');
  });
  it('refuses a landline where a mobile is asked, accepts it when any kind will do', () => {
    expect(phoneProblem('+38512345678')).toBe('type');
    expect(phoneProblem('+38512345678', 'any')).toBeNull();
  });
  it('tells the country of a number', () => {
    expect(phoneCountry('+385911234567')).toBe('HR');
    expect(phoneCountry('911234567')).toBeUndefined();
  });
});
