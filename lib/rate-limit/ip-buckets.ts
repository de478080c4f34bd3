import { isIPv4, isIPv6 } from 'node:net';

// The keys per-address limits count under (docs/security.md). An IPv4 address is one key. An IPv6 client
// usually holds a whole /64 (2^64 addresses a single host can rotate through), so IPv6 is keyed by its /64;
// a site usually gets a /48 (65,536 /64s), so the /48 is a second, wider key with its own, larger limit.
export type AddressKeys = {
  /** The address's key: the IPv4 address, or the IPv6 /64 written as its four full groups, e.g. `2001:0db8:0000:0001::/64`. */
  address: string;
  /** IPv6 only: the /48 (`2001:0db8:0000::/48`); its key is a prefix of the /64's. */
  network?: string;
};

/** The eight 16-bit groups of an IPv6 address (zone and an embedded IPv4 tail allowed), or undefined. */
function ipv6Groups(ip: string): number[] | undefined {
  const bare = ip.split('%')[0];
  if (!isIPv6(bare)) return undefined;
  let text = bare;
  const tail = text.match(/(\d{1,3}(?:\.\d{1,3}){3})$/);
  if (tail) {
    const [a, b, c, d] = tail[1].split('.').map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(rest);
  const groups =
    rest === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 ? groups : undefined;
}

const hex = (groups: number[]) => groups.map((g) => g.toString(16).padStart(4, '0')).join(':');

/** The keys of a client address; anything that is not an IP address is its own key. */
export function addressKeys(ip: string): AddressKeys {
  if (isIPv4(ip)) return { address: ip };
  const groups = ipv6Groups(ip);
  if (!groups) return { address: ip };
  // An IPv4-mapped address (::ffff:a.b.c.d) is that IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return { address: [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.') };
  return { address: `${hex(groups.slice(0, 4))}::/64`, network: `${hex(groups.slice(0, 3))}::/48` };
}

/** The prefix every /64 key inside a /48 key starts with (`2001:0db8:0000:`). */
export const networkPrefix = (network: string) => network.replace(/:\/48$/, '').replace(/:$/, '') + ':';
