import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// U5: passwords are stored as scrypt hashes, `scrypt$N$r$p$salt$hash` (salt and hash in base64url).
// N = 2^15, r = 8, p = 1 (OWASP's minimum for scrypt) takes 32 MiB and some tens of milliseconds per
// check. The parameters travel with each hash, so raising them later keeps old hashes verifiable.
const COST = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that at N = 2^15, which it refuses.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Only parameters this module could have written: a damaged row must not make the server allocate gigabytes.
  if (!(Number.isInteger(Math.log2(N)) && N >= 2 ** 14 && N <= 2 ** 17 && r >= 1 && r <= 16 && p >= 1 && p <= 4)) return false;
  const expected = Buffer.from(parts[5] as string, 'base64url');
  const key = await derive(password, Buffer.from(parts[4] as string, 'base64url'), { N, r, p });
  return expected.length === key.length && timingSafeEqual(expected, key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks the password against a hash nobody owns: a login for an unknown e-mail costs as much time as one
 * for a known e-mail, so the answer time does not reveal which addresses have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
