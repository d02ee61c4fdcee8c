import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { bareAddress as bare, classifyAddress, type AddressKind } from './ssrf-address.ts';

/**
 * The SSRF guard for outbound requests to user-supplied URLs (DESIGN.md §5): webhooks, website
 * research, a user's own AI base URL. Refuses every address that is not globally routable, after DNS
 * resolution (all addresses must pass) and again on every redirect. Only the operator's env URLs
 * (e.g. `AI_BASE_URL` to a local Ollama) are trusted; they do not come through here.
 *
 * What counts as public is ssrf-address.ts's classifier (loopback, private, CGNAT, link-local,
 * metadata, documentation, multicast, reserved and IPv6 forms embedding any of them are not). Two
 * openings, both the caller's choice: `allowLoopback` (tests' local servers) and `allowPrivate` (the
 * operator's WEBHOOK_ALLOW_PRIVATE: loopback and private ranges, so a self-hosted install can deliver
 * inside its own network). Link-local, metadata and reserved addresses are never allowed.
 *
 * This file checks URLs; ssrf-fetch.ts is the fetch that uses it on every hop and checks the
 * addresses it actually connects to (no DNS-rebinding window).
 */
export type { AddressKind };

/** True only for a syntactically valid IP address that is globally routable (ssrf-address.ts). */
export const isPublicAddress = (ip: string): boolean => classifyAddress(ip) === 'public';

export type AddressOptions = { allowLoopback?: boolean | undefined; allowPrivate?: boolean | undefined };

/** Whether the guard lets a connection go to `ip`: public; loopback when `allowLoopback` or `allowPrivate`; private when `allowPrivate`. */
export function isAllowedAddress(ip: string, options: AddressOptions = {}): boolean {
  const kind = classifyAddress(ip);
  if (kind === 'public') return true;
  if (kind === 'loopback') return options.allowLoopback === true || options.allowPrivate === true;
  return kind === 'private' && options.allowPrivate === true;
}

export type UrlRefusal = 'invalid_url' | 'protocol' | 'unresolvable' | 'private_address' | 'too_many_redirects';

/** Thrown for a refused URL; routes answer it as 400 `url_not_allowed` (DESIGN.md §4 webhooks). */
export class UrlNotAllowedError extends Error {
  readonly code = 'url_not_allowed';
  // A plain field, not a parameter property: the call thread loads this with Node's type stripping.
  readonly reason: UrlRefusal;
  constructor(reason: UrlRefusal, message: string) {
    super(message);
    this.reason = reason;
    this.name = 'UrlNotAllowedError';
  }
}

/** The refusal for a host that is, or resolves to, a non-public address. */
export const refusedHost = (host: string) =>
  new UrlNotAllowedError(
    'private_address',
    `The URL points at a private or reserved address (${host}); only public addresses are allowed.`,
  );

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;
export type GuardOptions = { allowLoopback?: boolean; allowPrivate?: boolean; lookup?: Resolver };

/** Every address of a name, as the OS resolver (and so Node's own connect) answers it. */
export const systemLookup: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Checks an http(s) URL: the host (an IP literal, or every address its name resolves to) must be
 * allowed by `isAllowedAddress` with these options.
 * @returns the parsed URL and the addresses checked
 * @throws UrlNotAllowedError (`code` `url_not_allowed`) with the reason
 */
export async function assertPublicUrl(
  url: string | URL,
  options: GuardOptions = {},
): Promise<{ url: URL; addresses: string[] }> {
  if (!URL.canParse(url)) throw new UrlNotAllowedError('invalid_url', 'The URL is not valid.');
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new UrlNotAllowedError('protocol', 'Only http and https URLs are allowed.');
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
