import { expect } from 'vitest';
import type { ApiKeyScope, CreatedApiKey } from '#shared/api-keys.ts';
import { TEST_BASE_URL, type TestApp, type TestClient } from '#tests/setup/test-app.ts';

/**
 * API keys in integration tests (docs/decisions/019): one created through `POST /api/v1/api-keys` by a
 * signed-in client, and a client that calls the app with `Authorization: Bearer <key>` as a script
 * would — no cookie, no Origin.
 */
export async function createKey(
  client: TestClient,
  scopes: readonly ApiKeyScope[],
  extra: { name?: string; expiresAt?: string } = {},
): Promise<CreatedApiKey> {
  const response = await client.post('/api/v1/api-keys', {
    name: extra.name ?? `Key ${scopes.join(' ')}`,
    scopes: [...scopes],
    ...extra,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as CreatedApiKey;
}

export type KeyClient = ReturnType<typeof keyClient>;

export function keyClient(t: Pick<TestApp, 'app'>, key: string) {
  const request = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('authorization')) headers.set('authorization', `Bearer ${key}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return Promise.resolve(t.app.request(`${TEST_BASE_URL}${path}`, { ...init, headers, body }));
  };
  return {
    request,
    get: (path: string) => request(path),
    post: (path: string, json?: unknown, headers?: Record<string, string>) =>
      request(path, { method: 'POST', json, headers }),
    patch: (path: string, json?: unknown) => request(path, { method: 'PATCH', json }),
    delete: (path: string) => request(path, { method: 'DELETE' }),
  };
}
