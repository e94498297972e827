import { describe, expect, it } from 'vitest';
import { bmDateTime, instantOfBm } from './bm-time';

// Issue 29: an option's expiry is the same instant in Booking Manager and here — its zone-less date-times
// read and written in Zagreb time, summer and winter, across the changes of the clocks.

describe('issue 29: Booking Manager date-times in Zagreb time', () => {
  it('writes an instant as Zagreb wall time', () => {
    expect(bmDateTime(new Date('2026-07-01T10:00:00.700Z'))).toBe('2026-07-01 12:00:00');
    expect(bmDateTime(new Date('2026-12-01T10:00:00Z'))).toBe('2026-12-01 11:00:00');
  });

  it('reads Zagreb wall time back as the instant, with or without seconds or a T', () => {
    expect(instantOfBm('2026-09-25 11:59:09')?.toISOString()).toBe('2026-09-25T09:59:09.000Z');
    expect(instantOfBm('2026-12-01T11:00')?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(instantOfBm('2026-12-01')?.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(instantOfBm('soon')).toBeNull();
  });

  it('gets the clock changes right', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST; 25 October 2026: 03:00 CEST becomes 02:00 CET.
    expect(instantOfBm('2026-03-29 03:30:00')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOfBm('2026-03-29 01:30:00')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(instantOfBm('2026-10-25 03:30:00')?.toISOString()).toBe('2026-10-25T02:30:00.000Z');
    // The hour that comes twice is read as its first time round.
    expect(instantOfBm('2026-10-25 02:30:00')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    for (const iso of [
      '2026-03-29T00:59:59Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:59:59Z',
      '2026-10-25T02:00:00Z',
      '2027-01-15T08:00:00Z',
    ]) {
      const at = new Date(iso);
      expect(instantOfBm(bmDateTime(at))?.getTime(), iso).toBe(at.getTime());
    }
  });
});
