import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRules, type ScopeRule } from '#server/middleware/scope.ts';
import { apiKeyScopes, type ApiKeyScope } from '#shared/api-keys.ts';
import type { Email } from '#shared/review.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { createKey, keyClient, type KeyClient } from '#tests/support/api-keys.ts';
import {
  createCampaignWithProspects,
  settled,
  testBrief,
  waitForProgress,
  prospectsCsvSlice,
} from '#tests/support/campaigns.ts';

/**
 * Scopes × routes (docs/decisions/019): every `/api/v1` route the app serves declares its rule on
 * itself (`requireScope`, `anyApiKey`, `sessionOnly`: middleware/scope.ts), and the OpenAPI document
 * says the same; a key with one scope opens exactly the routes of that scope (and those open to any
 * key), and is refused with 403 `forbidden` naming the missing scope everywhere else; session-only
 * routes, and paths declaring nothing, refuse every key; a key of user A reads none of user B's data
 * (404, as for sessions).
 */
let t: TestApp;
let owner: TestClient;
let fixture: { campaignId: string; emailId: string };

async function campaignWithEmails(client: TestClient) {
  const campaign = await createCampaignWithProspects(client, { rows: 2 });
  await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
  await waitForProgress(client, campaign.id, settled);
  const { items } = (await (await client.get(`/api/v1/campaigns/${campaign.id}/emails`)).json()) as { items: Email[] };
  return { campaignId: campaign.id, emailId: items[0]!.id };
}

const apiRoutes = () =>
  [
    ...new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/v1/'))
        .map((r) => `${r.method} ${r.path}`),
    ),
  ].map((key) => key.split(' ') as [string, string]);

/** The one `/api/v1` route mounted before the session middleware (app.ts): public, so it declares nothing. */
const PUBLIC = new Set(['GET /api/v1/openapi.json']);

/**
 * A served route's rule, as the key guard reads it for a request matching it: the rule its handlers
 * declare (undefined when they declare none, or more than one), or `public`.
 */
function ruleOf(method: string, path: string): ScopeRule | 'public' | undefined {
  const rules = declaredRules(t.app.routes.filter((r) => r.method === method && r.path === path));
  if (PUBLIC.has(`${method} ${path}`)) return rules.length === 0 ? 'public' : undefined;
  return rules.length === 1 ? rules[0] : undefined;
}

const fill = (path: string, f: { campaignId: string; emailId: string }) =>
  path.replace('/api/v1/emails/:id', `/api/v1/emails/${f.emailId}`).replace(':id', f.campaignId);

/** A plausible body per route; a 400 or 404 still proves the scope let the request in. */
function send(api: KeyClient, method: string, path: string): Promise<Response> {
  if (method === 'POST' && /\/prospects(\/preview)?$/.test(path)) {
    return api.request(path, { method, body: prospectsCsvSlice(1), headers: { 'content-type': 'text/csv' } });
  }
  const bodies: Record<string, unknown> = {
    'POST /api/v1/campaigns': { name: 'By key', brief: testBrief },
    'POST /api/v1/personalize': {
      prospect: { email: 'sara@pibit.ai', firstName: 'Sara', company: 'Pibit.ai' },
      brief: testBrief,
    },
    'POST /api/v1/score': {
      prospect: { email: 'sara@pibit.ai', firstName: 'Sara', company: 'Pibit.ai' },
      brief: testBrief,
      email: { subject: 'Underwriting at Pibit', body: 'Hi Sara,\n\nPibit.ai rebuilds underwriting. Curious?\n\nSam' },
    },
    'POST /api/v1/api-keys': { name: 'Minted by a key', scopes: ['campaigns:read'] },
  };
  const json = method === 'GET' || method === 'DELETE' ? undefined : (bodies[`${method} ${path}`] ?? {});
  return api.request(path, { method, json });
}

beforeAll(async () => {
  t = await createTestApp({ workers: true });
  owner = (await createActiveUser(t)).client;
  fixture = await campaignWithEmails(owner);
}, 60_000);
afterAll(() => t?.close());

describe('the scope each route declares', () => {
  it('is declared once on every /api/v1 route the app serves, and never in .use()', () => {
    const undeclared = apiRoutes().filter(([method, path]) => ruleOf(method, path) === undefined);
    expect(
      undeclared,
      'routes without exactly one scope declaration: add requireScope, anyApiKey or sessionOnly',
    ).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(25);
    // A `.use()` pattern matches other routers' routes on the same prefix: declarations go on routes.
    expect(declaredRules(t.app.routes.filter((r) => r.method === 'ALL'))).toEqual([]);
  });

  it('maps each served route to the scope the API gives it', () => {
    // Written out independently of the routes: each one must declare what the API promises.
    const read = 'campaigns:read';
    const write = 'campaigns:write';
    const expected: Record<string, string> = {
      'GET /api/v1/me': 'any',
      'DELETE /api/v1/me': 'session',
      'GET /api/v1/campaigns': read,
      'GET /api/v1/campaigns/:id': read,
      'GET /api/v1/campaigns/:id/prospects': read,
      'GET /api/v1/campaigns/:id/estimate': read,
      'GET /api/v1/campaigns/:id/progress': read,
      'GET /api/v1/stats': read,
      'POST /api/v1/campaigns': write,
      'PATCH /api/v1/campaigns/:id': write,
      'DELETE /api/v1/campaigns/:id': write,
      'POST /api/v1/campaigns/:id/prospects': write,
      'POST /api/v1/campaigns/:id/prospects/preview': write,
      'POST /api/v1/campaigns/:id/research': write,
      'GET /api/v1/prospects/:id/research': read,
      'PATCH /api/v1/prospects/:id': write,
      'DELETE /api/v1/prospects/:id': write,
      'POST /api/v1/campaigns/:id/generate': 'emails:write',
      'POST /api/v1/campaigns/:id/pause': 'emails:write',
      'POST /api/v1/campaigns/:id/resume': 'emails:write',
      'POST /api/v1/campaigns/:id/cancel': 'emails:write',
      'POST /api/v1/campaigns/:id/retry-failed': 'emails:write',
      'GET /api/v1/campaigns/:id/emails': 'emails:read',
      'GET /api/v1/campaigns/:id/export': 'emails:read',
      'GET /api/v1/campaigns/:id/uniformity': 'emails:read',
      'GET /api/v1/emails/:id': 'emails:read',
      'POST /api/v1/campaigns/:id/emails/bulk': 'emails:write',
      'PATCH /api/v1/emails/:id': 'emails:write',
      'POST /api/v1/emails/:id/regenerate': 'emails:write',
      'POST /api/v1/personalize': 'emails:write',
      'POST /api/v1/score': 'emails:read',
      'GET /api/v1/settings/ai': 'session',
      'PUT /api/v1/settings/ai': 'session',
      'DELETE /api/v1/settings/ai': 'session',
      'GET /api/v1/api-keys': 'session',
      'POST /api/v1/api-keys': 'session',
      'DELETE /api/v1/api-keys/:id': 'session',
    };
    // The document itself, webhooks and integrations follow a rule per prefix.
    const byPrefix = (method: string, path: string) =>
      path === '/api/v1/openapi.json'
        ? 'public'
        : path.startsWith('/api/v1/webhooks')
          ? 'webhooks:write'
          : path.startsWith('/api/v1/integrations')
            ? method === 'GET'
              ? read
              : write
            : undefined;
    const actual: Record<string, string | undefined> = {};
    for (const [method, path] of apiRoutes()) {
      const rule = ruleOf(method, path);
      if (byPrefix(method, path)) expect(rule, `${method} ${path}`).toBe(byPrefix(method, path));
      else actual[`${method} ${path}`] = rule;
    }
    expect(actual).toEqual(expected);
  });

  it('is what the OpenAPI document says of each operation', async () => {
    type Security = Record<string, string[]>[];
    const document = (await (await owner.get('/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security: Security }>>;
    };
    // The document's words for each rule: open to all, the cookie alone, or the cookie or a key (with the scope).
    const documented = (rule: ScopeRule | 'public' | undefined): Security | string =>
      rule === 'public'
        ? []
        : rule === 'session'
          ? [{ cookieAuth: [] }]
          : rule === undefined
            ? 'no rule'
            : [{ cookieAuth: [] }, { bearerAuth: rule === 'any' ? [] : [rule] }];
    const disagree: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(document.paths).filter(([path]) => path.startsWith('/api/v1/'))) {
      for (const [method, operation] of Object.entries(item)) {
        operations += 1;
        const enforced = ruleOf(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1'));
        if (JSON.stringify(operation.security) !== JSON.stringify(documented(enforced)))
          disagree.push(
            `${method.toUpperCase()} ${path}: enforced ${enforced}, documented ${JSON.stringify(operation.security)}`,
          );
      }
    }
    expect(disagree).toEqual([]);
    expect(operations).toBe(apiRoutes().length);
  });

  it('leaves the public document open to all, with or without a key', async () => {
    const key = await createKey(owner, ['webhooks:write']);
    expect((await t.client().get('/api/v1/openapi.json')).status).toBe(200);
    expect((await keyClient(t, key.key).get('/api/v1/openapi.json')).status).toBe(200);
  });

  it('refuses keys on a path where no route declares a scope (fail closed)', async () => {
    const key = await createKey(owner, [...apiKeyScopes]);
    const res = await keyClient(t, key.key).get('/api/v1/not-a-route');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'forbidden',
      detail: 'API keys cannot be used on GET /api/v1/not-a-route.',
    });
  });

  it('reads HEAD as GET', async () => {
    const reader = keyClient(t, (await createKey(owner, ['campaigns:read'])).key);
    const other = keyClient(t, (await createKey(owner, ['emails:read'])).key);
    expect((await reader.request('/api/v1/campaigns', { method: 'HEAD' })).status).toBe(200);
    expect((await other.request('/api/v1/campaigns', { method: 'HEAD' })).status).toBe(403);
  });
});

describe('a key with one scope', () => {
  for (const scope of apiKeyScopes) {
    it(`${scope} opens exactly its routes`, { timeout: 60_000 }, async () => {
      const key = await createKey(owner, [scope]);
      const api = keyClient(t, key.key);
      // Destructive calls last, on a campaign of their own, so earlier ones still find theirs.
      const own = scope === 'campaigns:write' ? await campaignWithEmails(owner) : fixture;
      const routes = apiRoutes().sort((a, b) => Number(a[0] === 'DELETE') - Number(b[0] === 'DELETE'));
      const wrong: string[] = [];
      for (const [method, pattern] of routes) {
        const rule = ruleOf(method, pattern)!;
        const response = await send(api, method, fill(pattern, own));
        const opened = rule === scope || rule === 'any' || rule === 'public';
        if (opened !== (response.status !== 403)) wrong.push(`${method} ${pattern} (${rule}): ${response.status}`);
        if (response.status === 403 && rule !== 'session') {
          expect(((await response.json()) as { detail: string }).detail, `${method} ${pattern}`).toContain(
            `lacks the ${rule} scope`,
          );
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('campaigns:read lists campaigns but cannot create one', async () => {
    const api = keyClient(t, (await createKey(owner, ['campaigns:read'])).key);
    expect((await api.get('/api/v1/campaigns')).status).toBe(200);
    const refused = await api.post('/api/v1/campaigns', { name: 'Nope', brief: testBrief });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'forbidden',
      detail: expect.stringContaining('campaigns:write'),
    });
  });
});

describe('session-only routes', () => {
  it('refuse a key that holds every scope', async () => {
    const api = keyClient(t, (await createKey(owner, [...apiKeyScopes])).key);
    const { id } = await createKey(owner, ['campaigns:read']);
    for (const [method, path, json] of [
      ['GET', '/api/v1/api-keys'],
      ['POST', '/api/v1/api-keys', { name: 'Minted by a key', scopes: ['campaigns:read'] }],
      ['DELETE', `/api/v1/api-keys/${id}`],
      ['GET', '/api/v1/settings/ai'],
      ['PUT', '/api/v1/settings/ai', { provider: 'openai', apiKey: 'sk-test-0123456789abcdef' }],
      ['DELETE', '/api/v1/settings/ai'],
      ['DELETE', '/api/v1/me', { email: 'x@example.com' }],
    ] as const) {
      const res = await api.request(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { detail: string }).detail).toMatch(/signed-in session/);
    }
  });
});

describe('another user', () => {
  it(
    "cannot read or change user B's campaign, prospects or e-mails with user A's key (404)",
    { timeout: 60_000 },
    async () => {
      const bob = await createActiveUser(t);
      const bobs = await campaignWithEmails(bob.client);
      const alice = keyClient(t, (await createKey(owner, [...apiKeyScopes] as ApiKeyScope[])).key);
      for (const [method, path, json] of [
        ['GET', `/api/v1/campaigns/${bobs.campaignId}`],
        ['GET', `/api/v1/campaigns/${bobs.campaignId}/prospects`],
        ['GET', `/api/v1/campaigns/${bobs.campaignId}/emails`],
        ['GET', `/api/v1/campaigns/${bobs.campaignId}/export`],
        ['GET', `/api/v1/campaigns/${bobs.campaignId}/uniformity`],
        ['GET', `/api/v1/campaigns/${bobs.campaignId}/progress`],
        ['GET', `/api/v1/emails/${bobs.emailId}`],
        ['PATCH', `/api/v1/emails/${bobs.emailId}`, { subject: 'Mine now' }],
        ['PATCH', `/api/v1/campaigns/${bobs.campaignId}`, { name: 'Mine now' }],
        ['DELETE', `/api/v1/campaigns/${bobs.campaignId}`],
      ] as const) {
        const res = await alice.request(path, { method, json });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(((await res.json()) as { code: string }).code).toBe('not_found');
      }
      const { items } = (await (await alice.get('/api/v1/campaigns')).json()) as { items: { id: string }[] };
      expect(items.map((c) => c.id)).not.toContain(bobs.campaignId);
      expect((await bob.client.get(`/api/v1/campaigns/${bobs.campaignId}`)).status).toBe(200);
    },
  );
});
