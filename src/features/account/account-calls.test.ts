import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fieldErrorsOf, messageOf, registrationOutcome } from './account-calls';

describe('registration answers (U4)', () => {
  it('U4 an answer with a token signs in', () => {
    expect(registrationOutcome({ success: true, token: 'abc', message: 'Created' }, 'Registration failed')).toEqual({ token: 'abc' });
  });

  it("U4 an answer without a token is a warning with the server's message, or the fallback", () => {
    expect(registrationOutcome({ success: false, message: 'Check your mail first' }, 'Registration failed')).toEqual({ warning: 'Check your mail first' });
    expect(registrationOutcome({ success: true }, 'Registration failed')).toEqual({ warning: 'Registration failed' });
    expect(registrationOutcome(null, 'Registration failed')).toEqual({ warning: 'Registration failed' });
    expect(registrationOutcome({ token: '' }, 'Registration failed')).toEqual({ warning: 'Registration failed' });
  });
});

describe("the server's messages (A5)", () => {
  it('U1 a 422 gives the first message of each field', () => {
    const err = new ApiError(422, { message: 'The given data was invalid', errors: { email: ['Taken.', 'Other'], password: ['Too short.'], junk: 3 } });
    expect(fieldErrorsOf(err)).toEqual({ email: 'Taken.', password: 'Too short.' });
    expect(messageOf(err)).toBe('The given data was invalid');
  });

  it('U1 other failures have no field messages', () => {
    expect(fieldErrorsOf(new ApiError(429, { message: 'Too many attempts', errors: { email: ['x'] } }))).toEqual({});
    expect(fieldErrorsOf(new Error('network'))).toEqual({});
    expect(messageOf(new Error('network'))).toBeUndefined();
  });
});
