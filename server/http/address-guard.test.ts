import { describe, expect, it } from 'vitest';
import { addressProblem, guardedLookup, isPrivateAddress } from './address-guard';

// Issue 29, ASVS V12.6: webhook addresses are https: on the public internet unless WEBHOOKS_ALLOW_PRIVATE.
describe('webhook address guard (issue 29)', () => {
  it('knows loopback, private, link-local and other non-public ranges, IPv4 and IPv6', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(ip), ip).toBe(false);
    expect(isPrivateAddress('not an ip')).toBe(true);
  });

  it('accepts https on a public host; refuses http, credentials, garbage, local names and private literals', () => {
    expect(addressProblem('https://hooks.example.com/bluewater', false)).toBeNull();
    expect(addressProblem('https://93.184.216.34/x', false)).toBeNull();
    for (const bad of [
      'http://hooks.example.com/x',
      'ftp://example.com',
      'not a url',
      'https://user:pw@example.com/',
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest',
      'https://intranet/x',
      'https://app.localhost/x',
      // Other spellings of 127.0.0.1, as the URL parser reads them.
      'https://2130706433/x',
      'https://0x7f.1/x',
      'https://[::ffff:7f00:1]/x',
    ]) {
      expect(addressProblem(bad, false), bad).not.toBeNull();
    }
  });

  it('with the switch, private addresses are allowed, over http too; a public host still needs https', () => {
    expect(addressProblem('http://127.0.0.1:4000/hook', true)).toBeNull();
    expect(addressProblem('https://localhost/x', true)).toBeNull();
    expect(addressProblem('http://hooks.example.com/x', true)).not.toBeNull();
  });

  it('the resolver a delivery connects through refuses a name that resolves to a private address, unless allowed', async () => {
    const resolve = (allow: boolean) =>
      new Promise<{ err: NodeJS.ErrnoException | null; address: unknown }>((done) =>
        guardedLookup(allow)('localhost', { all: true }, (err, address) => done({ err, address })),
      );
    const refused = await resolve(false);
    expect(refused.err?.code).toBe('EPRIVATE');
    const allowed = await resolve(true);
    expect(allowed.err).toBeNull();
    expect(allowed.address).toEqual(
      expect.arrayContaining([expect.objectContaining({ address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/) })]),
    );
  });
});
