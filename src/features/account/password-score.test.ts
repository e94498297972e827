import { describe, expect, it } from 'vitest';
import { passwordScore } from './password-score';

describe('the strength meter (U1, ASVS: guidance without composition rules)', () => {
  it('U1 common and personal passwords rate low, long unrelated words high', () => {
    expect(passwordScore('password1', [])).toBeLessThanOrEqual(1);
    expect(passwordScore('kowalska1', ['kowalska'])).toBeLessThanOrEqual(1);
    expect(passwordScore('correct horse battery staple lagoon', [])).toBe(4);
  });
});
