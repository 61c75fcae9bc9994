import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Addresses no webhook goes to: private, loopback, link-local, CGNAT, unique-local, multicast and reserved ranges. */
const notPublic = new BlockList();
for (const [network, prefix] of [
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
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether an IP address is on the public internet (an IPv4-mapped IPv6 address is judged by its IPv4 address). */
export function isPublicAddress(address: string): boolean {
  const mapped = MAPPED_V4.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class NotPublicAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to an address that is not public`);
  }
}

/**
 * The connection's own DNS lookup, refusing a host any of whose addresses is not public: the address checked is the
 * address connected to, so a name that changes its answer between a check and the connection reaches nothing private.
 */
export function publicOnlyLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = !allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address));
      if (refused || addresses.length === 0) return callback(new NotPublicAddressError(hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** Why this URL may not receive webhooks (undefined: it may); `allowPrivate` lets http and private addresses through. */
export async function refusedUrl(url: URL, allowPrivate: boolean): Promise<'bad' | 'private' | 'unresolved' | undefined> {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'bad';
  if (url.username || url.password) return 'bad';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return allowPrivate || isPublicAddress(host) ? undefined : 'private';
  return new Promise((resolve) => {
    publicOnlyLookup(allowPrivate)(host, { all: true }, (error) => {
      resolve(error instanceof NotPublicAddressError ? 'private' : error ? 'unresolved' : undefined);
    });
  });
}
