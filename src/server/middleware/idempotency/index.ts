import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppBindings } from '#server/app-deps.ts';
import { AppError, validationError } from '#server/lib/errors.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  IDEMPOTENCY_TTL_HOURS,
  releaseIdempotencyKey,
} from './records.ts';
import { answerToStore } from './stored-answer.ts';

/**
 * `Idempotency-Key` on every POST under /api/v1, by key or session (docs/decisions/019), as
 * draft-ietf-httpapi-idempotency-key-header-06 and Stripe's API (docs.stripe.com/api/idempotent_requests)
 * describe it: the first request with a key runs and its answer is kept for 24 h; a retry by the same
 * user with the same key and the same request (method, path with query, content type, body — compared
 * by SHA-256) gets that answer again with `Idempotent-Replayed: true` and runs nothing; the same key on
 * a different request is 422 `idempotency_key_reused`; while the first still runs, 409
 * `idempotency_key_in_progress`. What is kept: stored-answer.ts. A POST without the header runs as
 * before.
 *
 * The body is read into memory to fingerprint it, then handed on unchanged: at most 1 MB for JSON,
 * or an import's 50 MB when its client sends a key (the body limits in app.ts bound both).
 * @throws AppError `validation_failed` (bad key), `idempotency_key_reused`, `idempotency_key_in_progress`
 */
export const IDEMPOTENCY_KEY_MAX = 255;

/** The key, from a bare token or an RFC 8941 sf-string (`"…"`, as the draft writes it). */
export function parseIdempotencyKey(header: string): string {
  const value = /^"(.*)"$/.exec(header)?.[1] ?? header;
  if (value.length === 0 || value.length > IDEMPOTENCY_KEY_MAX || !/^[\x20-\x7e]+$/.test(value)) {
    throw validationError([
      { path: 'Idempotency-Key', message: `Use 1–${IDEMPOTENCY_KEY_MAX} printable ASCII characters, e.g. a UUID.` },
    ]);
  }
  return value;
}

/**
 * The request's fingerprint: SHA-256 (hex) of its method, path with query, content type and body
 * (docs/decisions/019). A request with the same key and another fingerprint is a reuse.
 * @param pathWithQuery - e.g. `/api/v1/campaigns?x=1`
 * @param body - the raw body bytes, or null for none
 */
export function requestFingerprint(
  method: string,
  pathWithQuery: string,
  contentType: string | undefined,
  body: Uint8Array | null,
): string {
  const hash = createHash('sha256').update(`${method} ${pathWithQuery}\n${contentType ?? ''}\n`);
  if (body) hash.update(body);
  return hash.digest('hex');
}

async function fingerprint(c: Context<AppBindings>): Promise<string> {
  const url = new URL(c.req.url);
  let body: Uint8Array<ArrayBuffer> | null = null;
  if (c.req.raw.body) {
    body = new Uint8Array(await c.req.arrayBuffer());
    // The stream is spent: the route reads this copy (as hono's bodyLimit does).
    c.req.raw = new Request(c.req.raw, { body });
  }
  return requestFingerprint(c.req.method, `${url.pathname}${url.search}`, c.req.header('content-type'), body);
}

export const idempotency = createMiddleware<AppBindings>(async (c, next) => {
  const header = c.req.header('idempotency-key');
  const userId = c.get('session')?.user.id;
  if (c.req.method !== 'POST' || header === undefined || !userId) return next();
  const key = parseIdempotencyKey(header);
  const { db } = c.get('deps');
  const claim = await claimIdempotencyKey(db, userId, key, await fingerprint(c));
  if (claim.outcome === 'reused') {
    throw new AppError(
      'idempotency_key_reused',
      `This Idempotency-Key was used in the last ${IDEMPOTENCY_TTL_HOURS} h for a different request. Use a new key for each operation.`,
    );
  }
  if (claim.outcome === 'in_progress') {
    throw new AppError(
      'idempotency_key_in_progress',
      'The first request with this Idempotency-Key has not answered yet. Retry shortly.',
      { headers: { 'Retry-After': '1' } },
    );
  }
  if (claim.outcome === 'replay') {
    const { responseStatus, responseHeaders, responseBody } = claim.record;
    const headers = { ...responseHeaders, 'Idempotent-Replayed': 'true' };
    const status = responseStatus as ContentfulStatusCode;
    return responseBody === null ? c.body(null, status, headers) : c.body(responseBody, status, headers);
  }
  try {
    await next();
  } catch (error) {
    await releaseIdempotencyKey(db, claim.id);
    throw error;
  }
  try {
    const answer = await answerToStore(c.res);
    if (answer) await completeIdempotencyKey(db, claim.id, answer);
    else await releaseIdempotencyKey(db, claim.id);
  } catch (error) {
    // The operation ran and its answer goes out; the record stays `running` and is taken over
    // after RUNNING_TIMEOUT_MINUTES, so a lost write costs a 409 for a while, never a lost answer.
    c.get('log').warn({ err: error, idempotencyKey: key }, 'storing the idempotent answer failed');
  }
});
