import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

// Issue 29, ASVS L2 (V12.6 SSRF): a webhook address is where a company makes our server send requests where
// it likes, and a boat's photo addresses come from its fleet system's answers (server/connectors/fleet-sync.ts). Only https: to a public address; loopback, private, link-local, carrier-grade NAT,
// documentation and multicast ranges are refused — when the address is saved, and again at every send, by
// the resolver the connection itself uses (a name that resolved to a public address when saved and to
// 127.0.0.1 now is refused now). WEBHOOKS_ALLOW_PRIVATE lets private addresses through, over http: too
// (a receiver inside the company's own network; the tests' receiver on 127.0.0.1).

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** True for an address a webhook may not reach without WEBHOOKS_ALLOW_PRIVATE. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  // BlockList matches an IPv4 address written as IPv6 (::ffff:127.0.0.1, ::ffff:7f00:1) by the IPv4 ranges.
  return blocked.check(address, 'ipv6');
}

/** The URL's host as the resolver takes it ('[::1]' → '::1'). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');
const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost') || (!host.includes('.') && isIP(host) === 0);

/**
 * What is wrong with a webhook address, in words for the owner, or null. Looks at the URL only: its scheme,
 * credentials and host (an address literal or a local name); `resolvedProblem` looks up the name.
 */
export function addressProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter the full address, starting with https://.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The address must start with https://.';
  if (url.username || url.password) return 'The address may not contain a user name or password.';
  const host = hostOf(url);
  const local = isIP(host) ? isPrivateAddress(host) : isLocalName(host);
  if (local && !allowPrivate) return 'The address must be on the public internet, not a local or private network.';
  if (url.protocol !== 'https:' && !local) return 'The address must start with https://.';
  return null;
}

/** The address's host looked up: null when every address it has may be reached, else the problem. */
export async function resolvedProblem(raw: string, allowPrivate: boolean): Promise<string | null> {
  const host = hostOf(new URL(raw));
  if (isIP(host)) return null;
  try {
    const addresses = await lookupAll(host);
    if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
      return 'The address must be on the public internet, not a local or private network.';
    }
    return null;
  } catch {
    return 'This address’s host name could not be found.';
  }
}

/** A saving owner waits this long for the host's lookup at most (a slow resolver is "not found"). */
const LOOKUP_TIMEOUT_MS = 5_000;

function lookupAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS);
    dnsLookup(host, { all: true }, (err, addresses) => {
      clearTimeout(timer);
      if (err) reject(err);
      else resolve(addresses);
    });
  });
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The resolver a delivery connects through: the name's addresses, refused whole when one is private (the
 * connection then uses exactly the address checked here, so the name cannot change in between).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (host: string, options: { all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(host, { all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
        const refused: NodeJS.ErrnoException = new Error(`webhook host ${host} resolves to a private address`);
        refused.code = 'EPRIVATE';
        return callback(refused, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}
