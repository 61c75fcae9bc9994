import { isIPv6 } from 'node:net';

/**
 * The key a per-client limit counts under: an IPv4 address as it is, an IPv6
 * address by its /64 network, since one host usually holds a whole /64 and
 * could otherwise step past the limit with a new address per request.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const network = ipv6Groups(ip)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

function ipv6Groups(ip: string): string[] {
  const [head, tail] = ip.split('%')[0].split('::');
  // A dotted IPv4 tail stands for the last two groups.
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const left = groups(head);
  if (tail === undefined) return left;
  const right = groups(tail);
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}
