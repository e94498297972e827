import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

describe('isDatabaseUnavailable (E2: a database that is down is a 503, not a 500)', () => {
  it("E2 recognises connection failures through Drizzle's wrapping", () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('too many clients'), { code: '53300' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
  });

  it('issue 14: a database that does not answer in time is unavailable too (query_timeout, statement_timeout)', () => {
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: new Error('Query read timeout') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
  });

  it('E2 leaves bugs and constraint violations alone', () => {
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('conflicting key value'), { code: '23P01' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
