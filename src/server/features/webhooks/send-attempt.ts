import { parseRetryAfter } from '#server/engine/providers/index.ts';
import { UrlNotAllowedError } from '#server/lib/ssrf.ts';

/**
 * One HTTP attempt of a delivery (docs/decisions/020, after documenso's
 * packages/lib/server-only/webhooks/execute-webhook-call.ts): POST the exact signed body,
 * WEBHOOK_TIMEOUT_MS for the whole exchange, redirects answered as they come (the fetch is built with
 * `followRedirects: false`; a 3xx is a failure, as the Standard Webhooks spec says), and the answer's
 * first RESPONSE_EXCERPT_BYTES kept for the delivery log. Only a 2xx succeeds (spec "Delivery success
 * and failure"). Never throws: every failure is a result.
 */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const RESPONSE_EXCERPT_BYTES = 1024;
export const USER_AGENT = 'Coldsmith-Webhooks/1.0 (+https://www.standardwebhooks.com)';

export type AttemptResult = {
  succeeded: boolean;
  /** null: nothing answered (timeout, refused connection, refused address). */
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
  /** The answer's Retry-After, in ms, when it sent one. */
  retryAfterMs: number | null;
};

export async function sendAttempt(
  send: typeof fetch,
  request: { url: string; headers: Record<string, string>; body: string },
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<AttemptResult> {
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await send(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT, ...request.headers },
      body: request.body,
      signal: controller.signal,
    });
    const responseExcerpt = await readExcerpt(response);
    const latencyMs = elapsed();
    const { status } = response;
    const succeeded = status >= 200 && status < 300;
    const location = response.headers.get('location');
    const error = succeeded
      ? null
      : status >= 300 && status < 400
        ? `Redirect not followed${location ? ` (Location: ${location.slice(0, 300)})` : ''}: update the endpoint's URL instead.`
        : `HTTP ${status}`;
    return {
      succeeded,
      statusCode: status,
      latencyMs,
      responseExcerpt,
      error,
      retryAfterMs: parseRetryAfter(Object.fromEntries(response.headers), Date.now()),
    };
  } catch (err) {
    const latencyMs = elapsed();
    return {
      succeeded: false,
      statusCode: null,
      latencyMs,
      responseExcerpt: null,
      error: describeFailure(err, controller.signal.aborted, timeoutMs),
      retryAfterMs: null,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** The first RESPONSE_EXCERPT_BYTES of the body as text; the rest is not read (the connection is cancelled). */
async function readExcerpt(response: Response): Promise<string | null> {
  const reader = response.body?.getReader();
  if (!reader) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < RESPONSE_EXCERPT_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  const bytes = Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES);
  // A character cut at the 1 KB edge decodes as U+FFFD: drop it. PostgreSQL text cannot hold NUL.
  return new TextDecoder()
    .decode(bytes)
    .replace(/\uFFFD+$/, '')
    .replaceAll('\u0000', '');
}

function describeFailure(err: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `Timed out after ${timeoutMs / 1000} s without a complete answer.`;
  if (err instanceof UrlNotAllowedError) return `Refused by the address guard: ${err.message}`;
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const code = (cause as { code?: unknown }).code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return (typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message).slice(0, 500);
}
