import { isIPv4, isIPv6 } from 'node:net';

/**
 * Why an address is not a public one. Outbound calls to addresses users give (push endpoints,
 * webhooks) refuse all of these unless private addresses are admitted (tests, on-premises).
 */
export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cgnat'
  | 'multicast'
  | 'unique-local'
  | 'reserved'
  | 'invalid';

interface Range {
  base: bigint;
  bits: number;
  kind: Exclude<AddressClass, 'public' | 'invalid'>;
}

const v4 = (text: string, bits: number, kind: Range['kind']): Range => ({
  base: ipv4ToBigInt(text)!,
  bits,
  kind,
});
const v6 = (text: string, bits: number, kind: Range['kind']): Range => ({
  base: ipv6ToBigInt(text)!,
  bits,
  kind,
});

/** IANA's IPv4 special-purpose registry, minus nothing: none of these is a push service. */
const ipv4Ranges: Range[] = [
  v4('0.0.0.0', 8, 'unspecified'), // "this network"
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'cgnat'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'link-local'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'reserved'), // IETF protocol assignments
  v4('192.0.2.0', 24, 'reserved'), // documentation
  v4('192.88.99.0', 24, 'reserved'), // 6to4 relay anycast
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'reserved'), // benchmarking
  v4('198.51.100.0', 24, 'reserved'), // documentation
  v4('203.0.113.0', 24, 'reserved'), // documentation
  v4('224.0.0.0', 4, 'multicast'),
  v4('240.0.0.0', 4, 'reserved'), // future use and the broadcast address
];

/**
 * IPv6 outside 2000::/3 (global unicast) is never public; inside it, these are special. Ranges
 * that embed an IPv4 address (mapped, NAT64, 6to4) are classified by that address instead.
 */
const ipv6Ranges: Range[] = [
  v6('64:ff9b:1::', 48, 'private'), // local-use NAT64
  v6('100::', 64, 'reserved'), // discard-only
  v6('2001::', 23, 'reserved'), // IETF protocol assignments (Teredo, ORCHID, ...)
  v6('2001:db8::', 32, 'reserved'), // documentation
  v6('3fff::', 20, 'reserved'), // documentation
  v6('5f00::', 16, 'reserved'), // segment routing
];

const inRange = (value: bigint, width: number, range: Range) =>
  value >> BigInt(width - range.bits) === range.base >> BigInt(width - range.bits);

function ipv4ToBigInt(text: string): bigint | undefined {
  if (!isIPv4(text)) return undefined;
  return text.split('.').reduce((sum, part) => (sum << 8n) | BigInt(Number(part)), 0n);
}

/** 128-bit value of an IPv6 address (a trailing dotted IPv4 part and a zone are accepted). */
function ipv6ToBigInt(input: string): bigint | undefined {
  const text = input.replace(/%.*$/, '');
  if (!isIPv6(text)) return undefined;
  let groups = text;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const value = ipv4ToBigInt(dotted[1]!);
    if (value === undefined) return undefined;
    groups = `${text.slice(0, dotted.index)}${(value >> 16n).toString(16)}:${(value & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = groups.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const parts = tail === undefined ? headParts : [...headParts, ...Array(missing).fill('0'), ...tailParts];
  if (parts.length !== 8) return undefined;
  return parts.reduce((sum, part) => (sum << 16n) | BigInt(Number.parseInt(part, 16)), 0n);
}

function classifyIpv4Value(value: bigint): AddressClass {
  for (const range of ipv4Ranges) if (inRange(value, 32, range)) return range.kind;
  return 'public';
}

function classifyIpv6Value(value: bigint): AddressClass {
  if (value === 0n) return 'unspecified';
  if (value === 1n) return 'loopback';
  const top = (bits: number) => value >> BigInt(128 - bits);
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64) reach the IPv4 address they carry.
  if (top(96) === 0xffffn || top(96) === ipv6ToBigInt('64:ff9b::')! >> 32n) {
    return classifyIpv4Value(value & 0xffffffffn);
  }
  // 6to4: 2002:AABB:CCDD::/48 routes to AA.BB.CC.DD.
  if (top(16) === 0x2002n) return classifyIpv4Value((value >> 80n) & 0xffffffffn);
  if (top(8) === 0xffn) return 'multicast';
  if (top(7) === 0x7en) return 'unique-local'; // fc00::/7
  if (top(10) === 0x3fan) return 'link-local'; // fe80::/10
  if (top(10) === 0x3fbn) return 'private'; // fec0::/10, the deprecated site-local
  if (top(96) === 0n) return 'reserved'; // ::a.b.c.d, the deprecated IPv4-compatible form
  for (const range of ipv6Ranges) if (inRange(value, 128, range)) return range.kind;
  if (top(3) !== 1n) return 'reserved'; // outside 2000::/3
  return 'public';
}

/** What kind of address `address` (IPv4 or IPv6 text, as DNS or a URL gives it) is. */
export function classifyAddress(address: string): AddressClass {
  const text = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const value4 = ipv4ToBigInt(text);
  if (value4 !== undefined) return classifyIpv4Value(value4);
  const value6 = ipv6ToBigInt(text);
  if (value6 !== undefined) return classifyIpv6Value(value6);
  return 'invalid';
}

export const isPublicAddress = (address: string) => classifyAddress(address) === 'public';
