import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { bookingLimitText } from './server-errors';

// A stand-in for i18next's t: the key and the minutes it was given, so the test reads which text is chosen.
const t = ((key: string, options: { minutes: number }) => `${key} ${options.minutes}`) as unknown as TFunction;

describe('issue 30 item 4: a booking over its rate limit says what happened and when to try again', () => {
  it('a 429 from the address limit names this connection and the wait in whole minutes, rounded up', () => {
    expect(bookingLimitText(t, new ApiError(429, { message: 'Too many attempts.', code: 'rate_limited' }, '1501'))).toBe(
      'formMessages.tooManyBookings 26',
    );
  });

  it('a 429 from the e-mail limit names the e-mail address; a few seconds still read as one minute', () => {
    expect(bookingLimitText(t, new ApiError(429, { message: 'Too many attempts.', code: 'rate_limited_email' }, '5'))).toBe(
      'formMessages.tooManyBookingsEmail 1',
    );
  });

  it('Retry-After as an HTTP date counts from now; without one the wait is the hour of the window', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(bookingLimitText(t, new ApiError(429, {}, 'Fri, 27 Nov 2026 10:10:00 GMT'), now)).toBe('formMessages.tooManyBookings 10');
    expect(bookingLimitText(t, new ApiError(429, {}))).toBe('formMessages.tooManyBookings 60');
  });

  it('any other failure is not a rate limit', () => {
    expect(bookingLimitText(t, new ApiError(503, {}, '30'))).toBeUndefined();
    expect(bookingLimitText(t, new Error('network'))).toBeUndefined();
  });
});
