import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// Two-factor sign-in for the console (issue 27, ASVS 5.0 V6 level 2): RFC 6238 TOTP as every authenticator
// app reads it (SHA-1, 6 digits, 30 s). A code is accepted one step either side of now (clocks drift), and
// never twice: the caller keeps the last accepted step and refuses it and anything before it.

const PERIOD_S = 30;
const ISSUER = 'Bluewater';

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it typed. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_S });

/**
 * The time step of `code` if it is right for `secret` at `now` (±1 step) and later than `lastStep`; else null.
 * The step, kept by the caller, is what makes the code single-use.
 */
export function acceptedStep(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code an authenticator shows at `now` (tests and the demo's own checks). */
export function codeAt(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}

/** The otpauth:// URI and its QR code as an SVG data URL, for the set-up page. */
export async function enrolmentOf(secret: string, email: string): Promise<{ uri: string; qr: string }> {
  const uri = totpOf(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
