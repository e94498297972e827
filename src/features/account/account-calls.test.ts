import { describe, expect, it } from 'vitest';
import { registrationOutcome } from './account-calls';

describe('registration answers (U4)', () => {
  it('U4 an answer with a token signs in', () => {
    expect(registrationOutcome({ success: true, token: 'abc', message: 'Created' }, 'Registration failed')).toEqual({ token: 'abc' });
  });

  it("U4 an answer without a token is a warning with the server's message, or the fallback", () => {
    expect(registrationOutcome({ success: false, message: 'Check your mail first' }, 'Registration failed')).toEqual({
      warning: 'Check your mail first',
    });
    expect(registrationOutcome({ success: true }, 'Registration failed')).toEqual({ warning: 'Registration failed' });
    expect(registrationOutcome(null, 'Registration failed')).toEqual({ warning: 'Registration failed' });
    expect(registrationOutcome({ token: '' }, 'Registration failed')).toEqual({ warning: 'Registration failed' });
  });
});
