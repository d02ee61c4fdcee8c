import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { badRequest, ok, startFakeOpenAiServer } from '#tests/fakes/openai-server.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const prospect = {
  email: 'sara.weber@pibit.ai',
  firstName: 'Sara',
  company: 'Pibit.ai',
  title: 'Founder',
  notes: 'Pibit.ai is an SF-based insurtech company reconstructing commercial underwriting for carriers and MGAs.',
};
const brief = { senderName: 'Sam Rivera', senderCompany: 'Ledgerly', offer: 'Bookkeeping for seed-stage startups' };

describe('POST /api/v1/personalize', () => {
  it('writes one grounded draft with the offline composer', async () => {
    const { client } = await createActiveUser(t);
    const res = await client.post('/api/v1/personalize', { prospect, brief });
    expect(res.status).toBe(200);
    const draft = await res.json();
    expect(draft).toMatchObject({ model: 'offline', costUsd: 0, tokens: { input: 0, output: 0 } });
    expect(draft.body).toContain('Pibit');
    expect(draft.factsUsed.length).toBeGreaterThan(0);
    expect(draft.factsUsed.every((f: { supported: boolean }) => f.supported)).toBe(true);
    expect(draft.score.grade).toMatch(/^[A-F]$/);
    expect(['send', 'edit', 'dont_send']).toContain(draft.score.verdict);
    expect(draft.score.criteria.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining(['grounding', 'identity', 'fluency', 'audience_fit', 'hook', 'follow_up']),
    );
  });

  it('flags what an import would flag the row for, and leaves a broken value out', async () => {
    const { client } = await createActiveUser(t);
    const role = await (
      await client.post('/api/v1/personalize', { prospect: { ...prospect, email: 'info@pibit.ai' }, brief })
    ).json();
    expect(role.flags).toContain('role_address');
    const broken = await (
      await client.post('/api/v1/personalize', { prospect: { ...prospect, email: null, firstName: 'None' }, brief })
    ).json();
    expect(broken.flags).toEqual(expect.arrayContaining(['missing_email', 'suspicious_value']));
    expect(broken.body).not.toMatch(/\bNone\b/);
    const clean = await (await client.post('/api/v1/personalize', { prospect, brief })).json();
    expect(clean.flags).not.toContain('suspicious_value');
  });

  it('streams status then the draft as SSE', async () => {
    const { client } = await createActiveUser(t);
    const res = await client.request('/api/v1/personalize', {
      method: 'POST',
      json: { prospect, brief },
      headers: { accept: 'text/event-stream' },
    });
    const text = await res.text();
    expect(text.indexOf('event: status')).toBeLessThan(text.indexOf('event: draft'));
  });

  it('streams partial drafts from a model before the scored draft', async () => {
    const fake = await startFakeOpenAiServer({ fallback: () => ok(modelAnswer()) });
    try {
      const app = await createTestApp({
        env: { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test', AI_MODEL: 'gpt-4o-mini' },
      });
      try {
        const { client } = await createActiveUser(app);
        const res = await client.request('/api/v1/personalize', {
          method: 'POST',
          json: { prospect, brief },
          headers: { accept: 'text/event-stream' },
        });
        const text = await res.text();
        const events = [...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
        expect(events[0]).toBe('status');
        expect(events.filter((e) => e === 'partial').length).toBeGreaterThan(2);
        expect(events.at(-1)).toBe('draft');
        const draft = JSON.parse(/event: draft\ndata: (.*)/.exec(text)![1]!);
        expect(draft).toMatchObject({
          model: 'openai:gpt-4o-mini',
          score: { grade: expect.stringMatching(/^[A-F]$/), verdict: expect.stringMatching(/^(send|edit|dont_send)$/) },
        });
      } finally {
        await app.close();
      }
    } finally {
      await fake.close();
    }
  });

  it('answers a failing provider with 502 provider_error and its message, as the stream does, never 500', async () => {
    const fake = await startFakeOpenAiServer({ fallback: () => badRequest('The model gpt-x does not exist') });
    try {
      const app = await createTestApp({
        env: { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test', AI_MODEL: 'gpt-x' },
      });
      try {
        const { client } = await createActiveUser(app);
        const res = await client.request('/api/v1/personalize', { method: 'POST', json: { prospect, brief } });
        expect(res.status).toBe(502);
        const problem = await res.json();
        expect(problem).toMatchObject({ code: 'provider_error', status: 502 });
        expect(problem.detail).toContain('gpt-x does not exist');
        const streamed = await client.request('/api/v1/personalize', {
          method: 'POST',
          json: { prospect, brief },
          headers: { accept: 'text/event-stream' },
        });
        expect(await streamed.text()).toMatch(
          /event: error\ndata: \{"code":"provider_error","detail":"[^"]*gpt-x does not exist/,
        );
      } finally {
        await app.close();
      }
    } finally {
      await fake.close();
    }
  });

  it('refuses an unconfigured provider and a bad body with 400, and strangers with 401', async () => {
    const { client } = await createActiveUser(t);
    const res = await client.post('/api/v1/personalize', { prospect, brief, provider: 'anthropic' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'provider' }] });
    expect((await client.post('/api/v1/personalize', { prospect })).status).toBe(400);
    expect((await t.client().post('/api/v1/personalize', { prospect, brief })).status).toBe(401);
  });
});
