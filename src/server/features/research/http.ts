import { MAX_REDIRECTS } from '#server/lib/ssrf-fetch.ts';
import { UrlNotAllowedError } from '#server/lib/ssrf.ts';
import type { HostPacer } from './pacing.ts';
import type { SkipReason } from './types.ts';

/**
 * One polite GET through the SSRF guard, redirects followed here rather than inside the guard
 * (which is built with `followRedirects: false`), so that every hop is paced, checked against the
 * target origin's robots.txt before it is sent, and still checked by the guard itself. Statuses and
 * redirects are RFC 9110's (§15.4: 301, 302, 303, 307, 308 with a Location, resolved against the
 * request URL, §10.2.2). The time budget is the whole exchange's, pacing waits excluded (politeness
 * is ours, not the site's slowness), and it runs on until the body is read (readBody).
 */
export type Skip = { reason: SkipReason; detail: string };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export type HttpDeps = {
  fetch: typeof fetch;
  pacer: HostPacer;
  userAgent: string;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  now: () => Date;
};

/** A request's time budget: ms of network time left, pacing waits not counted. */
export class Budget {
  private spent = 0;
  private since: number | null = null;
  constructor(readonly totalMs: number) {}
  /** Starts the clock; the answered signal aborts with a TimeoutError when the budget runs out. */
  start(): AbortSignal {
    this.since = performance.now();
    return AbortSignal.timeout(Math.max(1, Math.round(this.totalMs - this.spent)));
  }
  stop() {
    if (this.since !== null) this.spent += performance.now() - this.since;
    this.since = null;
  }
}

export type Exchange =
  | { ok: true; response: Response; finalUrl: string; fetchedAt: string; signal: AbortSignal }
  | { ok: false; finalUrl: string; status: number | null; fetchedAt: string; skipped: Skip };

/**
 * GETs `url`, following up to MAX_REDIRECTS redirects.
 * @param beforeHop - asked before each hop is sent (robots.txt); a Skip stops there, unrequested
 * @param accept - the Accept header
 * @returns the final answer with its body unread (the caller reads or cancels it within `signal`),
 *   or the reason nothing usable came; never rejects for a network or HTTP failure
 */
export async function politeGet(
  url: string,
  deps: HttpDeps,
  budget: Budget,
  options: { accept: string; beforeHop?: (url: string) => Promise<Skip | null> },
): Promise<Exchange> {
  let current = url;
  let fetchedAt = deps.now().toISOString();
  let status: number | null = null;
  for (let hop = 0; ; hop++) {
    const refused = await options.beforeHop?.(current);
    if (refused) return { ok: false, finalUrl: current, status, fetchedAt, skipped: refused };
    const answered = await deps.pacer.wait(new URL(current).hostname);
    fetchedAt = deps.now().toISOString();
    const signal = budget.start();
    let response: Response;
    try {
      response = await deps.fetch(current, {
        headers: { 'user-agent': deps.userAgent, accept: options.accept, 'accept-language': 'en;q=1, *;q=0.5' },
        signal,
      });
    } catch (error) {
      budget.stop();
      return { ok: false, finalUrl: current, status: null, fetchedAt, skipped: describeFailure(error, signal, deps) };
    } finally {
      answered(); // the host's next request waits from here (pacing.ts)
    }
    status = response.status;
    const location = response.headers.get('location');
    if (!REDIRECTS.has(status) || !location) return { ok: true, response, finalUrl: current, fetchedAt, signal };
    budget.stop();
    await response.body?.cancel().catch(() => {});
    if (hop >= MAX_REDIRECTS) {
      const detail = `More than ${MAX_REDIRECTS} redirects (the last to ${location.slice(0, 200)}).`;
      return { ok: false, finalUrl: current, status, fetchedAt, skipped: { reason: 'http_error', detail } };
    }
    if (!URL.canParse(location, current)) {
      const detail = `HTTP ${status} redirects to an invalid Location (${location.slice(0, 200)}).`;
      return { ok: false, finalUrl: current, status, fetchedAt, skipped: { reason: 'http_error', detail } };
    }
    const next = new URL(location, current);
    next.hash = '';
    current = next.href;
  }
}

/**
 * Reads a body up to `maxBytes` (bytes). Past it, the stream is cancelled (the rest is never read).
 * A Content-Length above the cap is refused before reading.
 * @param options.truncate - past the cap, answer the first `maxBytes` bytes instead of too_large (robots.txt)
 * @returns the bytes, or the reason they could not be had (too_large, timeout, network_error)
 */
export async function readBody(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
  deps: Pick<HttpDeps, 'connectTimeoutMs' | 'totalTimeoutMs'>,
  options: { truncate?: boolean } = {},
): Promise<{ bytes: Uint8Array } | { skipped: Skip }> {
  const declared = Number(response.headers.get('content-length'));
  if (!options.truncate && Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    return {
      skipped: { reason: 'too_large', detail: `Content-Length ${declared} bytes is over the ${maxBytes}-byte cap.` },
    };
  }
  const reader = response.body?.getReader();
  if (!reader) return { bytes: new Uint8Array() };
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.byteLength > maxBytes && options.truncate) {
        chunks.push(value.subarray(0, maxBytes - size));
        size = maxBytes;
        await reader.cancel().catch(() => {});
        break;
      }
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return {
          skipped: {
            reason: 'too_large',
            detail: `The body passed the ${maxBytes}-byte cap; it was not read further.`,
          },
        };
      }
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    return { skipped: describeFailure(error, signal, deps) };
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes };
}

/** A failed exchange in words: the guard's refusal, a timeout (whole budget or connect), or the network's error. */
export function describeFailure(
  error: unknown,
  signal: AbortSignal,
  deps: Pick<HttpDeps, 'connectTimeoutMs' | 'totalTimeoutMs'>,
): Skip {
  if (error instanceof UrlNotAllowedError) return { reason: 'url_not_allowed', detail: error.message };
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  if (cause instanceof UrlNotAllowedError) return { reason: 'url_not_allowed', detail: cause.message };
  const reason = signal.reason as unknown;
  if (signal.aborted && reason instanceof Error && reason.name === 'TimeoutError')
    return { reason: 'timeout', detail: `No complete answer within ${deps.totalTimeoutMs} ms.` };
  const code = (cause as { code?: unknown } | null)?.code;
  if (code === 'UND_ERR_CONNECT_TIMEOUT')
    return { reason: 'timeout', detail: `The connection did not open within ${deps.connectTimeoutMs} ms.` };
  const message = cause?.message ?? (error instanceof Error ? error.message : String(error));
  return { reason: 'network_error', detail: `${typeof code === 'string' ? `${code}: ` : ''}${message}`.slice(0, 300) };
}
