import { createMiddleware } from 'hono/factory';
import { csrf } from 'hono/csrf';
import type { AppBindings } from '#server/app-deps.ts';
import { AppError } from '#server/lib/errors.ts';
import { isLoopbackOrigin } from '#server/lib/loopback.ts';

/**
 * Cross-site request forgery guard for cookie-authenticated writes to our own API (docs/decisions/017;
 * Better Auth guards `/api/auth/*` itself). The session cookie is `SameSite=Lax`, which already keeps
 * it off cross-site POSTs in today's browsers; this is the second wall, for the requests a page on
 * another site can send without a CORS preflight (HTML forms: urlencoded, multipart, text/plain —
 * WHATWG Fetch "CORS-safelisted request-header"). Such a request must come from our origin, by
 * `Sec-Fetch-Site: same-origin` or an `Origin` that is BASE_URL's or a loopback one (the origins Better
 * Auth trusts). Requests without a cookie are not browser sessions and pass; so do requests with an
 * `Authorization` header: `loadSession` then authenticates by that header alone and never reads the
 * cookie, and a page on another site cannot set it without a CORS preflight, which we never grant.
 *
 * @throws AppError `forbidden` (403) for a cross-site write.
 */
export function sameOriginWrites(baseUrl: string) {
  const own = new URL(baseUrl).origin;
  const guard = csrf({ origin: (origin) => origin === own || isLoopbackOrigin(origin) });
  return createMiddleware<AppBindings>(async (c, next) => {
    if (!c.req.header('cookie') || c.req.header('authorization') !== undefined) return next();
    try {
      await guard(c, async () => {});
    } catch {
      throw new AppError('forbidden', 'Cross-site requests cannot change data. Use the app, or an API key.');
    }
    return next();
  });
}
