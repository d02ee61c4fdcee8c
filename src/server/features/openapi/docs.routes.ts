import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import type { AppBindings } from '#server/app-deps.ts';
import { AppError } from '#server/lib/errors.ts';
import { appFile } from '#server/lib/app-files.ts';

/**
 * `GET /api/docs` (DESIGN.md §4): the browsable API reference, Swagger UI (`swagger-ui-dist`) reading
 * `/api/v1/openapi.json`, served from this server (never a CDN: an install may have no internet).
 * The page is an HTML shell, Swagger UI's script and stylesheet, and our initializer script
 * (assets/docs-init.js): no inline script, so the app's CSP (`script-src 'self'`) holds here too.
 *
 * Assets are `GET /api/docs/<name>?v=<content hash>`: the page links them with their hash, so they are
 * cached for a year and a new version is a new URL. Gzipped on first request (level 9: the 1.7 MB
 * bundle becomes 460 KB in ~170 ms) and kept in memory.
 */
const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const own = (name: string) => appFile('src', 'server', 'features', 'openapi', 'assets', name);

type Asset = { body: Buffer; type: string; version: string; gzipped?: Buffer };

const asset = (path: string | URL, type: string): Asset => {
  const body = readFileSync(path);
  return { body, type, version: createHash('sha256').update(body).digest('hex').slice(0, 12) };
};

const assets: Record<string, Asset> = {
  'swagger-ui.css': asset(join(swaggerDir, 'swagger-ui.css'), 'text/css; charset=utf-8'),
  'swagger-ui-bundle.js': asset(join(swaggerDir, 'swagger-ui-bundle.js'), 'text/javascript; charset=utf-8'),
  'docs.css': asset(own('docs.css'), 'text/css; charset=utf-8'),
  'docs-init.js': asset(own('docs-init.js'), 'text/javascript; charset=utf-8'),
};

const href = (name: string) => `/api/docs/${name}?v=${assets[name]!.version}`;

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>API reference · Coldsmith</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="${href('swagger-ui.css')}">
    <link rel="stylesheet" href="${href('docs.css')}">
    <script src="${href('swagger-ui-bundle.js')}" defer></script>
    <script src="${href('docs-init.js')}" defer></script>
  </head>
  <body>
    <main id="swagger-ui"><noscript>The API reference needs JavaScript. The document itself is <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</noscript></main>
  </body>
</html>
`;

export const docsRoutes = new Hono<AppBindings>()
  .get('/', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(page);
  })
  .get('/:file', (c) => {
    const found = Object.hasOwn(assets, c.req.param('file')) ? assets[c.req.param('file')] : undefined;
    if (!found) throw new AppError('not_found', `No API docs asset is named ${c.req.param('file')}.`);
    c.header('content-type', found.type);
    c.header('cache-control', c.req.query('v') === found.version ? 'public, max-age=31536000, immutable' : 'no-cache');
    c.header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return c.body(new Uint8Array(found.body));
    found.gzipped ??= gzipSync(found.body, { level: 9 });
    c.header('content-encoding', 'gzip');
    return c.body(new Uint8Array(found.gzipped));
  });
