import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import {
  assertPublicUrl,
  isAllowedAddress,
  refusedHost,
  systemLookup,
  UrlNotAllowedError,
  type GuardOptions,
} from './ssrf.ts';

/**
 * The guarded `fetch` for user-supplied URLs (DESIGN.md §5): webhooks, website research, a user's own
 * AI base URL. Two checks, both with ssrf.ts's classifier:
 * 1. before each hop, `assertPublicUrl` refuses a bad scheme, an IP literal or a name that resolves to
 *    a non-public address (a clear `url_not_allowed` error before anything is dialed);
 * 2. at connect time, the socket's own DNS lookup (undici `Agent` `connect.lookup`) checks the very
 *    addresses it is about to dial, so a name that re-resolves to a private address between check 1
 *    and the connection (DNS rebinding) is refused too: the connection is pinned to checked addresses.
 * Redirects are followed here (`redirect: 'manual'`, at most 5, each hop checked again), unless
 * `followRedirects: false`. A 303 (or a
 * 301/302 after POST) becomes a GET without body, as browsers do; credential headers are dropped when
 * a redirect changes origin. Requests go through undici's own `fetch` (the `undici` package), because
 * Node's built-in fetch takes no connect options; the answer is a standard `Response`.
 */
export const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization', 'x-api-key', 'x-goog-api-key', 'api-key'];

const familyOf = (family: LookupOptions['family']) =>
  family === 4 || family === 'IPv4' ? 4 : family === 6 || family === 'IPv6' ? 6 : 0;

/**
 * A `net`/`tls` lookup that resolves with the guard's resolver and fails with UrlNotAllowedError when
 * any address of the name is refused. Node calls it only for names, never for IP literals (check 1
 * covers those).
 */
export function guardedConnectLookup(options: GuardOptions = {}): LookupFunction {
  const resolve = options.lookup ?? systemLookup;
  return (hostname, dnsOptions, callback) => {
    resolve(hostname).then(
      (all) => {
        if (!all.every((a) => isAllowedAddress(a.address, options))) return callback(refusedHost(hostname), '');
        const family = familyOf(dnsOptions.family);
        const usable: LookupAddress[] = all.filter((a) => family === 0 || a.family === family);
        const first = usable[0];
        if (!first)
          return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '');
        if (dnsOptions.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, ''),
    );
  };
}

export type GuardedFetchOptions = GuardOptions & {
  maxRedirects?: number;
  /**
   * false: a 3xx is answered as it came, never followed (webhook deliveries: the Standard Webhooks
   * spec counts a redirect as a failure, and the endpoint's owner should fix the URL instead).
   */
  followRedirects?: boolean;
  /** The fetch that sends each hop (tests wrap it to record what is dialed). Default: undici's. */
  fetch?: typeof undiciFetch;
  /**
   * ms allowed to open each connection (the guard's DNS lookup included, then TCP and TLS): undici
   * `Agent` `connect.timeout`, whose own default is 10 s. A caller's AbortSignal still bounds the whole
   * exchange; this one fails fast on a host that never answers the dial (website research).
   */
  connectTimeoutMs?: number;
};

/**
 * @returns a `fetch` with the checks above
 * @throws UrlNotAllowedError (`code` `url_not_allowed`) for a refused URL, address or too many redirects
 */
export function createGuardedFetch(options: GuardedFetchOptions = {}): typeof fetch {
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const send = options.fetch ?? undiciFetch;
  const dispatcher = new Agent({
    connect: {
      lookup: guardedConnectLookup(options),
      ...(options.connectTimeoutMs === undefined ? {} : { timeout: options.connectTimeoutMs }),
    },
  });
  const guarded = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : null;
    let url = new URL(request ? request.url : input instanceof URL ? input.href : (input as string));
    let method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers ?? request?.headers);
    let body = init?.body ?? (request ? request.body : undefined);
    const signal = init?.signal ?? request?.signal;
    for (let hop = 0; ; hop++) {
      await assertPublicUrl(url, options);
      // undici reads web Headers, bodies and signals as it does its own; only the declared types differ.
      const hopInit = {
        ...init,
        method,
        headers,
        body,
        signal,
        redirect: 'manual',
        dispatcher,
        ...(body && request ? { duplex: 'half' } : {}),
      } as unknown as UndiciRequestInit;
      const response = (await send(url, hopInit).catch(unwrapRefusal)) as unknown as Response;
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location || options.followRedirects === false) return response;
      await response.body?.cancel();
      if (hop >= maxRedirects)
        throw new UrlNotAllowedError('too_many_redirects', `More than ${maxRedirects} redirects.`);
      const next = new URL(location, url);
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
        method = method === 'HEAD' ? 'HEAD' : 'GET';
        body = undefined;
        headers.delete('content-type');
        headers.delete('content-length');
      }
      if (next.origin !== url.origin) for (const name of CREDENTIAL_HEADERS) headers.delete(name);
      url = next;
    }
  };
  return guarded as typeof fetch;
}

/** fetch reports a failed connection as `TypeError('fetch failed', {cause})`: surface the guard's refusal itself. */
function unwrapRefusal(error: unknown): never {
  const cause = error instanceof Error ? error.cause : undefined;
  throw cause instanceof UrlNotAllowedError ? cause : error;
}

/** The strict guard: public addresses only, real DNS. For a user's own AI base URL (engine/providers/model.ts). */
export const guardedFetch: typeof fetch = createGuardedFetch();
