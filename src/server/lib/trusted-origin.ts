import { isLoopbackOrigin } from './loopback.ts';

/**
 * Which browser origins may act on a signed-in session: BASE_URL's own origin, and — only when BASE_URL
 * is itself loopback (a local install or a developer's machine, DESIGN.md §4) — any loopback origin, so
 * `localhost`, `127.0.0.1` and `[::1]` on any port (the Vite dev server's among them) all work there.
 * A public install does not trust loopback: a page served by any local program on the user's machine
 * would otherwise be a trusted origin for it (OWASP CSRF Prevention Cheat Sheet, "Verifying Origin with
 * Standard Headers": compare with the target origin only). The opaque origin `null` is never trusted.
 *
 * Used by the cross-site write check (middleware/same-origin.ts), Better Auth's `trustedOrigins`
 * (auth/auth.ts) and the OpenAPI document's `servers` (docs/decisions/017, 018).
 *
 * @param baseUrl - BASE_URL, e.g. `https://coldsmith.example` or `http://localhost:3000`
 * @returns a predicate over an `Origin` header value (RFC 6454 §7), e.g. `http://127.0.0.1:5173`
 */
export function trustedOrigin(baseUrl: string): (origin: string) => boolean {
  const own = new URL(baseUrl).origin;
  const loopbackTrusted = isLoopbackOrigin(own);
  return (origin) => origin === own || (loopbackTrusted && isLoopbackOrigin(origin));
}
