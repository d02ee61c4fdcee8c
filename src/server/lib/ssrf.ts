import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The SSRF guard for outbound requests to user-supplied URLs (DESIGN.md §5): webhooks, website
 * research, a user's own AI base URL. Refuses every address that is not globally routable, after DNS
 * resolution (all addresses must pass) and again on every redirect. Only the operator's env URLs
 * (e.g. `AI_BASE_URL` to a local Ollama) are trusted; they do not come through here.
 *
 * Ranges refused (IANA IPv4 and IPv6 Special-Purpose Address Registries, RFC 6890 and updates):
 * IPv4 0/8 "this network" (unspecified), 10/8, 172.16/12, 192.168/16 (RFC 1918), 100.64/10 (CGNAT,
 * RFC 6598), 127/8 (loopback), 169.254/16 (link-local, incl. the cloud metadata 169.254.169.254),
 * 192.0.0/24 (IETF), 192.0.2/24, 198.51.100/24, 203.0.113/24 (documentation, RFC 5737),
 * 192.88.99/24 (6to4 relay), 198.18/15 (benchmarking, RFC 2544), 224/4 (multicast), 240/4 (reserved,
 * incl. broadcast). IPv6 ::/128 (unspecified), ::1 (loopback), ::ffff:0:0/96 (IPv4-mapped, refused
 * whole so no IPv4 rule can be bypassed), ::/96 (IPv4-compatible), 64:ff9b::/96 and 64:ff9b:1::/48
 * (NAT64, which embed IPv4), 100::/64 (discard), 2001::/23 (IETF: Teredo, benchmarking 2001:2::/48,
 * ORCHID), 2001:db8::/32 and 3fff::/20 (documentation, RFC 3849 / RFC 9637), 2002::/16 (6to4, embeds
 * IPv4), 5f00::/16 (SRv6), fc00::/7 (ULA, incl. AWS metadata fd00:ec2::254), fe80::/10 (link-local),
 * fec0::/10 (site-local), ff00::/8 (multicast).
 *
 * This file classifies and checks; ssrf-fetch.ts is the fetch that uses it on every hop and checks the
 * addresses it actually connects to (no DNS-rebinding window).
 */
// Two lists: Node's BlockList matches IPv4 addresses against IPv6 rules as IPv4-mapped, so the
// ::ffff:0:0/96 and ::/96 rules must not see IPv4 addresses.
const blocked4 = new BlockList();
const blocked6 = new BlockList();
const v4: [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];
const v6: [string, number][] = [
  ['::', 128], ['::1', 128], ['::ffff:0:0', 96], ['::', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64],
  ['2001::', 23], ['2001:db8::', 32], ['2002::', 16], ['3fff::', 20], ['5f00::', 16], ['fc00::', 7], ['fe80::', 10],
  ['fec0::', 10], ['ff00::', 8],
];
for (const [net, prefix] of v4) blocked4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of v6) blocked6.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const bare = (ip: string) => ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');

/** True only for a syntactically valid IP address that is globally routable (ranges above). */
export function isPublicAddress(ip: string): boolean {
  const address = bare(ip);
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !blocked4.check(address, 'ipv4') : !blocked6.check(address, 'ipv6');
}

const isLoopbackAddress = (ip: string) => {
  const address = bare(ip);
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** Whether the guard lets a connection go to `ip`: public, or loopback when `allowLoopback`. */
export const isAllowedAddress = (ip: string, options: { allowLoopback?: boolean | undefined } = {}) =>
  isPublicAddress(ip) || (options.allowLoopback === true && isLoopbackAddress(ip));

export type UrlRefusal = 'invalid_url' | 'protocol' | 'unresolvable' | 'private_address' | 'too_many_redirects';

/** Thrown for a refused URL; routes answer it as 400 `url_not_allowed` (DESIGN.md §4 webhooks). */
export class UrlNotAllowedError extends Error {
  readonly code = 'url_not_allowed';
  constructor(
    readonly reason: UrlRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'UrlNotAllowedError';
  }
}

/** The refusal for a host that is, or resolves to, a non-public address. */
export const refusedHost = (host: string) =>
  new UrlNotAllowedError('private_address', `The URL points at a private or reserved address (${host}); only public addresses are allowed.`);

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;
export type GuardOptions = { allowLoopback?: boolean; lookup?: Resolver };

/** Every address of a name, as the OS resolver (and so Node's own connect) answers it. */
export const systemLookup: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Checks an http(s) URL: the host (an IP literal, or every address its name resolves to) must be
 * public, or loopback when `allowLoopback`.
 * @returns the parsed URL and the addresses checked
 * @throws UrlNotAllowedError (`code` `url_not_allowed`) with the reason
 */
export async function assertPublicUrl(url: string | URL, options: GuardOptions = {}): Promise<{ url: URL; addresses: string[] }> {
  if (!URL.canParse(url)) throw new UrlNotAllowedError('invalid_url', 'The URL is not valid.');
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new UrlNotAllowedError('protocol', 'Only http and https URLs are allowed.');
  const host = bare(parsed.hostname);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await (options.lookup ?? systemLookup)(host)).map((a) => a.address);
    } catch {
      throw new UrlNotAllowedError('unresolvable', `The host ${host} could not be resolved.`);
    }
    if (addresses.length === 0) throw new UrlNotAllowedError('unresolvable', `The host ${host} could not be resolved.`);
  }
  if (!addresses.every((a) => isAllowedAddress(a, options))) throw refusedHost(host);
  return { url: parsed, addresses };
}
