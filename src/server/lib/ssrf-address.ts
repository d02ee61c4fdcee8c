import { isIP } from 'node:net';

/**
 * The address classifier of the SSRF guard (DESIGN.md §5): what kind of address an IP literal is, so
 * the guard can refuse everything that is not globally routable and an operator can open exactly the
 * kinds their own network uses (WEBHOOK_ALLOW_PRIVATE: loopback and private, never link-local,
 * metadata or reserved).
 *
 * Kinds, first match wins (IANA IPv4 and IPv6 Special-Purpose Address Registries, RFC 6890 and updates):
 * - `metadata`: cloud instance-metadata services — 169.254.169.254 (AWS, GCP, Azure, OpenStack),
 *   169.254.170.2 (AWS ECS task metadata), 100.100.100.200 (Alibaba Cloud), 168.63.129.16 (Azure
 *   WireServer, a public-range address only reachable from inside Azure), fd00:ec2::254 (AWS IMDS
 *   over IPv6). Named apart because two of them sit inside ranges an operator may open.
 * - `loopback`: 127/8, ::1.
 * - `private`: 10/8, 172.16/12, 192.168/16 (RFC 1918), 100.64/10 (CGNAT, RFC 6598: also Tailscale's
 *   range), fc00::/7 (unique-local, RFC 4193).
 * - `link_local`: 169.254/16, fe80::/10 (RFC 3927, RFC 4291).
 * - `reserved`: every other special-purpose range — 0/8, 192.0.0/24, 192.0.2/24, 198.51.100/24,
 *   203.0.113/24, 192.88.99/24, 198.18/15, 224/4, 240/4; ::, 100::/64, 2001::/23, 2001:db8::/32,
 *   3fff::/20, 5f00::/16, fec0::/10, ff00::/8, and any IPv6 address outside 2000::/3, the only
 *   block IANA allocates as global unicast (RFC 4291 §2.4).
 * - IPv6 forms that embed an IPv4 address — IPv4-mapped ::ffff:0:0/96, IPv4-compatible ::/96,
 *   NAT64 64:ff9b::/96 (RFC 6052), 6to4 2002::/16 (RFC 3056) — take the embedded address's kind when
 *   it is not public (so `::ffff:7f00:1` is loopback, however it is spelled), and are `reserved`
 *   otherwise: a resolver never has a reason to answer one, and refusing them whole means no IPv4
 *   rule can be bypassed through IPv6.
 * - `public`: the rest. `invalid`: not an IP literal at all.
 */
export type AddressKind = 'public' | 'loopback' | 'private' | 'link_local' | 'metadata' | 'reserved' | 'invalid';

type Rule = [kind: Exclude<AddressKind, 'public' | 'invalid'>, network: string, prefix: number];

const V4_RULES: Rule[] = [
  ['metadata', '169.254.169.254', 32],
  ['metadata', '169.254.170.2', 32],
  ['metadata', '100.100.100.200', 32],
  ['metadata', '168.63.129.16', 32],
  ['loopback', '127.0.0.0', 8],
  ['private', '10.0.0.0', 8],
  ['private', '172.16.0.0', 12],
  ['private', '192.168.0.0', 16],
  ['private', '100.64.0.0', 10],
  ['link_local', '169.254.0.0', 16],
  ['reserved', '0.0.0.0', 8],
  ['reserved', '192.0.0.0', 24],
  ['reserved', '192.0.2.0', 24],
  ['reserved', '192.88.99.0', 24],
  ['reserved', '198.18.0.0', 15],
  ['reserved', '198.51.100.0', 24],
  ['reserved', '203.0.113.0', 24],
  ['reserved', '224.0.0.0', 4],
  ['reserved', '240.0.0.0', 4],
];

const V6_RULES: Rule[] = [
  ['metadata', 'fd00:ec2::254', 128],
  ['loopback', '::1', 128],
  ['reserved', '::', 128],
  ['private', 'fc00::', 7],
  ['link_local', 'fe80::', 10],
  ['reserved', '100::', 64],
  ['reserved', '2001::', 23],
  ['reserved', '2001:db8::', 32],
  ['reserved', '3fff::', 20],
  ['reserved', '5f00::', 16],
  ['reserved', 'fec0::', 10],
  ['reserved', 'ff00::', 8],
];

/** IPv6 prefixes whose addresses carry an IPv4 address, and the bit where it starts. */
const EMBEDDING: [network: string, prefix: number, v4Bit: number][] = [
  ['::ffff:0:0', 96, 96],
  ['::', 96, 96],
  ['64:ff9b::', 96, 96],
  ['2002::', 16, 16],
];

const GLOBAL_UNICAST: [string, number] = ['2000::', 3];

/** An IPv4 address in dotted-decimal form (as `isIP` accepts it) as a 32-bit integer. */
const v4Bits = (ip: string) => ip.split('.').reduce((n, octet) => (n << 8n) | BigInt(octet), 0n);

/** A valid IPv6 address (any spelling: `::`, upper case, a dotted IPv4 tail) as a 128-bit integer. */
function v6Bits(ip: string): bigint {
  let text = ip.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const words =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return words.reduce((n, word) => (n << 16n) | BigInt(parseInt(word, 16)), 0n);
}

const inPrefix = (bits: bigint, network: bigint, prefix: number, width: number) =>
  bits >> BigInt(width - prefix) === network >> BigInt(width - prefix);

const compiled = (rules: Rule[], parse: (ip: string) => bigint) =>
  rules.map(([kind, net, prefix]) => [kind, parse(net), prefix] as const);
const v4Compiled = compiled(V4_RULES, v4Bits);
const v6Compiled = compiled(V6_RULES, v6Bits);
const embeddingCompiled = EMBEDDING.map(([net, prefix, at]) => [v6Bits(net), prefix, at] as const);
const globalUnicast = v6Bits(GLOBAL_UNICAST[0]);

function classifyV4(bits: bigint): AddressKind {
  return v4Compiled.find(([, net, prefix]) => inPrefix(bits, net, prefix, 32))?.[0] ?? 'public';
}

/** Removes URL brackets and an IPv6 zone id (`fe80::1%eth0`). */
export const bareAddress = (ip: string) => ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');

/** The kind of an IP literal (rules above); `invalid` for anything that is not one. */
export function classifyAddress(ip: string): AddressKind {
  const address = bareAddress(ip);
  const family = isIP(address);
  if (family === 4) return classifyV4(v4Bits(address));
  if (family !== 6) return 'invalid';
  const bits = v6Bits(address);
  const direct = v6Compiled.find(([, net, prefix]) => inPrefix(bits, net, prefix, 128));
  if (direct) return direct[0];
  const embedding = embeddingCompiled.find(([net, prefix]) => inPrefix(bits, net, prefix, 128));
  if (embedding) {
    const embedded = classifyV4((bits >> BigInt(128 - embedding[2] - 32)) & 0xffffffffn);
    return embedded === 'public' ? 'reserved' : embedded;
  }
  return inPrefix(bits, globalUnicast, GLOBAL_UNICAST[1], 128) ? 'public' : 'reserved';
}
