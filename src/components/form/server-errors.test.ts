import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fieldErrorsOf, firstMessages, serverMessageOf } from './server-errors';

describe("the server's 422 mapped onto fields (A5, E1)", () => {
  it('A5 each field gets its first message, as the server sent it (the kit translates where it shows it)', () => {
    const invalid = new ApiError(422, {
      message: 'The given data was invalid',
      errors: {
        email: ['This e-mail address is already registered.', 'Other'],
        password: ['The password must have at least 8 characters.'],
        junk: 3,
      },
    });
    expect(fieldErrorsOf(invalid)).toEqual({
      email: 'This e-mail address is already registered.',
      password: 'The password must have at least 8 characters.',
    });
    expect(serverMessageOf(invalid)).toBe('The given data was invalid');
  });

  it('A5 only a 422 names fields; a failure without an answer has no message', () => {
    expect(fieldErrorsOf(new ApiError(429, { message: 'Too many attempts', errors: { email: ['x'] } }))).toEqual({});
    expect(fieldErrorsOf(new Error('network'))).toEqual({});
    expect(serverMessageOf(new Error('network'))).toBeUndefined();
    expect(serverMessageOf(new ApiError(500, null))).toBeUndefined();
  });

  it('P1 a page-posted form (decision 023) maps its outcome the same way', () => {
    expect(firstMessages({ name: ['This field is required'], phone: [] })).toEqual({ name: 'This field is required' });
    expect(firstMessages(undefined)).toEqual({});
  });
});
