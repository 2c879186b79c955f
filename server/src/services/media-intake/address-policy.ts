/**
 * Which IP addresses a user-supplied link may reach. The server fetches links for users, so a link
 * must never let them reach what only the server can: itself, the LAN, cloud metadata endpoints.
 *
 * Deny by default: an IPv4 address is public unless it is in a special-purpose block (IANA
 * registry: loopback, private, CGNAT, link-local, documentation, benchmarking, multicast,
 * reserved, broadcast, "this network"); an IPv6 address is public only inside global unicast
 * 2000::/3 and outside its special blocks. IPv6 forms that carry an IPv4 address (mapped
 * ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16, Teredo 2001::/32) are judged by the IPv4
 * addresses they carry; the deprecated IPv4-compatible ::a.b.c.d form is refused outright.
 */
import { isIP } from 'node:net';

type Range = readonly [base: string, prefix: number];

const PRIVATE_V4: readonly Range[] = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata at 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // retired 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, with broadcast 255.255.255.255
];

const SPECIAL_V6_IN_GLOBAL_UNICAST: readonly Range[] = [
  ['2001::', 23], // IETF protocol assignments (Teredo, inside it, is judged by its IPv4 parts first)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
];

const privateV4 = PRIVATE_V4.map(([base, prefix]) => [v4Number(base), prefix] as const);
const specialV6 = SPECIAL_V6_IN_GLOBAL_UNICAST.map(([base, prefix]) => [v6Bytes(base)!, prefix] as const);

/** True when `ip` (an IPv4 or IPv6 literal, zone or brackets allowed) is a public unicast address. */
export function isPublicAddress(ip: string): boolean {
  const address = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  switch (isIP(address)) {
    case 4:
      return isPublicV4(v4Number(address));
    case 6:
      return isPublicV6(v6Bytes(address)!);
    default:
      return false;
  }
}

/**
 * What safeFetch may connect to: public addresses, and with `allowLoopback` (a setting for tests
 * against a local server) exactly 127.0.0.1 and ::1 too, never other loopback or private forms.
 */
export function isAllowedAddress(ip: string, allowLoopback: boolean): boolean {
  if (allowLoopback && (ip === '127.0.0.1' || ip === '::1')) return true;
  return isPublicAddress(ip);
}

function isPublicV4(value: number): boolean {
  return !privateV4.some(([base, prefix]) => inV4Range(value, base, prefix));
}

function isPublicV6(bytes: Uint8Array): boolean {
  const v4At = (offset: number) => ((bytes[offset]! << 24) | (bytes[offset + 1]! << 16) | (bytes[offset + 2]! << 8) | bytes[offset + 3]!) >>> 0;
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) return isPublicV4(v4At(12)); // ::ffff:a.b.c.d
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return isPublicV4(v4At(12)); // NAT64
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return isPublicV4(v4At(2)); // 6to4
  if (startsWith(bytes, [0x20, 0x01, 0, 0])) {
    // Teredo: the server's IPv4 address, then the client's with every bit inverted.
    return isPublicV4(v4At(4)) && isPublicV4(~v4At(12) >>> 0);
  }
  if ((bytes[0]! & 0xe0) !== 0x20) return false; // outside global unicast 2000::/3
  return !specialV6.some(([base, prefix]) => inV6Range(bytes, base, prefix));
}

function inV4Range(value: number, base: number, prefix: number): boolean {
  const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
  return (value & mask) >>> 0 === (base & mask) >>> 0;
}

function inV6Range(bytes: Uint8Array, base: Uint8Array, prefix: number): boolean {
  for (let bit = 0; bit < prefix; bit += 8) {
    const mask = prefix - bit >= 8 ? 0xff : (0xff << (8 - (prefix - bit))) & 0xff;
    if ((bytes[bit / 8]! & mask) !== (base[bit / 8]! & mask)) return false;
  }
  return true;
}

function startsWith(bytes: Uint8Array, head: number[]): boolean {
  return head.every((byte, i) => bytes[i] === byte);
}

function v4Number(address: string): number {
  return address.split('.').reduce((value, part) => ((value << 8) | Number(part)) >>> 0, 0);
}

/** 16 bytes of a valid IPv6 literal (`::` and a dotted IPv4 tail included). */
function v6Bytes(address: string): Uint8Array | null {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = v4Number(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  if (groups.length !== 8) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    const value = parseInt(group, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  return bytes;
}
