import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppBindings } from '#server/app-deps.ts';
import { AppError } from '#server/lib/errors.ts';

/**
 * Serves the built SPA (DESIGN.md §4 "HTTP"): files with an extension from `clientDir` (hashed
 * `/assets/*` cached for a year, the rest revalidated; Brotli or gzip when the browser accepts it), and `index.html` for every other GET that
 * accepts HTML and is not an API route, `/api` itself included (the API portal page). Anything else
 * under `/api/` is a 404 problem, never the SPA.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const acceptsHtml = (accept: string | undefined) => (accept ?? '').includes('text/html');
const isApiPath = (path: string) => path.startsWith('/api/');

export function spaRoutes(clientDir: string | undefined) {
  const app = new Hono<AppBindings>();
  let indexHtml: string | undefined;
  if (clientDir) {
    indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
    // Brotli or gzip copies written by the build (vite.config.ts), chosen by Accept-Encoding.
    const assets = serveStatic({ root: clientDir, precompressed: true });
    app.on(['GET', 'HEAD'], '*', (c, next) => {
      if (isApiPath(c.req.path) || !/\.[A-Za-z0-9]+$/.test(c.req.path)) return next();
      // Set before serving: serveStatic builds its response before its onFound hook runs.
      c.header('cache-control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      return assets(c, async () => {
        c.header('cache-control', undefined);
        await next();
      });
    });
  }
  app.on(['GET', 'HEAD'], '*', (c, next) => {
    if (isApiPath(c.req.path) || !acceptsHtml(c.req.header('accept'))) return next();
    if (!indexHtml) {
      return c.text('The web client is not built. Run `npm start` (or `npm run dev` for development).', 503);
    }
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  });
  app.all('/api/*', (c) => {
    throw new AppError('not_found', `No API route matches ${c.req.method} ${c.req.path}.`);
  });
  return app;
}
