import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address node:net accepts (zone id already removed). */
function ipv6Groups(address: string): number[] {
  // An embedded IPv4 address (::ffff:1.2.3.4) is the last two groups.
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted[2].split('.').map(Number);
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head, tail] = text.split('::');
  if (tail === undefined) return parse(head);
  const before = parse(head);
  const after = parse(tail);
  return [...before, ...Array<number>(Math.max(0, 8 - before.length - after.length)).fill(0), ...after];
}

/** An address as a rate-limit key, or undefined when the value is not an IP address. */
function addressKey(value: string | undefined): string | undefined {
  const candidate = value?.trim() ?? '';
  // 45 characters is the longest IPv6 text; a zone id is at most an interface name.
  if (candidate.length > 100) return undefined;
  if (isIPv4(candidate)) return candidate;
  const address = candidate.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (!isIPv6(address)) return undefined;
  const groups = ipv6Groups(address);
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 client it is, whichever way the socket spelled it.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  // One subscriber gets a whole /64 and can use any address in it.
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The key a client's requests are counted under: its IPv4 address, or its IPv6 /64. A forwarded
 * value that is no address (a proxy's mistake or a forged header) is not trusted as a key: the
 * socket's own address is used instead.
 */
export function rateLimitAddress(forwarded: string | undefined, socketAddress: string | undefined): string | undefined {
  return addressKey(forwarded) ?? addressKey(socketAddress);
}
