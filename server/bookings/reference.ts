import { randomBytes } from 'node:crypto';

// Booking references are short enough to read over the phone and random enough not to be guessed:
// `BW-` + 8 characters of Crockford's base32 (no I, L, O, U), 40 random bits.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newBookingReference(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 8; i++) {
    code = CROCKFORD[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return `BW-${code}`;
}
