import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '#tests/factories/users.ts';
import { createKey } from '#tests/support/api-keys.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * A refused write must not cost the client its connection (middleware/unread-body.ts): the app served
 * on a loopback port, a keep-alive client (node:http Agent, one socket) sends a write that middleware
 * refuses before any route reads its body, then at once a second request. The second answer must
 * come — on the same socket, the refused body drained, or on a new one because the first answer said
 * `Connection: close`. Without the fix the unread body stalls the socket and the server closes it
 * unannounced ("socket hang up").
 */
let t: TestApp;
let server: ServerType;
let port: number;
let key: string;
let agent: Agent;

beforeAll(async () => {
  // One request a minute per key, so a key's second write is the 429 below.
  t = await createTestApp({ env: { API_KEY_RPM: '1' } });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
  const { client } = await createActiveUser(t);
  ({ key } = await createKey(client, ['campaigns:write']));
}, 60_000);
afterEach(() => agent?.destroy());
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

type Answer = { status: number; connection: string | undefined; reusedSocket: boolean };

/** One request through `agent`; fails after 5 s rather than hanging on a stalled socket. */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode!, connection: res.headers.connection, reusedSocket: req.reusedSocket }),
      );
    });
    req.on('error', reject);
    req.setTimeout(5_000, () => req.destroy(new Error('no answer within 5 s')));
    req.end(body);
  });
}

/** A JSON body of `bytes` bytes (a campaign with a long name: never read, so its size is all that counts). */
const jsonOf = (bytes: number) => {
  const skeleton = JSON.stringify({ name: '', brief: { senderName: 'Ada', offer: 'Books' } });
  return Buffer.from(
    JSON.stringify({ name: 'x'.repeat(bytes - skeleton.length), brief: { senderName: 'Ada', offer: 'Books' } }),
  );
};

const json = (body: Buffer, extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  'content-length': String(body.length),
  ...extra,
});

const refusals: [name: string, status: number, send: () => Promise<Answer>][] = [
  ['no credentials', 401, () => send('POST', '/api/v1/campaigns', json(jsonOf(300_000)), jsonOf(300_000))],
  [
    'a cross-site cookie write',
    403,
    () =>
      send(
        'POST',
        '/api/v1/campaigns',
        json(jsonOf(300_000), { cookie: 'x=1', origin: 'https://evil.example' }),
        jsonOf(300_000),
      ),
  ],
  [
    'a Content-Length over the JSON limit',
    413,
    () => send('POST', '/api/v1/campaigns', json(jsonOf(1_500_000)), jsonOf(1_500_000)),
  ],
  [
    'a key without the scope',
    403,
    () => send('POST', '/api/v1/webhooks', json(jsonOf(300_000), { authorization: `Bearer ${key}` }), jsonOf(300_000)),
  ],
  [
    'a key over its rate limit',
    429,
    async () => {
      expect((await send('GET', '/api/v1/me', { authorization: `Bearer ${key}` })).status).toBe(200);
      const body = jsonOf(300_000);
      return send('POST', '/api/v1/campaigns', json(body, { authorization: `Bearer ${key}` }), body);
    },
  ],
];

describe('a keep-alive connection after a refused write', () => {
  it.each(refusals)('serves the next request after %s (%i)', { timeout: 20_000 }, async (_name, status, refused) => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await refused();
    expect(first.status).toBe(status);
    const second = await send('GET', '/api/health');
    expect(second.status).toBe(200);
    // Either the body was drained and the socket reused, or the refusal said it would close it.
    if (first.connection !== 'close') expect(second.reusedSocket).toBe(true);
  });

  it('keeps the socket when the unread body is small: drained, not closed', { timeout: 20_000 }, async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const body = jsonOf(300_000);
    const first = await send('POST', '/api/v1/campaigns', json(body), body);
    expect(first).toMatchObject({ status: 401, connection: 'keep-alive' });
    const second = await send('GET', '/api/health');
    expect(second).toMatchObject({ status: 200, reusedSocket: true });
  });
});
