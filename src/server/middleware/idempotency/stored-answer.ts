import type { StoredAnswer } from './records.ts';

/**
 * Which first answers are kept for replay, and what of them (docs/decisions/019):
 * - kept: a JSON (or problem+json) answer, or one without a body, with a 2xx status or a 4xx the
 *   operation itself decided (404, 422 …);
 * - not kept, so the same key may be sent again and run: 5xx (the server failed; a retry should
 *   retry), refusals from before the operation started (400 validation, 401, 403, 409, 413, 415, 429
 *   — Stripe: "no idempotent result is saved because no API endpoint began execution"), streams
 *   (SSE from personalize, export files: their body is not a value to store) and bodies over
 *   MAX_STORED_BODY_BYTES.
 * One-time secrets (an API key, a webhook signing secret) are never stored: their values become null
 * in the stored copy, so a replay says "created" without showing the secret twice.
 */
export const MAX_STORED_BODY_BYTES = 1024 * 1024;
const NOT_STORED_STATUSES = new Set([400, 401, 403, 409, 413, 415, 429]);
const JSON_TYPE = /^application\/(?:problem\+)?json\b/i;
/** Headers a replay repeats; per-request ones (RateLimit-*, X-Request-Id) are the replay's own. */
const REPLAYED_HEADERS = ['content-type', 'location'];
/** Whole secrets as the API shows them once: `cs_live_…` keys, Standard Webhooks `whsec_…` secrets. */
const SECRET_VALUE = /^(?:cs_live_[A-Za-z0-9_-]{43}|whsec_[A-Za-z0-9+/=_-]{16,})$/;

function withoutSecrets(value: unknown): unknown {
  if (typeof value === 'string') return SECRET_VALUE.test(value) ? null : value;
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutSecrets(v)]));
  return value;
}

/** The answer to keep, or null when this answer must not be replayed. Reads a clone: `response` is still sent. */
export async function answerToStore(response: Response): Promise<StoredAnswer | null> {
  const { status } = response;
  if (status >= 500 || NOT_STORED_STATUSES.has(status)) return null;
  const type = response.headers.get('content-type') ?? '';
  if (response.body !== null && !JSON_TYPE.test(type)) return null;
  const headers = Object.fromEntries(
    REPLAYED_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])),
  );
  if (response.body === null) return { status, headers, body: null };
  const text = await response.clone().text();
  if (Buffer.byteLength(text, 'utf8') > MAX_STORED_BODY_BYTES) return null;
  let body = text;
  try {
    body = JSON.stringify(withoutSecrets(JSON.parse(text)));
  } catch {
    // Not JSON after all (an empty body): kept as it is.
  }
  return { status, headers, body };
}
