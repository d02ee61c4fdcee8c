import { setTimeout as sleep } from 'node:timers/promises';
import { backoffMs, parseRetryAfter } from '#server/engine/providers/index.ts';
import { passGate } from './rate-limit.ts';
import type { VendorContext } from './types.ts';

/**
 * HTTP to a vendor's API, shared by every connector (docs/decisions/021):
 * - each attempt first passes the connection's rate-limit gate;
 * - 429: waits the vendor's `Retry-After` (RFC 9110 §10.2.3; retry.ts) — or an exponential backoff
 *   when it sends none — and tries again, MAX_ATTEMPTS in all; a wait longer than MAX_RETRY_AFTER_MS
 *   gives up at once (the push records the leads as failed, nothing hangs);
 * - 5xx, a timeout (REQUEST_TIMEOUT_MS) or a network error: retried with backoff (0.5–1 s, then
 *   1–2 s), MAX_UNAVAILABLE_ATTEMPTS in all, so a tool that is down answers a person in seconds;
 * - 401 and 403 throw VendorError `auth` (the key is refused: the caller stops and marks the
 *   connection), and so does a key no header can carry, before any request; any other answer is
 *   returned for the connector to read (a 4xx is often per lead).
 * Redirects are refused: a vendor API does not redirect, and a key must not follow one elsewhere. No
 * error message carries the request URL, which holds Smartlead's key as a query parameter.
 */
export const MAX_ATTEMPTS = 5;
export const MAX_UNAVAILABLE_ATTEMPTS = 3;
export const MAX_RETRY_AFTER_MS = 60_000;
export const REQUEST_TIMEOUT_MS = 30_000;

export type VendorErrorKind = 'auth' | 'rejected' | 'rate_limited' | 'unavailable';

export class VendorError extends Error {
  constructor(
    readonly vendor: string,
    readonly kind: VendorErrorKind,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'VendorError';
  }
}

export type VendorRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT';
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
};
export type VendorResponse = { status: number; ok: boolean; data: unknown };

/** The vendor's own words for an error body (`message`, `error`, `error.message`…), or its status. */
export function vendorMessage(data: unknown, status: number): string {
  const pick = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    const nested = d.error && typeof d.error === 'object' ? (d.error as Record<string, unknown>) : undefined;
    const text = pick(d.message) ?? pick(d.error) ?? pick(nested?.message) ?? pick(d.detail) ?? pick(d.title);
    if (text) return `${text.slice(0, 300)} (HTTP ${status})`;
  }
  if (typeof data === 'string' && data.trim()) return `${data.trim().slice(0, 300)} (HTTP ${status})`;
  return `HTTP ${status}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function vendorFetch(vendor: string, ctx: VendorContext, request: VendorRequest): Promise<VendorResponse> {
  const url = new URL(ctx.baseUrl + request.path);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  // A key pasted with a line break or a character outside Latin-1 cannot go in a header (RFC 9110
  // §5.5; fetch's own Headers check says so): that is the credential, not the tool being down.
  try {
    new Headers(headers);
  } catch {
    throw new VendorError(
      vendor,
      'auth',
      null,
      `The ${vendor} credential holds a character an HTTP header cannot carry (a line break or a non-Latin character): copy it again from ${vendor}.`,
    );
  }
  for (let attempt = 1; ; attempt++) {
    await passGate(ctx.gate, ctx.signal);
    let response: Response;
    try {
      const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
      response = await fetch(url, {
        method: request.method ?? 'GET',
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        redirect: 'manual',
        signal: ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout,
      });
    } catch (error) {
      ctx.signal?.throwIfAborted();
      if (attempt >= MAX_UNAVAILABLE_ATTEMPTS)
        throw new VendorError(
          vendor,
          'unavailable',
          null,
          `${vendor} could not be reached (${(error as Error).name}).`,
        );
      await sleep(backoffMs(attempt), undefined, { signal: ctx.signal });
      continue;
    }
    const data = await readBody(response);
    const { status } = response;
    if (status >= 300 && status < 400)
      throw new VendorError(
        vendor,
        'unavailable',
        status,
        `${vendor} answered with a redirect (HTTP ${status}), which is not followed.`,
      );
    if (status === 401 || status === 403)
      throw new VendorError(vendor, 'auth', status, `${vendor} refused the credential: ${vendorMessage(data, status)}`);
    if (status === 429 || status >= 500) {
      const headerWait = status === 429 ? parseRetryAfter(Object.fromEntries(response.headers), Date.now()) : null;
      const wait = headerWait ?? backoffMs(attempt);
      if (attempt >= (status === 429 ? MAX_ATTEMPTS : MAX_UNAVAILABLE_ATTEMPTS) || wait > MAX_RETRY_AFTER_MS) {
        const kind = status === 429 ? 'rate_limited' : 'unavailable';
        throw new VendorError(
          vendor,
          kind,
          status,
          `${vendor} ${status === 429 ? 'kept refusing for its rate limit' : 'failed'}: ${vendorMessage(data, status)}`,
        );
      }
      await sleep(wait, undefined, { signal: ctx.signal });
      continue;
    }
    return { status, ok: status >= 200 && status < 300, data };
  }
}

/** The response's data, or a VendorError `rejected` carrying the vendor's message. */
export function okData(vendor: string, response: VendorResponse): unknown {
  if (!response.ok)
    throw new VendorError(
      vendor,
      'rejected',
      response.status,
      `${vendor}: ${vendorMessage(response.data, response.status)}`,
    );
  return response.data;
}

/**
 * One `failed` result per lead with the vendor's message, for a batch the vendor refused as a whole.
 * @throws the error itself when it is not the vendor's answer about this batch: a refused key (`auth`,
 *   which stops the push), an abort, or a bug
 */
export function failAll<T extends { prospectId: string }>(leads: readonly T[], error: unknown) {
  if (!(error instanceof VendorError) || error.kind === 'auth') throw error;
  return leads.map((lead) => ({
    prospectId: lead.prospectId,
    status: 'failed' as const,
    detail: error.message,
    vendorId: null,
  }));
}

/** Drops empty values: a tool shows a blank variable as blank either way, and a smaller body is easier to read. */
export const withoutEmpty = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== ''));

/**
 * A preset record split for a tool's lead body: its own fields (`own`, non-empty only) and everything
 * else as custom variables (empty ones dropped).
 */
export function splitRecord(
  record: Record<string, string>,
  own: readonly string[],
): { fields: Record<string, string>; custom: Record<string, string> } {
  const fields: Record<string, string> = {};
  const custom: Record<string, string> = {};
  for (const [name, value] of Object.entries(record)) {
    if (own.includes(name)) {
      if (value) fields[name] = value;
    } else custom[name] = value;
  }
  return { fields, custom: withoutEmpty(custom) };
}

/** "2 on a blocklist, 1 invalid e-mail" from `[count, what]` pairs, leaving out zeros; '' when all are zero. */
export const namedCounts = (pairs: readonly (readonly [number | undefined, string])[]) =>
  pairs
    .filter(([n]) => (n ?? 0) > 0)
    .map(([n, what]) => `${n} ${what}`)
    .join(', ');
