import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
const html = { accept: 'text/html,application/xhtml+xml' };
const LANDING = '<!doctype html><title>Coldsmith</title><div id="root"><h1>Cold e-mails</h1></div>';

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'cs-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Coldsmith</title><div id="root"></div>');
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What the build writes beside each asset (vite.config.ts): Brotli and gzip copies.
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  // `/` as the build prerenders it (scripts/build/prerender.ts), with its Brotli copy.
  writeFileSync(join(clientDir, 'landing.html'), LANDING);
  writeFileSync(join(clientDir, 'landing.html.br'), brotliCompressSync(LANDING));
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ clientDir });
});
afterAll(() => t.close());

describe('SPA and API routing', () => {
  it.each(['/', '/dashboard', '/dashboard/campaigns/42?tab=emails', '/no/such/page', '/api'])(
    'serves index.html to an HTML GET of %s',
    async (path) => {
      const res = await t.client().get(path, { headers: html });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  it.each([
    ['no Accept', undefined],
    ['a wildcard (uptime monitors)', '*/*'],
    ['a link unfurler', 'text/html;q=0.9, */*;q=0.8'],
    ['plain text', 'text/plain'],
    ['an HTTP library default', 'application/json, text/plain, */*'],
  ])('serves the page to %s, not a 404', async (_, accept) => {
    for (const path of ['/', '/pricing', '/dashboard']) {
      const res = await t.client().get(path, { headers: accept === undefined ? {} : { accept } });
      expect(res.status, `${path} with ${accept}`).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves / prerendered, in the encoding the browser accepts, and every other page bare', async () => {
    const plain = await t.client().get('/', { headers: { ...html, 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    expect(await plain.text()).toBe(LANDING);
    const br = await t.client().get('/', { headers: { ...html, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('text/html');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(LANDING);
    // No gzip copy was written: the page goes uncompressed rather than mislabelled.
    const gzip = await t.client().get('/', { headers: { ...html, 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBeNull();
    expect(await gzip.text()).toBe(LANDING);
    const other = await t.client().get('/dashboard', { headers: html });
    expect(await other.text()).not.toContain('<h1>');
  });

  it('keeps a JSON-only client off the page', async () => {
    for (const accept of ['application/json', 'application/problem+json, application/json;q=0.5']) {
      const res = await t.client().get('/dashboard', { headers: { accept } });
      expect(res.status, accept).toBe(404);
    }
  });

  it('answers an unknown API path with a 404 problem, even for HTML', async () => {
    for (const headers of [html, { accept: 'application/json' }]) {
      const res = await t.client().get('/api/nope', { headers });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(await res.json()).toMatchObject({ code: 'not_found', status: 404, instance: '/api/nope' });
    }
    expect((await t.client().post('/api/v1/nope', {})).status).toBe(404);
  });

  it('answers /api without an HTML accept as an API 404', async () => {
    const res = await t.client().get('/api', { headers: { accept: 'application/json' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
  });

  it('sends the Brotli or gzip copy of an asset to browsers that accept it', async () => {
    const br = await t.client().get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('console.log(1)');
    const gzip = await t.client().get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await t.client().get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('serves hashed assets as immutable and other files revalidated', async () => {
    const asset = await t.client().get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const icon = await t.client().get('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    expect((await t.client().get('/assets/missing.js')).status).toBe(404);
  });

  it('sends security headers with a CSP that forbids inline and foreign scripts', async () => {
    const res = await t.client().get('/', { headers: html });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('keeps a caller-supplied request id', async () => {
    const res = await t.client().get('/api/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });

  it('refuses an oversized JSON body with 413 too_large', async () => {
    const res = await t.client().request('/api/admin/initialize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), email: 'a@b.co', password: 'long enough' }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'too_large' });
  });
});
