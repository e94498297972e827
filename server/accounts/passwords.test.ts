import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';

describe('password hashes (U5)', () => {
  it('U5 a hash is scrypt$N$r$p$salt$hash with a 16-byte salt and a 64-byte key that scrypt reproduces', async () => {
    const stored = await hashPassword('harbour7wind');
    const [scheme, N, r, p, salt, key] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    const saltBytes = Buffer.from(salt!, 'base64url');
    expect(saltBytes).toHaveLength(16);
    const recomputed = scryptSync('harbour7wind', saltBytes, 64, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    expect(Buffer.from(key!, 'base64url').equals(recomputed)).toBe(true);
  });

  it('U5 every hash of the same password has its own salt', async () => {
    const hashes = await Promise.all([1, 2, 3].map(() => hashPassword('same-password1')));
    const salts = hashes.map((h) => h.split('$')[4]);
    expect(new Set(salts).size).toBe(3);
    expect(new Set(hashes).size).toBe(3);
  });

  it('U5 verification accepts the password and refuses any other', async () => {
    const stored = await hashPassword('Ανεμος2024');
    expect(await verifyPassword('Ανεμος2024', stored)).toBe(true);
    expect(await verifyPassword('ανεμος2024', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('U5 damaged or foreign hashes never verify and never ask for absurd memory', async () => {
    const stored = await hashPassword('harbour7wind');
    const parts = stored.split('$');
    expect(await verifyPassword('harbour7wind', 'bcrypt$2b$10$abc')).toBe(false);
    expect(await verifyPassword('harbour7wind', ['scrypt', 2 ** 24, ...parts.slice(2)].join('$'))).toBe(false);
    expect(await verifyPassword('harbour7wind', parts.slice(0, 5).join('$'))).toBe(false);
  });

  it('U5 the check for unknown accounts always fails', async () => {
    expect(await burnPasswordCheck('anything1')).toBe(false);
  });
});
