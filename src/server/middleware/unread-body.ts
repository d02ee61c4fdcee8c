import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from '#server/app-deps.ts';

/** The most of an unread request body read and thrown away so its connection can serve the next request, in bytes. */
export const DRAIN_MAX_BYTES = 1024 * 1024;
/** The longest an answer waits for an unread body to arrive before giving up on the connection, in ms. */
export const DRAIN_MAX_MS = 1_000;

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps a keep-alive connection usable after an answer that did not read its request's body: a refusal
 * from middleware (401, 403, 413 by Content-Length, 415, 429) or a route that stopped reading half-way
 * (an import refused after sniffing its first bytes). HTTP/1.1 sends the next request on the same
 * connection right after the body (RFC 9112 §9.3), so bytes left unread there would be parsed as the
 * next request, or stall the connection; @hono/node-server's own post-answer drain cannot resume a body
 * whose web stream it already opened (it stays paused) and closes the socket after 500 ms, without
 * having said so, which loses the request the client sent next.
 *
 * So, on the way out: a body nobody started reading is read and discarded here, up to `DRAIN_MAX_BYTES`
 * within `DRAIN_MAX_MS`; if it is larger, slower, or already half-read by someone else, the answer says
 * `Connection: close` (RFC 9112 §9.6), so the client opens a new connection for its next request
 * instead of losing it. Requests served in-process (tests calling `app.request`) have no connection
 * and pass untouched.
 */
export const unreadBodies = createMiddleware<AppBindings>(async (c, next) => {
  const raw = c.req.raw;
  await next();
  if (BODYLESS_METHODS.has(c.req.method)) return;
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming || incoming.readableEnded) return;
  if (await drained(raw, incoming)) return;
  c.header('Connection', 'close');
});

/** Reads `raw`'s body to its end and discards it, within the limits; true when it reached the end. */
async function drained(raw: Request, incoming: IncomingMessage): Promise<boolean> {
  const declared = Number(incoming.headers['content-length'] ?? Number.NaN);
  if (declared > DRAIN_MAX_BYTES) return false;
  const body = raw.body;
  if (!body) return true;
  if (body.locked) return false;
  const reader = body.getReader();
  let bytes = 0;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), DRAIN_MAX_MS);
  });
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk === 'timeout') return false;
      if (chunk.done) return true;
      bytes += chunk.value.byteLength;
      if (bytes > DRAIN_MAX_BYTES) return false;
    }
  } catch {
    // The client went away mid-body: nothing left to keep alive.
    return false;
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}
