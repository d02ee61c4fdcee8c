import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * `GET /api/docs` (docs/decisions/018): Swagger UI served by us (no CDN), under the app's CSP, next to
 * the SPA's `/api` page and the API's 404s. The page rendering in Chromium is e2e/api-docs.spec.ts.
 */
const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const html = { accept: 'text/html,application/xhtml+xml' };

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'cs-docs-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Coldsmith</title><div id="root"></div>');
  t = await createTestApp({ clientDir });
});
afterAll(() => t.close());

const assetLinks = (page: string) => [...page.matchAll(/(?:href|src)="(\/api\/docs\/[^"]+)"/g)].map((m) => m[1]!);

describe('GET /api/docs', () => {
  it('is an HTML page, to anyone, that loads only same-origin assets and no inline script', async () => {
    const res = await t.client().get('/api/docs', { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toMatch(/<html lang="en">/);
    expect(page).not.toMatch(/<script>|<script [^>]*>[^<]/);
    expect(page).not.toMatch(/https?:\/\//);
    expect(assetLinks(page).map((href) => href.split('?')[0])).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/docs.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/docs-init.js',
    ]);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('serves each asset with its type, gzipped, cached for a year at its hashed URL', async () => {
    const page = await (await t.client().get('/api/docs', { headers: html })).text();
    for (const href of assetLinks(page)) {
      const res = await t.client().get(href, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.status, href).toBe(200);
      expect(res.headers.get('content-type'), href).toMatch(href.includes('.js') ? /^text\/javascript/ : /^text\/css/);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = gunzipSync(Buffer.from(await res.arrayBuffer()));
      if (href.includes('swagger-ui-bundle.js'))
        expect(body.equals(readFileSync(join(swaggerDir, 'swagger-ui-bundle.js')))).toBe(true);
    }
    const plain = await t.client().get('/api/docs/docs-init.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control'), 'an unversioned URL revalidates').toBe('no-cache');
    expect(await plain.text()).toContain("url: '/api/v1/openapi.json'");
  });

  it('answers an unknown asset, and any other unknown API path, with a 404 problem', async () => {
    for (const path of [
      '/api/docs/index.html',
      '/api/docs/..%2Fpackage.json',
      '/api/docs/constructor',
      '/api/docsx',
      '/api/docs/a/b',
    ]) {
      const res = await t.client().get(path, { headers: html });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toBe('application/problem+json');
    }
  });

  it('leaves GET /api (the API portal page) to the SPA', async () => {
    const res = await t.client().get('/api', { headers: html });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });
});
