import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationPushes, prospectResearch } from '#server/db/schema/index.ts';
import type { Email } from '#shared/review.ts';
import type { WebhookDelivery } from '#shared/webhooks.ts';
import { startWebhookReceiver, type WebhookReceiver } from '#tests/fakes/webhook-receiver.ts';
import {
  createActiveUser,
  createAdmin,
  createPendingUser,
  createSuperadmin,
  createUser,
} from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import {
  createCampaignWithProspects,
  settled,
  testBrief,
  waitForProgress,
  prospectsCsvSlice,
} from '#tests/support/campaigns.ts';
import { createKey } from '#tests/support/api-keys.ts';

/**
 * The authorization matrix: every `/api` route × {anonymous, pending, suspended, user,
 * another user, admin, superadmin}, each cell the status the server must answer (DESIGN.md §4
 * "Refusals"). `user` owns the resources in the path; `other`, `admin` and `superadmin` are active
 * accounts that do not, and get 404 for them (an id of someone else's is indistinguishable from a
 * missing one). Refusals are also checked for their problem `code`. The `other` column is the
 * cross-tenant test: user B gets 404 for user A's campaign, prospects, e-mails and export.
 *
 * The routes come from the app itself: a route without a row here fails the first test, so no
 * endpoint ships without its permissions written down.
 */
const ROLES = ['anonymous', 'pending', 'suspended', 'user', 'other', 'admin', 'superadmin'] as const;
type Role = (typeof ROLES)[number];
type Cells = Record<Role, number>;

const REFUSAL_CODES: Record<number, string | undefined> = { 401: 'unauthenticated' };
const codeFor = (role: Role, status: number) =>
  status === 401
    ? 'unauthenticated'
    : status === 403
      ? role === 'pending'
        ? 'pending_approval'
        : role === 'suspended'
          ? 'account_suspended'
          : 'forbidden'
      : REFUSAL_CODES[status];

/** An active account's own resource: the owner gets `ok`, every other active account 404. */
const owned = (ok: number): Cells => ({
  anonymous: 401,
  pending: 403,
  suspended: 403,
  user: ok,
  other: 404,
  admin: 404,
  superadmin: 404,
});
/** Any active account, about its own data. */
const active = (ok: number): Cells => ({
  anonymous: 401,
  pending: 403,
  suspended: 403,
  user: ok,
  other: ok,
  admin: ok,
  superadmin: ok,
});
/** Admins and superadmins only. */
const admins = (ok: number): Cells => ({
  anonymous: 401,
  pending: 403,
  suspended: 403,
  user: 403,
  other: 403,
  admin: ok,
  superadmin: ok,
});
/** Anyone, signed in or not. */
const everyone = (ok: number): Cells => ({
  anonymous: ok,
  pending: ok,
  suspended: ok,
  user: ok,
  other: ok,
  admin: ok,
  superadmin: ok,
});

type Fixture = {
  campaignId: string;
  emailId: string;
  prospectId: string;
  targetUserId: string;
  pushId: string;
  apiKeyId: string;
  webhookId: string;
  deliveryId: string;
};
type Row = {
  cells: Cells;
  /** Sends the request; `path` has its parameters filled in. Default: the method with `body`. */
  send?: (client: TestClient, path: string) => Promise<Response>;
  body?: unknown;
  /** A fresh fixture for each cell the route succeeds in, for routes that change or delete what they touch. */
  fresh?: boolean;
};

const csv = (client: TestClient, path: string) =>
  client.request(path, { method: 'POST', body: prospectsCsvSlice(2), headers: { 'content-type': 'text/csv' } });

const MATRIX: Record<string, Row> = {
  'GET /api/health': { cells: everyone(200) },
  'GET /api/config': { cells: everyone(200) },
  // The OpenAPI document and its browsable docs are public (DESIGN.md §4).
  'GET /api/v1/openapi.json': { cells: everyone(200) },
  'GET /api/docs': { cells: everyone(200) },
  'GET /api/docs/:file': { cells: everyone(200), send: (c) => c.get('/api/docs/docs-init.js') },
  // Better Auth's own endpoints: one representative each way; its handler does its own checks.
  'GET /api/auth/*': { cells: everyone(200), send: (c) => c.get('/api/auth/get-session') },
  'POST /api/auth/*': { cells: everyone(200), send: (c) => c.post('/api/auth/sign-out', {}) },

  'GET /api/v1/me': { cells: { ...active(200), pending: 200, suspended: 200 } },
  // A wrong confirmation: proves who may ask, without deleting anyone (account-deletion tests delete).
  'DELETE /api/v1/me': {
    cells: { ...active(400), pending: 400, suspended: 400 },
    body: { email: 'not-this-account@example.com' },
  },

  'GET /api/v1/campaigns': { cells: active(200) },
  'POST /api/v1/campaigns': { cells: active(201), body: { name: 'Matrix', brief: testBrief } },
  'GET /api/v1/campaigns/:id': { cells: owned(200) },
  'PATCH /api/v1/campaigns/:id': { cells: owned(200), body: { name: 'Renamed' } },
  'DELETE /api/v1/campaigns/:id': { cells: owned(204), fresh: true },
  'GET /api/v1/campaigns/:id/prospects': { cells: owned(200) },
  'POST /api/v1/campaigns/:id/prospects/preview': { cells: owned(200), send: csv },
  'POST /api/v1/campaigns/:id/prospects': { cells: owned(200), send: csv },
  'GET /api/v1/campaigns/:id/estimate': { cells: owned(200) },
  'POST /api/v1/campaigns/:id/generate': { cells: owned(202), body: {} },
  'GET /api/v1/campaigns/:id/progress': { cells: owned(200) },
  // A batch that ran is still `running` until paused; resuming is idempotent.
  'POST /api/v1/campaigns/:id/pause': { cells: owned(200), fresh: true },
  'POST /api/v1/campaigns/:id/resume': { cells: owned(200) },
  'POST /api/v1/campaigns/:id/cancel': { cells: owned(200) },
  'POST /api/v1/campaigns/:id/retry-failed': { cells: owned(200) },
  'GET /api/v1/campaigns/:id/emails': { cells: owned(200) },
  'GET /api/v1/campaigns/:id/export': { cells: owned(200) },
  'GET /api/v1/campaigns/:id/uniformity': { cells: owned(200) },
  'POST /api/v1/campaigns/:id/emails/bulk': { cells: owned(200), body: { action: 'approve', filter: {} } },

  'GET /api/v1/emails/:emailId': { cells: owned(200) },
  'PATCH /api/v1/emails/:emailId': { cells: owned(200), body: { subject: 'Matrix subject' } },
  'POST /api/v1/emails/:emailId/regenerate': { cells: owned(202), body: {} },
  'PATCH /api/v1/prospects/:prospectId': { cells: owned(200), body: { title: 'Matrix title' } },
  'DELETE /api/v1/prospects/:prospectId': { cells: owned(204), fresh: true },
  // A prospect id of no row: who may start research, without fetching anything (the fixture's rows
  // carry real websites, and tests dial loopback only).
  'POST /api/v1/campaigns/:id/research': {
    cells: owned(202),
    body: { prospectIds: ['00000000-0000-4000-8000-000000000000'] },
  },
  'GET /api/v1/prospects/:prospectId/research': { cells: owned(200) },

  'GET /api/v1/stats': { cells: active(200) },
  'GET /api/v1/settings/ai': { cells: active(200) },
  'PUT /api/v1/settings/ai': {
    cells: active(200),
    body: { provider: 'openai', apiKey: 'sk-test-0123456789abcdef', model: 'gpt-5-mini' },
  },
  'DELETE /api/v1/settings/ai': { cells: active(204) },
  'POST /api/v1/personalize': {
    cells: active(200),
    body: {
      prospect: { email: 'sara@pibit.ai', firstName: 'Sara', company: 'Pibit.ai', custom: { 'YC Batch': 'S23' } },
      brief: testBrief,
    },
  },
  'POST /api/v1/score': {
    cells: active(200),
    body: {
      brief: testBrief,
      prospect: { email: 'sara@pibit.ai', firstName: 'Sara', company: 'Pibit.ai' },
      email: { subject: 'Underwriting at Pibit', body: 'Hi Sara,\n\nWorth a call?\n\nMaya' },
    },
  },

  'GET /api/v1/integrations': { cells: active(200) },
  // Connecting calls the tool: an empty key proves who may ask without dialing anyone.
  'PUT /api/v1/integrations/:provider': { cells: active(400), body: { apiKey: '' } },
  'DELETE /api/v1/integrations/:provider': { cells: active(204) },
  // Nobody here connected a tool: an active user learns only that (409 not_connected).
  'GET /api/v1/integrations/:provider/campaigns': { cells: active(409) },
  'POST /api/v1/integrations/:provider/push': {
    cells: owned(409),
    send: (c, path) => c.post(path, { campaignId: shared.campaignId, targetCampaignId: 'x' }),
  },
  'GET /api/v1/integrations/pushes/:pushId': { cells: owned(200) },
  'POST /api/v1/integrations/slack/test': { cells: active(409) },
  // Session-only (an API key cannot manage keys); the owner's key is another user's 404.
  'GET /api/v1/api-keys': { cells: active(200) },
  'POST /api/v1/api-keys': { cells: active(201), body: { name: 'Matrix', scopes: ['campaigns:read'] } },
  'DELETE /api/v1/api-keys/:keyId': { cells: owned(204), fresh: true },
  'GET /api/v1/webhooks': { cells: active(200) },
  'POST /api/v1/webhooks': {
    cells: active(201),
    send: (c, path) => c.post(path, { url: receiver.url, events: ['email.generated'] }),
  },
  'GET /api/v1/webhooks/:webhookId': { cells: owned(200) },
  'PATCH /api/v1/webhooks/:webhookId': { cells: owned(200), body: { description: 'Matrix' } },
  'DELETE /api/v1/webhooks/:webhookId': { cells: owned(204), fresh: true },
  'POST /api/v1/webhooks/:webhookId/rotate-secret': { cells: owned(200) },
  'GET /api/v1/webhooks/:webhookId/deliveries': { cells: owned(200) },
  'POST /api/v1/webhooks/:webhookId/test': { cells: owned(202), body: {} },
  'POST /api/v1/webhooks/deliveries/:deliveryId/replay': { cells: owned(202) },

  'GET /api/admin/initialize': { cells: everyone(200) },
  'POST /api/admin/initialize': {
    cells: everyone(409),
    body: { name: 'Late', email: 'late@example.com', password: 'a-long-password-1' },
  },
  'GET /api/admin/users': { cells: admins(200) },
  'PATCH /api/admin/users/:targetId': { cells: admins(200), body: { status: 'active' } },
  'POST /api/admin/users/bulk': {
    cells: admins(200),
    send: (c, _path) => c.post('/api/admin/users/bulk', { ids: [shared.targetUserId], status: 'active' }),
  },
  'DELETE /api/admin/users/:targetId': { cells: admins(204), fresh: true },
  'GET /api/admin/stats': { cells: admins(200) },
  'GET /api/admin/audit': { cells: admins(200) },
  // The outbox holds live reset links: superadmins only (DESIGN.md §4), admins are refused.
  'GET /api/admin/outbox': { cells: { ...admins(200), admin: 403 } },
};

/** The app's own route keys, `:id` of e-mails, prospects and users renamed to say what the id is. */
const routeKey = (method: string, path: string) =>
  `${method} ${path
    .replace(/^\/api\/v1\/emails\/:id/, '/api/v1/emails/:emailId')
    .replace(/^\/api\/v1\/prospects\/:id/, '/api/v1/prospects/:prospectId')
    .replace(/^\/api\/admin\/users\/:id/, '/api/admin/users/:targetId')
    .replace(/^\/api\/v1\/integrations\/pushes\/:id/, '/api/v1/integrations/pushes/:pushId')
    .replace(/^\/api\/v1\/api-keys\/:id/, '/api/v1/api-keys/:keyId')
    .replace(/^\/api\/v1\/webhooks\/deliveries\/:id/, '/api/v1/webhooks/deliveries/:deliveryId')
    .replace(/^\/api\/v1\/webhooks\/:id/, '/api/v1/webhooks/:webhookId')}`;

let t: TestApp;
let clients: Record<Role, TestClient>;
let owner: TestClient;
let ownerId: string;
let shared: Fixture;
let receiver: WebhookReceiver;

async function fixture(): Promise<Fixture> {
  const campaign = await createCampaignWithProspects(owner, { rows: 2 });
  await owner.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
  await waitForProgress(owner, campaign.id, settled);
  const { items } = (await (await owner.get(`/api/v1/campaigns/${campaign.id}/emails`)).json()) as { items: Email[] };
  const target = await createPendingUser(t);
  // A push of the owner's (pushes need a connected tool; the row is what the route reads).
  const [push] = await t.db
    .insert(integrationPushes)
    .values({ userId: ownerId, provider: 'instantly', campaignId: campaign.id, targetCampaignId: 'x', total: 0 })
    .returning();
  const apiKey = await createKey(owner, ['campaigns:read']);
  // A webhook endpoint on a loopback receiver, and a delivery already sent (a replay of one in flight is a 409).
  const endpoint = (await (
    await owner.post('/api/v1/webhooks', { url: receiver.url, events: ['email.generated'] })
  ).json()) as { id: string };
  const delivery = (await (await owner.post(`/api/v1/webhooks/${endpoint.id}/test`, {})).json()) as WebhookDelivery;
  for (let settledDelivery = false; !settledDelivery; await new Promise((r) => setTimeout(r, 50))) {
    const { items: log } = (await (await owner.get(`/api/v1/webhooks/${endpoint.id}/deliveries`)).json()) as {
      items: WebhookDelivery[];
    };
    settledDelivery = log.some((d) => d.id === delivery.id && d.status === 'succeeded');
  }
  // A finished research row for the shared prospect (GET …/research reads it; nothing is fetched).
  await t.db
    .insert(prospectResearch)
    .values({ prospectId: items[0]!.prospectId, campaignId: campaign.id, state: 'skipped', reason: 'Matrix' });
  return {
    campaignId: campaign.id,
    emailId: items[0]!.id,
    prospectId: items[0]!.prospectId,
    targetUserId: target.user.id,
    pushId: push!.id,
    apiKeyId: apiKey.id,
    webhookId: endpoint.id,
    deliveryId: delivery.id,
  };
}

const fill = (path: string, f: Fixture) =>
  path
    .replace('/api/v1/emails/:emailId', `/api/v1/emails/${f.emailId}`)
    .replace(':prospectId', f.prospectId)
    .replace(':targetId', f.targetUserId)
    .replace(':pushId', f.pushId)
    .replace(':provider', 'instantly')
    .replace(':keyId', f.apiKeyId)
    .replace(':webhookId', f.webhookId)
    .replace(':deliveryId', f.deliveryId)
    .replace(':id', f.campaignId);

beforeAll(async () => {
  // Webhook endpoints point at a loopback receiver, which WEBHOOK_ALLOW_PRIVATE lets deliveries reach.
  receiver = await startWebhookReceiver();
  t = await createTestApp({ workers: true, env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  const user = await createActiveUser(t);
  owner = user.client;
  ownerId = user.user.id;
  clients = {
    anonymous: t.client(),
    pending: (await createPendingUser(t)).client,
    suspended: (await createUser(t, { status: 'suspended' })).client,
    user: owner,
    other: (await createActiveUser(t)).client,
    admin: (await createAdmin(t)).client,
    superadmin: (await createSuperadmin(t)).client,
  };
  shared = await fixture();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('the authorization matrix', () => {
  it('has a row for every /api route the app serves, and none for a route it does not', () => {
    const served = new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => routeKey(r.method, r.path)),
    );
    expect(
      [...served].filter((key) => !(key in MATRIX)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !served.has(key)),
      'rows without a route',
    ).toEqual([]);
  });

  for (const [key, row] of Object.entries(MATRIX)) {
    it(`${key}`, { timeout: 60_000 }, async () => {
      const [method, template] = key.split(' ') as [string, string];
      const answers: Partial<Cells> = {};
      const codes: Partial<Record<Role, string | undefined>> = {};
      // The sign-out row would end the shared sessions: it runs on throwaway sign-ins instead.
      const signOutRow = key === 'POST /api/auth/*';
      for (const role of ROLES) {
        const f = row.fresh && row.cells[role] < 300 ? await fixture() : shared;
        const client = signOutRow && role !== 'anonymous' ? (await createActiveUser(t)).client : clients[role];
        const path = fill(template, f);
        const response = row.send
          ? await row.send(client, path)
          : await client.request(path, { method, json: row.body as never });
        answers[role] = response.status;
        if (response.status === 401 || response.status === 403)
          codes[role] = ((await response.json()) as { code: string }).code;
      }
      expect(answers).toEqual(row.cells);
      for (const role of ROLES)
        if (codes[role]) expect(codes[role], `${role} refusal code`).toBe(codeFor(role, row.cells[role]));
    });
  }
});
