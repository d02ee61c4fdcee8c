import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeResolver as resolver } from '#tests/fakes/resolver.ts';
import { createGuardedFetch, guardedConnectLookup, guardedFetch } from './ssrf-fetch.ts';
import { UrlNotAllowedError, type Resolver } from './ssrf.ts';

// Loopback only: the one server listens on 127.0.0.1, names resolve through fakeResolver (never real
// DNS), and the only name used is `localhost`, so even a broken guard could dial nothing but loopback.

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UrlNotAllowedError);
  return error as UrlNotAllowedError;
};

let server: Server;
let port: number;
let origin: string;
let hits: number;
const dialed: string[] = [];
const recordingFetch: typeof undiciFetch = (input, init) => {
  dialed.push(String(input));
  return undiciFetch(input, init);
};
beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    const [path, query] = (req.url ?? '/').split('?');
    if (path === '/to') return res.writeHead(302, { location: decodeURIComponent(query ?? '') }).end();
    if (path === '/loop') return res.writeHead(307, { location: '/loop' }).end();
    if (path === '/see-other') return res.writeHead(303, { location: '/echo' }).end();
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ method: req.method, auth: req.headers.authorization ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits = 0;
  dialed.length = 0;
});

const guarded = (lookup = resolver({})) => createGuardedFetch({ allowLoopback: true, lookup, fetch: recordingFetch });

describe('createGuardedFetch', () => {
  it('fetches an allowed URL and follows a safe redirect, re-checking it', async () => {
    const response = await guarded()(`${origin}/see-other`, {
      method: 'POST',
      body: 'x',
      headers: { authorization: 'Bearer k' },
    });
    expect(await response.json()).toEqual({ method: 'GET', auth: 'Bearer k' });
    expect(dialed).toEqual([`${origin}/see-other`, `${origin}/echo`]);
  });

  it('refuses a redirect to a private address without dialing it', async () => {
    await refusal(guarded()(`${origin}/to?${encodeURIComponent('http://10.0.0.1/admin')}`));
    await refusal(guarded()(`${origin}/to?${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`));
    await refusal(guarded()(`${origin}/to?${encodeURIComponent('http://[fd00:ec2::254]/')}`));
    const metadataName = resolver({ localhost: ['169.254.169.254'] });
    await refusal(guarded(metadataName)(`${origin}/to?${encodeURIComponent(`http://localhost:${port}/`)}`));
    expect(dialed.every((url) => url.startsWith(origin))).toBe(true);
  });

  it('with followRedirects: false, answers the 3xx itself and dials nothing else (webhook deliveries)', async () => {
    const noFollow = createGuardedFetch({
      allowLoopback: true,
      lookup: resolver({}),
      fetch: recordingFetch,
      followRedirects: false,
    });
    const target = `${origin}/to?${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`;
    const response = await noFollow(target, { method: 'POST', body: '{}' });
    expect([response.status, response.headers.get('location')]).toEqual([
      302,
      'http://169.254.169.254/latest/meta-data/',
    ]);
    expect(dialed).toEqual([target]);
    expect(hits).toBe(1);
  });

  it('stops after 5 redirects', async () => {
    expect((await refusal(guarded()(`${origin}/loop`))).reason).toBe('too_many_redirects');
    expect(dialed).toHaveLength(6);
  });

  it('refuses loopback under the strict guard before dialing', async () => {
    await refusal(createGuardedFetch({ lookup: resolver({}), fetch: recordingFetch })(`${origin}/echo`));
    await refusal(guardedFetch(`${origin}/echo`));
    await refusal(guardedFetch(`http://[::1]:${port}/echo`));
    expect(dialed).toEqual([]);
    expect(hits).toBe(0);
  });

  it('drops credentials on a cross-origin redirect', async () => {
    const lookup = resolver({ localhost: ['127.0.0.1'] });
    const response = await guarded(lookup)(`${origin}/to?${encodeURIComponent(`http://localhost:${port}/echo`)}`, {
      headers: { authorization: 'Bearer k' },
    });
    expect(await response.json()).toEqual({ method: 'GET', auth: null });
  });

  it('connects only to addresses it checked: the connection resolves through the guard', async () => {
    const lookup = resolver({ localhost: ['127.0.0.1'] });
    const response = await guarded(lookup)(`http://localhost:${port}/echo`);
    expect(response.status).toBe(200);
    // once for the URL check, once by the socket itself (connect.lookup), both through the guard
    expect(lookup.calls).toEqual(['localhost', 'localhost']);
  });

  it('refuses DNS rebinding: a name that passes the check, then resolves to a private address', async () => {
    // The first answer (a public address) is only checked, never dialed; the second is what the socket gets.
    const rebinding = resolver({ localhost: [['93.184.215.14'], ['127.0.0.1']] });
    const error = await refusal(
      createGuardedFetch({ lookup: rebinding, fetch: recordingFetch })(`http://localhost:${port}/echo`),
    );
    expect(error.reason).toBe('private_address');
    expect(rebinding.calls).toHaveLength(2);
    expect(hits).toBe(0);
  });
  it('gives up a connection that does not open within connectTimeoutMs', async () => {
    // The URL check gets an answer; the socket's own lookup never does, so the dial cannot complete.
    let asked = 0;
    const stalling: Resolver = (hostname) =>
      asked++ === 0 ? resolver({ localhost: ['127.0.0.1'] })(hostname) : new Promise(() => {});
    const fetchWithTimeout = createGuardedFetch({ allowLoopback: true, lookup: stalling, connectTimeoutMs: 100 });
    const error = await fetchWithTimeout(`http://localhost:${port}/echo`).then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as Error).cause).toMatchObject({ code: 'UND_ERR_CONNECT_TIMEOUT' });
    expect(hits).toBe(0);
  });
});

describe('guardedConnectLookup', () => {
  const lookupOnce = (
    hostname: string,
    options: { all?: boolean; family?: number },
    lookup = resolver({ 'dual.test': ['93.184.215.14', '2606:4700::1'], 'bad.test': ['93.184.215.14', '10.0.0.1'] }),
  ) =>
    new Promise<{ error: unknown; address: string | LookupAddress[]; family?: number | undefined }>((resolve) =>
      guardedConnectLookup({ lookup })(hostname, options, (error, address, family) =>
        resolve({ error, address, family }),
      ),
    );

  it('answers in the shape Node asks for: all addresses, or one of the family', async () => {
    expect((await lookupOnce('dual.test', { all: true })).address).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:4700::1', family: 6 },
    ]);
    expect(await lookupOnce('dual.test', { family: 6 })).toMatchObject({
      error: null,
      address: '2606:4700::1',
      family: 6,
    });
    expect(await lookupOnce('dual.test', {})).toMatchObject({ error: null, address: '93.184.215.14', family: 4 });
  });

  it('fails when any address is refused, and when the name does not resolve', async () => {
    expect((await lookupOnce('bad.test', { all: true })).error).toBeInstanceOf(UrlNotAllowedError);
    expect((await lookupOnce('nowhere.test', {})).error).toMatchObject({ code: 'ENOTFOUND' });
  });
});
