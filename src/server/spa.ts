import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { AppBindings } from '#server/app-deps.ts';
import { AppError } from '#server/lib/errors.ts';

/**
 * Serves the built SPA (DESIGN.md §4 "HTTP"): files with an extension from `clientDir` (hashed
 * `/assets/*` cached for a year, the rest revalidated; Brotli or gzip when the browser accepts it), `/`
 * prerendered (`landing.html`, its text in the first response), and `index.html` for every other GET that
 * is not an API route, `/api` itself included (the API portal page), unless it asks for JSON alone:
 * uptime monitors (a wildcard Accept, or none), link unfurlers and crawlers must get the page with its
 * Open Graph tags, not a 404 (issue 14, item 13). Anything else under `/api/` is a 404 problem, never the SPA.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Whether an Accept header (RFC 9110 §12.5.1) lists JSON media types only (`application/json`,
 * `application/problem+json`, any `+json`): an API client, which a page would not help. No header, a
 * wildcard, `text/html` or any other type gets the page.
 */
export function wantsJsonOnly(accept: string | undefined): boolean {
  const types = (accept ?? '')
    .split(',')
    .map((range) => range.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);
  return types.length > 0 && types.every((type) => type === 'application/json' || type.endsWith('+json'));
}
const isApiPath = (path: string) => path.startsWith('/api/');
/** A file's path (`/assets/x.js`, `/favicon.svg`): a missing one is a 404, never the page in its place. */
const isFilePath = (path: string) => /\.[A-Za-z0-9]+$/.test(path);

/** An HTML page as the build wrote it, with the Brotli and gzip copies written beside it, if any. */
type Page = Partial<Record<'br' | 'gzip', Buffer>> & { identity: Buffer };

function loadPage(path: string): Page {
  const copy = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
  return { identity: readFileSync(path), br: copy('.br'), gzip: copy('.gz') };
}

/**
 * The page Brotli-encoded when the browser accepts it (RFC 9110 §12.5.3) and the build wrote that copy,
 * else gzip on the same terms, else as written: browsers list `gzip, deflate, br` at equal weight, and
 * Brotli is the smaller.
 */
function sendPage(c: Context, page: Page) {
  const accepted = (encoding: 'br' | 'gzip') =>
    accepts(c, { header: 'Accept-Encoding', supports: [encoding], default: 'identity' }) === encoding;
  const encoding = (['br', 'gzip'] as const).find((candidate) => page[candidate] && accepted(candidate));
  c.header('vary', 'Accept-Encoding');
  c.header('content-type', 'text/html; charset=UTF-8');
  if (!encoding) return c.body(new Uint8Array(page.identity));
  c.header('content-encoding', encoding);
  return c.body(new Uint8Array(page[encoding]!));
}

export function spaRoutes(clientDir: string | undefined) {
  const app = new Hono<AppBindings>();
  let indexHtml: Page | undefined;
  let landingHtml: Page | undefined;
  if (clientDir) {
    indexHtml = loadPage(join(clientDir, 'index.html'));
    // `/` prerendered by the build (scripts/build/prerender.ts); a build without it gets index.html.
    if (existsSync(join(clientDir, 'landing.html'))) landingHtml = loadPage(join(clientDir, 'landing.html'));
    // Brotli or gzip copies written by the build (vite.config.ts), chosen by Accept-Encoding.
    const assets = serveStatic({ root: clientDir, precompressed: true });
    app.on(['GET', 'HEAD'], '*', (c, next) => {
      if (isApiPath(c.req.path) || !isFilePath(c.req.path)) return next();
      // Set before serving: serveStatic builds its response before its onFound hook runs.
      c.header('cache-control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      return assets(c, async () => {
        c.header('cache-control', undefined);
        await next();
      });
    });
  }
  app.on(['GET', 'HEAD'], '*', (c, next) => {
    const { path } = c.req;
    if (isApiPath(path) || isFilePath(path) || wantsJsonOnly(c.req.header('accept'))) return next();
    if (!indexHtml) {
      return c.text('The web client is not built. Run `npm start` (or `npm run dev` for development).', 503);
    }
    c.header('cache-control', 'no-cache');
    return sendPage(c, path === '/' ? (landingHtml ?? indexHtml) : indexHtml);
  });
  app.all('/api/*', (c) => {
    throw new AppError('not_found', `No API route matches ${c.req.method} ${c.req.path}.`);
  });
  return app;
}
