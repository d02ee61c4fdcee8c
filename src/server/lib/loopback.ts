import { BlockList, isIP } from 'node:net';

/**
 * Loopback addresses: 127.0.0.0/8 (RFC 1122 §3.2.1.3) and ::1 (RFC 4291 §2.5.3), plus the name
 * `localhost` (RFC 6761 §6.3). When BASE_URL is loopback, every loopback origin is trusted for auth
 * (lib/trusted-origin.ts, docs/decisions/003 and 017), since a local user may open the app as
 * localhost, 127.0.0.1 or [::1] on any port.
 */
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = isIP(host);
  return family !== 0 && loopback.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/** True for an `http(s)://` origin whose host is loopback. */
export function isLoopbackOrigin(origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname);
}
