import { randomBytes } from 'node:crypto';

// The secret of a booking's links (step two, its own page, the calendar file, the mails): 32 bytes from
// the CSPRNG, 256 bits, base64url (43 characters, ACCESS_TOKEN_PATTERN in the contract). Unlike the
// reference, which is read over the phone, it is never shown on its own.
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}
