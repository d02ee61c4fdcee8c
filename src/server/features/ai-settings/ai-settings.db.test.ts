import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aiSettings } from '#server/db/schema/index.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { getAiCredentials } from './ai-settings.service.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const key = 'sk-test-0123456789abcdefWXYZ';

describe('/api/v1/settings/ai', () => {
  it('stores the key encrypted and only ever answers it masked', async () => {
    const { user, client } = await createActiveUser(t);
    expect(await (await client.get('/api/v1/settings/ai')).json()).toBeNull();
    const res = await client.request('/api/v1/settings/ai', {
      method: 'PUT',
      json: { provider: 'openai', apiKey: key, model: 'gpt-5-mini' },
    });
    expect(res.status).toBe(200);
    const text =
      JSON.stringify(await res.json()) + JSON.stringify(await (await client.get('/api/v1/settings/ai')).json());
    expect(text).not.toContain('0123456789');
    expect(text).toContain('••••WXYZ');
    const [row] = await t.db.select().from(aiSettings).where(eq(aiSettings.userId, user.id));
    expect(row!.apiKeyEncrypted).not.toContain(key);
    expect((await getAiCredentials(t.db, t.deps.encryptionKey, user.id))?.apiKey).toBe(key);
  });

  it('replaces and deletes', async () => {
    const { client } = await createActiveUser(t);
    await client.request('/api/v1/settings/ai', { method: 'PUT', json: { provider: 'openai', apiKey: key } });
    const replaced = await client.request('/api/v1/settings/ai', {
      method: 'PUT',
      json: { provider: 'anthropic', apiKey: 'sk-ant-abcdefghijklmn1234' },
    });
    expect(await replaced.json()).toMatchObject({ provider: 'anthropic', apiKeyMasked: '••••1234', model: null });
    expect((await client.delete('/api/v1/settings/ai')).status).toBe(204);
    expect(await (await client.get('/api/v1/settings/ai')).json()).toBeNull();
  });

  it('validates the body', async () => {
    const { client } = await createActiveUser(t);
    for (const json of [
      { provider: 'offline', apiKey: key },
      { provider: 'openai' },
      { provider: 'openai-compatible', apiKey: key },
      { provider: 'openai', apiKey: key, baseUrl: 'ftp://x' },
    ]) {
      const res = await client.request('/api/v1/settings/ai', { method: 'PUT', json });
      expect(res.status).toBe(400);
    }
  });

  it('refuses a base URL on a loopback, private, link-local or metadata address with url_not_allowed', async () => {
    const { client } = await createActiveUser(t);
    // IP literals only: the guard classifies them without resolving or dialing anything (DESIGN.md §5).
    for (const baseUrl of [
      'http://127.0.0.1:11434/v1',
      'http://[::1]:8000/v1',
      'http://10.1.2.3/v1',
      'http://192.168.1.20:1234/v1',
      'http://169.254.169.254/latest',
      'http://[fd00::1]/v1',
    ]) {
      const res = await client.request('/api/v1/settings/ai', {
        method: 'PUT',
        json: { provider: 'openai-compatible', apiKey: key, baseUrl, model: 'llama3' },
      });
      expect(res.status, baseUrl).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'url_not_allowed', errors: [{ path: 'baseUrl' }] });
    }
    expect(await (await client.get('/api/v1/settings/ai')).json()).toBeNull();
    const saved = await client.request('/api/v1/settings/ai', {
      method: 'PUT',
      json: { provider: 'openai-compatible', apiKey: key, baseUrl: 'https://8.8.8.8/v1', model: 'llama3' },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ baseUrl: 'https://8.8.8.8/v1' });
  });

  it("keeps each user's key to themselves", async () => {
    const alice = await createActiveUser(t);
    const bob = await createActiveUser(t);
    await alice.client.request('/api/v1/settings/ai', { method: 'PUT', json: { provider: 'openai', apiKey: key } });
    expect(await (await bob.client.get('/api/v1/settings/ai')).json()).toBeNull();
    expect((await t.client().get('/api/v1/settings/ai')).status).toBe(401);
  });
});
