import { describe, expect, it } from 'vitest';
import { bookingReferenceSchema } from '../../src/contract/booking-api';
import { newBookingReference } from './reference';

describe('booking references (B2, B4)', () => {
  it('B4 references are BW- and 8 Crockford base32 characters, random, and read back by the contract', () => {
    const drawn = Array.from({ length: 2_000 }, newBookingReference);
    for (const reference of drawn) {
      expect(reference).toMatch(/^BW-[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(bookingReferenceSchema.parse(reference.toLowerCase())).toBe(reference);
    }
    expect(new Set(drawn).size).toBe(drawn.length);
    // Every symbol of the alphabet turns up: the 40 bits are spread over all 8 characters.
    expect(new Set(drawn.flatMap((r) => [...r.slice(3)])).size).toBe(32);
  });
});
