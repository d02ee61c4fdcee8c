import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimIdempotencyKey } from '#server/middleware/idempotency/records.ts';
import { requestFingerprint } from '#server/middleware/idempotency/index.ts';
import { apiKeyScopes } from '#shared/api-keys.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createKey } from '#tests/support/api-keys.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/setup/test-app.ts';

/**
 * The OpenAPI document lists every status the API answers (docs/decisions/031). Each operation of the
 * served document is driven, on a throw-away id, down every error path the request pipeline has
 * (app.ts): no credentials, a cross-site cookie write, a body over the limit, a malformed body, a
 * malformed, reused or in-flight `Idempotency-Key`, an API key or an account over its rate limit, and
 * headers over the HTTP server's limit. Every (operation, status ≥ 400) observed must be declared in
 * that operation's `responses`. New routes are covered without touching this test: it reads the
 * document, not a list.
 */
type Operation = { method: string; path: string; url: string; key: string };

let t: TestApp;
let limited: TestApp;
let server: ServerType;
let operations: Operation[];
const observed = new Map<string, Set<number>>();
let documented: Record<string, Record<string, { responses?: Record<string, unknown> }>>;

const record = (op: Operation, status: number) => {
  if (!observed.has(op.key)) observed.set(op.key, new Set());
  observed.get(op.key)!.add(status);
  return status;
};

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await (await t.app.request(`${TEST_BASE_URL}/api/v1/openapi.json`)).json()) as {
    paths: typeof documented;
  };
  documented = doc.paths;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      path,
      url: path.replace(/\{[^}]+\}/g, randomUUID()),
      key: `${method.toUpperCase()} ${path}`,
    })),
  );
  // One request a minute per key and per account's expensive calls: the second is a 429.
  limited = await createTestApp({ env: { API_KEY_RPM: '1', EXPENSIVE_RPM: '1' } });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
  await limited?.close();
});

const api = (app: TestApp, op: Operation, init: RequestInit = {}) =>
  Promise.resolve(app.app.request(`${TEST_BASE_URL}${op.url}`, { method: op.method, ...init }));

describe('every status an operation answers', () => {
  it('is observed down each error path of the pipeline', { timeout: 180_000 }, async () => {
    const { user, client } = await createActiveUser(t);
    const session = (op: Operation, init: RequestInit = {}) => client.request(op.url, { method: op.method, ...init });

    for (const op of operations) {
      // No credentials (public operations answer as usual).
      record(op, (await api(t, op)).status);
      if (!hasBody(op.method)) continue;
      // A cookie write from another site.
      record(op, (await session(op, { headers: { origin: 'https://evil.example' } })).status);
      // A body over the limit, declared by its Content-Length.
      record(
        op,
        (
          await session(op, {
            headers: { 'content-type': 'application/json', 'content-length': '99999999' },
            body: '{}',
          })
        ).status,
      );
      // A body that is not JSON.
      record(op, (await session(op, { headers: { 'content-type': 'application/json' }, body: '{not json' })).status);
      if (op.method !== 'POST') continue;
      // Idempotency-Key: malformed; reused for another request; the same request still running.
      record(op, (await session(op, { headers: { 'idempotency-key': 'x'.repeat(300) } })).status);
      const reused = randomUUID();
      await claimIdempotencyKey(t.db, user.id, reused, 'another request');
      record(op, (await session(op, { headers: { 'idempotency-key': reused } })).status);
      const running = randomUUID();
      await claimIdempotencyKey(t.db, user.id, running, requestFingerprint('POST', op.url, undefined, null));
      record(op, (await session(op, { headers: { 'idempotency-key': running } })).status);
    }

    // Over the rate limits: a key with every scope, and an account, each after its one request.
    const { client: owner } = await createActiveUser(limited);
    const { key } = await createKey(owner, [...apiKeyScopes]);
    const bearer = { authorization: `Bearer ${key}` };
    await limited.app.request(`${TEST_BASE_URL}/api/v1/me`, { headers: bearer });
    for (const op of operations) {
      record(op, (await api(limited, op, { headers: bearer })).status);
      record(op, (await owner.request(op.url, { method: op.method })).status);
    }
    // The first expensive call above spent the account's one: once more, it too is over.
    for (const op of operations) record(op, (await owner.request(op.url, { method: op.method })).status);

    // Headers over the HTTP server's limit (Node's 16 KB): the server answers before the app.
    const port = (server.address() as AddressInfo).port;
    for (const op of operations) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, method: op.method, path: op.url, headers: { 'x-padding': 'a'.repeat(20_000) } },
          (res) => {
            res.resume();
            resolve(res.statusCode!);
          },
        );
        req.on('error', reject);
        req.end();
      });
      record(op, status);
    }

    // The paths were exercised: each kind of refusal was seen somewhere.
    const seen = new Set([...observed.values()].flatMap((statuses) => [...statuses]));
    for (const status of [400, 401, 403, 404, 409, 413, 422, 429, 431])
      expect(seen, `status ${status}`).toContain(status);

    const undocumented = [...observed].flatMap(([key, statuses]) => {
      const [method, path] = key.split(' ') as [string, string];
      const responses = documented[path]![method.toLowerCase()]!.responses ?? {};
      return [...statuses].filter((s) => s >= 400 && !(String(s) in responses)).map((s) => `${key} → ${s}`);
    });
    expect(undocumented, 'statuses answered but not in the document').toEqual([]);
  });
});
