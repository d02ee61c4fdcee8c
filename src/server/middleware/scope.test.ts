import { Hono } from 'hono';
import { describeRoute, generateSpecs } from 'hono-openapi';
import { describe, expect, it, vi } from 'vitest';
import type { ApiKeyAuth, AppBindings } from '#server/app-deps.ts';
import { handleError } from '#server/lib/problem.ts';
import type { ApiKeyScope } from '#shared/api-keys.ts';
import { anyApiKey, declaredRules, keyScopeGuard, requireScope, sessionOnly } from './scope.ts';

/**
 * Scopes declared on the route (docs/decisions/019): the declaration refuses a key outside it with 403
 * `forbidden` and lets cookie sessions through; the app-level guard applies it before the middleware
 * that follows (rate limits, idempotency) and refuses every key where nothing is declared; and the
 * declaration is the operation's OpenAPI `security`.
 */
const key = (...scopes: ApiKeyScope[]): ApiKeyAuth => ({ id: 'key-1', scopes });

/** A small app in app.ts's order: credential → guard → what counts requests → the routes. */
function appFor(apiKey: ApiKeyAuth | null, { guard = true } = {}) {
  const counted = vi.fn();
  const app = new Hono<AppBindings>();
  app.use('*', async (c, next) => {
    c.set('requestId', 'req-1');
    c.set('apiKey', apiKey);
    await next();
  });
  if (guard) app.use('*', keyScopeGuard);
  app.use('*', async (_c, next) => {
    counted();
    await next();
  });
  app.get('/emails', requireScope('emails:read'), describeRoute({ operationId: 'listEmails', summary: 'List' }), (c) =>
    c.text('emails'),
  );
  app.get('/me', anyApiKey, describeRoute({ operationId: 'getMe', summary: 'Me' }), (c) => c.text('me'));
  app.delete('/me', sessionOnly, describeRoute({ operationId: 'deleteMe', summary: 'Bye' }), (c) => c.body(null, 204));
  app.get('/undeclared', (c) => c.text('open'));
  app.onError(handleError);
  return { app, counted };
}

const problem = async (res: Response) => (await res.json()) as { code: string; detail: string };

describe('requireScope', () => {
  it('refuses a key lacking the scope with 403 forbidden naming it, before anything counts the request', async () => {
    const { app, counted } = appFor(key('campaigns:read', 'emails:write'));
    const res = await app.request('/emails');
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await problem(res)).toMatchObject({
      code: 'forbidden',
      detail: 'This API key lacks the emails:read scope, which GET /emails needs.',
    });
    expect(counted).not.toHaveBeenCalled();
  });

  it('lets a key holding the scope through', async () => {
    const res = await appFor(key('emails:read')).app.request('/emails');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('emails');
  });

  it('lets a cookie session through every declaration, and where nothing is declared', async () => {
    const { app, counted } = appFor(null);
    expect((await app.request('/emails')).status).toBe(200);
    expect((await app.request('/me')).status).toBe(200);
    expect((await app.request('/me', { method: 'DELETE' })).status).toBe(204);
    expect((await app.request('/undeclared')).status).toBe(200);
    expect(counted).toHaveBeenCalledTimes(4);
  });

  it('enforces itself where no guard runs before it', async () => {
    expect((await appFor(key('campaigns:read'), { guard: false }).app.request('/emails')).status).toBe(403);
    expect((await appFor(key('emails:read'), { guard: false }).app.request('/emails')).status).toBe(200);
    expect((await appFor(null, { guard: false }).app.request('/emails')).status).toBe(200);
  });

  it('reads HEAD as GET', async () => {
    expect((await appFor(key('emails:read')).app.request('/emails', { method: 'HEAD' })).status).toBe(200);
    expect((await appFor(key('emails:write')).app.request('/emails', { method: 'HEAD' })).status).toBe(403);
  });
});

describe('anyApiKey and sessionOnly', () => {
  it('open a route to any key, or to none', async () => {
    const { app } = appFor(key('webhooks:write'));
    expect((await app.request('/me')).status).toBe(200);
    const refused = await app.request('/me', { method: 'DELETE' });
    expect(refused.status).toBe(403);
    expect(await problem(refused)).toMatchObject({
      code: 'forbidden',
      detail: 'DELETE /me needs a signed-in session: API keys cannot manage keys, provider keys or the account.',
    });
  });
});

describe('a route that declares no scope', () => {
  it('refuses every key, even one holding every scope (fail closed)', async () => {
    const { app, counted } = appFor(key('campaigns:read', 'campaigns:write', 'emails:read', 'emails:write'));
    for (const path of ['/undeclared', '/no-such-route']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(403);
      expect(await problem(res)).toMatchObject({
        code: 'forbidden',
        detail: `API keys cannot be used on GET ${path}.`,
      });
    }
    expect(counted).not.toHaveBeenCalled();
  });
});

describe('the declaration in the OpenAPI document', () => {
  it("is the operation's security, beside what describeRoute says", async () => {
    const { app } = appFor(null);
    const { paths } = await generateSpecs(app);
    expect(paths['/emails']?.get).toMatchObject({
      operationId: 'listEmails',
      security: [{ cookieAuth: [] }, { bearerAuth: ['emails:read'] }],
    });
    expect(paths['/me']?.get?.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
    expect(paths['/me']?.delete?.security).toEqual([{ cookieAuth: [] }]);
    expect(paths['/undeclared']).toBeUndefined();
  });

  it('can be read back from the routes', () => {
    const { app } = appFor(null);
    const rulesOf = (method: string, path: string) =>
      declaredRules(app.routes.filter((r) => r.method === method && r.path === path));
    expect(rulesOf('GET', '/emails')).toEqual(['emails:read']);
    expect(rulesOf('GET', '/me')).toEqual(['any']);
    expect(rulesOf('DELETE', '/me')).toEqual(['session']);
    expect(rulesOf('GET', '/undeclared')).toEqual([]);
  });
});
