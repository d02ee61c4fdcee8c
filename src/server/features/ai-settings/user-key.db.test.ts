import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Email } from '#shared/review.ts';
import { startFakeAnthropicServer, type FakeAnthropicServer } from '#tests/fakes/anthropic-server.ts';
import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { ok } from '#tests/fakes/llm-server.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects, settled, waitForProgress } from '#tests/support/campaigns.ts';

/**
 * A user's own provider key is really used (docs/decisions/013): stored through PUT /api/v1/settings/ai
 * (encrypted at rest), decrypted at call time and sent as the provider's API key, for
 * POST /api/v1/personalize and for a batch; the operator's env key is used again once it is deleted.
 *
 * Where the calls go: a user's own base URL may never point at loopback (the SSRF guard refuses it,
 * ai-settings.db.test.ts), so the user stores a key without a base URL, which means "the vendor's own
 * address". `@ai-sdk/anthropic` reads that address from ANTHROPIC_BASE_URL when no base URL is given;
 * this test sets it to a local Anthropic server, so nothing leaves 127.0.0.1. The operator's env
 * (AI_PROVIDER=anthropic, AI_API_KEY, AI_BASE_URL) points at the same server with another key, so
 * the key header tells whose key each call carried.
 */
const OPERATOR_KEY = 'sk-ant-operator-000000';
const USER_KEY = 'sk-ant-user-secret-9876';

let fake: FakeAnthropicServer;
let t: TestApp | undefined;
beforeAll(async () => {
  fake = await startFakeAnthropicServer({ fallback: () => ok(modelAnswer()) });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  vi.stubEnv('ANTHROPIC_BASE_URL', fake.baseUrl);
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await t?.close();
  t = undefined;
});

const env = () => ({
  AI_PROVIDER: 'anthropic',
  AI_API_KEY: OPERATOR_KEY,
  AI_BASE_URL: fake.baseUrl,
  AI_MODEL: 'claude-haiku-4-5',
});
const keysSent = () => fake.requests.map((r) => r.headers['x-api-key']);
const saveUserKey = async (client: Awaited<ReturnType<typeof createActiveUser>>['client']) => {
  const res = await client.request('/api/v1/settings/ai', {
    method: 'PUT',
    json: { provider: 'anthropic', apiKey: USER_KEY, model: 'claude-sonnet-4-5' },
  });
  expect(res.status).toBe(200);
  expect(JSON.stringify(await res.json())).not.toContain(USER_KEY);
};

const prospect = {
  email: 'sara@pibit.ai',
  firstName: 'Sara',
  company: 'Pibit.ai',
  notes: 'Pibit.ai serves 1,200 carriers with its underwriting platform.',
};
const brief = { senderName: 'Maya Chen', offer: 'Ledgerline reconciles insurance bordereaux automatically.' };

describe('a user’s stored provider key', () => {
  it(
    'is decrypted and sent as the API key for POST /api/v1/personalize, over the operator’s key',
    { timeout: 90_000 },
    async () => {
      t = await createTestApp({ env: env() });
      const { client } = await createActiveUser(t);

      const before = await client.post('/api/v1/personalize', { prospect, brief });
      expect(before.status).toBe(200);
      expect(await before.json()).toMatchObject({ model: 'anthropic:claude-haiku-4-5' });
      expect(keysSent()).toEqual([OPERATOR_KEY]);

      await saveUserKey(client);
      const mine = await client.post('/api/v1/personalize', { prospect, brief });
      expect(mine.status).toBe(200);
      const text = await mine.text();
      expect(JSON.parse(text)).toMatchObject({
        model: 'anthropic:claude-sonnet-4-5',
        tokens: { input: 120, output: 80 },
      });
      expect(text).not.toContain(USER_KEY);
      expect(keysSent()).toEqual([OPERATOR_KEY, USER_KEY]);
      expect(fake.requests[1]!.body?.model).toBe('claude-sonnet-4-5');

      expect((await client.delete('/api/v1/settings/ai')).status).toBe(204);
      expect((await client.post('/api/v1/personalize', { prospect, brief })).status).toBe(200);
      expect(keysSent()).toEqual([OPERATOR_KEY, USER_KEY, OPERATOR_KEY]);
    },
  );

  it('is sent for every call of a batch on that user’s campaign', { timeout: 90_000 }, async () => {
    t = await createTestApp({ env: env(), workers: true });
    const owner = await createActiveUser(t);
    const other = await createActiveUser(t);
    await saveUserKey(owner.client);
    const campaign = await createCampaignWithProspects(owner.client, { rows: 4 });
    const theirs = await createCampaignWithProspects(other.client, { rows: 2 });

    expect((await owner.client.post(`/api/v1/campaigns/${campaign.id}/generate`, {})).status).toBe(202);
    expect(await waitForProgress(owner.client, campaign.id, settled)).toMatchObject({ total: 4, ready: 4, failed: 0 });
    const items = (
      (await (await owner.client.get(`/api/v1/campaigns/${campaign.id}/emails`)).json()) as { items: Email[] }
    ).items;
    expect(items.map((e) => e.model)).toEqual(Array(4).fill('anthropic:claude-sonnet-4-5'));
    expect(keysSent()).toEqual(Array(4).fill(USER_KEY));

    // Another user without a key of their own runs on the operator's.
    expect((await other.client.post(`/api/v1/campaigns/${theirs.id}/generate`, {})).status).toBe(202);
    await waitForProgress(other.client, theirs.id, settled);
    expect(keysSent().slice(4)).toEqual([OPERATOR_KEY, OPERATOR_KEY]);
  });
});
