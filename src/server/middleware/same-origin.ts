import { createMiddleware } from 'hono/factory';
import { csrf } from 'hono/csrf';
import type { AppBindings } from '#server/app-deps.ts';
import { AppError } from '#server/lib/errors.ts';
import { trustedOrigin } from '#server/lib/trusted-origin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for cookie-authenticated writes to our own API (docs/decisions/017;
 * Better Auth guards `/api/auth/*` itself). The session cookie is `SameSite=Lax`, which already keeps
 * it off cross-site POSTs in today's browsers; this is the second wall (OWASP CSRF Prevention Cheat
 * Sheet, "defense in depth"). A write (any method but GET, HEAD, OPTIONS) that carries a cookie:
 *
 * - with an `Origin` header, whatever its content type (JSON, text/plain, none…), must come from a
 *   trusted origin (`lib/trusted-origin.ts`: BASE_URL's, or a loopback one when BASE_URL is loopback).
 *   Browsers send `Origin` on every cross-origin write (WHATWG Fetch, "origin header"), so a foreign
 *   one is proof of a cross-site request, and `null` (a sandboxed frame, a data: URL) is refused too;
 * - without `Origin`, of a kind an HTML form or a no-cors fetch can send without a CORS preflight
 *   (urlencoded, multipart, text/plain or no content type — WHATWG Fetch "CORS-safelisted
 *   request-header"), must carry `Sec-Fetch-Site: same-origin` (hono's `csrf`). Other types without
 *   `Origin` come from scripts, not from pages: a browser would have sent one.
 *
 * Requests without a cookie are not browser sessions and pass; so do requests with an `Authorization`
 * header: `loadSession` then authenticates by that header alone and never reads the cookie, and a page
 * on another site cannot set it without a CORS preflight, which we never grant (docs/decisions/019).
 *
 * @throws AppError `forbidden` (403) for a cross-site write.
 */
export function sameOriginWrites(baseUrl: string) {
  const trusted = trustedOrigin(baseUrl);
  const formGuard = csrf({ origin: trusted });
  const refuse = () => {
    throw new AppError('forbidden', 'Cross-site requests cannot change data. Use the app, or an API key.');
  };
  return createMiddleware<AppBindings>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (!c.req.header('cookie') || c.req.header('authorization') !== undefined) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined && !trusted(origin)) refuse();
    try {
      await formGuard(c, async () => {});
    } catch {
      refuse();
    }
    return next();
  });
}
