import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses a server-side fetch must never reach: loopback, private, link-local, unique-local, CGNAT, multicast, reserved (RFC 6890). */
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
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
  // Teredo (RFC 4380) tunnels to an IPv4 address hidden in the address: refused whole.
  ['2001::', 32],
  // Local-use NAT64 (RFC 8215): the IPv4 part may sit anywhere, so the whole range is refused.
  ['64:ff9b:1::', 48],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (any spelling: `::`, a dotted IPv4 tail), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  const groups = [...head, ...Array<number>(Math.max(0, fill)).fill(0), ...tail];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const dottedFrom = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * The IPv4 address an IPv6 address carries, if any: IPv4-compatible `::a.b.c.d` (RFC 4291),
 * IPv4-mapped `::ffff:a.b.c.d`, IPv4-translated `::ffff:0:a.b.c.d` (RFC 2765), NAT64
 * `64:ff9b::a.b.c.d` (RFC 6052) and 6to4 `2002:aabb:ccdd::` (RFC 3056). Each reaches that IPv4 host.
 */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  if (g0 === 0x2002) return dottedFrom(g1, g2);
  const zeroHead = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0;
  if (zeroHead && g4 === 0 && (g5 === 0 || g5 === 0xffff)) return dottedFrom(g6, g7);
  if (zeroHead && g4 === 0xffff && g5 === 0) return dottedFrom(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return dottedFrom(g6, g7);
  return null;
}

/** True for every address a server-side fetch must not reach, in any spelling; true for anything that is not an address. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return blocked.check(bare, 'ipv4');
  if (version === 6) {
    const groups = ipv6Groups(bare);
    if (!groups) return true;
    const v4 = embeddedIpv4(groups);
    if (v4) return blocked.check(v4, 'ipv4');
    return blocked.check(groups.map((g) => g.toString(16)).join(':'), 'ipv6');
  }
  return true; // not an address at all: refuse rather than guess
}

export type HostResolver = (hostname: string) => Promise<string[]>;

export const resolveHost: HostResolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** The host of a URL without IPv6 brackets or a trailing root dot (`localhost.` is `localhost`). */
export function bareHost(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
}

export class PrivateAddressError extends Error {
  override readonly name = 'PrivateAddressError';
}

/**
 * Resolves a host once and returns the addresses to connect to. Unless private addresses are
 * allowed, every address must be public: one private answer refuses the host (PrivateAddressError).
 * The caller connects only to these addresses, so a second, different DNS answer is never used.
 */
export async function checkedAddresses(
  hostname: string,
  options: { allowPrivate?: boolean; resolve?: HostResolver; isBlocked?: (address: string) => boolean } = {},
): Promise<string[]> {
  const host = bareHost(hostname);
  const isBlocked = options.isBlocked ?? isPrivateAddress;
  if (!options.allowPrivate && /^localhost$|\.localhost$/i.test(host)) throw new PrivateAddressError(host);
  const addresses = isIP(host) ? [host] : await (options.resolve ?? resolveHost)(host);
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  if (!options.allowPrivate && addresses.some(isBlocked)) throw new PrivateAddressError(host);
  return addresses;
}

/** True when the host name is, or resolves to, any private address. */
export async function hostIsPrivate(hostname: string, resolver: HostResolver = resolveHost): Promise<boolean> {
  try {
    await checkedAddresses(hostname, { resolve: resolver });
    return false;
  } catch (error) {
    if (error instanceof PrivateAddressError) return true;
    if (error instanceof Error && /has no address$/.test(error.message)) return true;
    throw error;
  }
}
