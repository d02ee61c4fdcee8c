import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignPageSchema, campaignSchema } from '#shared/campaigns.ts';
import type { Email } from '#shared/review.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { expectDocumentedAnswer } from '#tests/support/openapi.ts';
import { settled, testBrief, waitForProgress, prospectsCsvSlice } from '#tests/support/campaigns.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';

/**
 * The documented shapes are the real ones: a whole campaign is driven through the API
 * — create, import three ways, estimate, generate with the offline composer, control the batch, review,
 * export, settings, personalize, score — and every answer, errors included, is checked against the schema its
 * route documents (expectDocumentedAnswer: status listed, media type listed, JSON body unchanged by the
 * documented zod schema, so no field is undocumented or missing).
 */
let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp({ workers: true });
  client = (await createActiveUser(t)).client;
}, 60_000);
afterAll(() => t?.close());

/** Sends `method path` (with `:id` filled from `id`) and checks the answer against the route's documentation. */
async function call(
  method: string,
  template: string,
  init: { id?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string>; query?: string } = {},
) {
  const path = template.replace(':id', init.id ?? '') + (init.query ?? '');
  const res = await client.request(path, { method, json: init.json as never, body: init.body, headers: init.headers });
  const status = res.status;
  return { status, body: await expectDocumentedAnswer(t.app as never, method, template, res) };
}

describe('answers match their documented schemas', () => {
  it('for a whole campaign, from creation to export', { timeout: 120_000 }, async () => {
    expect((await call('GET', '/api/health')).status).toBe(200);
    expect((await call('GET', '/api/config')).status).toBe(200);
    expect((await call('GET', '/api/v1/me')).status).toBe(200);

    const created = await call('POST', '/api/v1/campaigns', { json: { name: 'Documented', brief: testBrief } });
    expect(created.status).toBe(201);
    // The brief's own zod schemas, directly: the shared response schemas are the real shapes.
    const campaign = campaignSchema.parse(created.body);
    expect(campaignSchema.parse(campaign)).toEqual(created.body);
    const list = await call('GET', '/api/v1/campaigns');
    expect(campaignPageSchema.parse(list.body).items.map((c) => c.id)).toContain(campaign.id);
    const id = campaign.id;
    await call('GET', '/api/v1/campaigns/:id', { id });
    await call('PATCH', '/api/v1/campaigns/:id', { id, json: { budgetUsd: 5 } });

    const csv = { body: prospectsCsvSlice(3), headers: { 'content-type': 'text/csv' } };
    expect((await call('POST', '/api/v1/campaigns/:id/prospects/preview', { id, ...csv })).status).toBe(200);
    expect((await call('POST', '/api/v1/campaigns/:id/prospects', { id, ...csv })).body).toMatchObject({ imported: 3 });
    const form = new FormData();
    form.append('mapping', JSON.stringify({ Email: 'email', Name: 'firstName' }));
    form.append('file', new Blob(['Email,Name\nada@lovelace.example,Ada\n'], { type: 'text/csv' }), 'more.csv');
    expect((await call('POST', '/api/v1/campaigns/:id/prospects', { id, body: form })).body).toMatchObject({
      imported: 1,
    });
    const rows = [{ Email: 'grace@hopper.example', 'First Name': 'Grace', Employees: 12 }];
    expect((await call('POST', '/api/v1/campaigns/:id/prospects', { id, json: rows })).body).toMatchObject({
      imported: 1,
    });
    expect((await call('POST', '/api/v1/campaigns/:id/prospects', { id, json: [] })).status).toBe(422);
    await call('GET', '/api/v1/campaigns/:id/prospects', { id, query: '?limit=2' });

    expect((await call('GET', '/api/v1/campaigns/:id/estimate', { id })).status).toBe(200);
    expect((await call('POST', '/api/v1/campaigns/:id/generate', { id, json: {} })).status).toBe(202);
    await waitForProgress(client, id, settled);
    expect((await call('GET', '/api/v1/campaigns/:id/progress', { id })).status).toBe(200);
    expect((await call('POST', '/api/v1/campaigns/:id/pause', { id })).status).toBe(200);
    expect((await call('POST', '/api/v1/campaigns/:id/pause', { id })).status).toBe(409);
    expect((await call('POST', '/api/v1/campaigns/:id/resume', { id })).status).toBe(200);
    expect((await call('POST', '/api/v1/campaigns/:id/cancel', { id })).status).toBe(200);
    expect((await call('POST', '/api/v1/campaigns/:id/retry-failed', { id })).status).toBe(200);
    expect((await call('GET', '/api/v1/campaigns/:id/uniformity', { id })).body).toMatchObject({ emails: 5 });

    const emails = (await call('GET', '/api/v1/campaigns/:id/emails', { id })).body as { items: Email[] };
    expect(emails.items.length).toBe(5);
    const emailId = emails.items[0]!.id;
    await call('GET', '/api/v1/emails/:id', { id: emailId });
    await call('PATCH', '/api/v1/emails/:id', {
      id: emailId,
      json: { subject: 'A documented subject', status: 'approved' },
    });
    await call('POST', '/api/v1/campaigns/:id/emails/bulk', { id, json: { action: 'approve', filter: {} } });
    const json = await call('GET', '/api/v1/campaigns/:id/export', { id, query: '?format=json&status=all' });
    expect((json.body as unknown[]).length).toBe(5);
    expect((await call('GET', '/api/v1/campaigns/:id/export', { id, query: '?format=instantly' })).body).toMatch(
      /^\uFEFF?email,/i,
    );
    expect(
      (await call('POST', '/api/v1/emails/:id/regenerate', { id: emailId, json: { instruction: 'shorter' } })).status,
    ).toBe(202);
    await call('GET', '/api/v1/stats');
  });

  it('for settings, personalize (JSON and SSE), score, deletion and refusals', { timeout: 60_000 }, async () => {
    expect((await call('GET', '/api/v1/settings/ai')).body).toBeNull();
    await call('PUT', '/api/v1/settings/ai', {
      json: { provider: 'openai', apiKey: 'sk-test-0123456789abcdef', model: 'gpt-5-mini' },
    });
    expect((await call('GET', '/api/v1/settings/ai')).body).toMatchObject({ provider: 'openai' });
    expect(
      (
        await call('PUT', '/api/v1/settings/ai', {
          json: { provider: 'openai-compatible', apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1', model: 'm' },
        })
      ).status,
    ).toBe(400);
    expect((await call('DELETE', '/api/v1/settings/ai')).status).toBe(204);

    const prospect = {
      email: 'sara@pibit.ai',
      firstName: 'Sara',
      company: 'Pibit.ai',
      notes: 'Pibit.ai reconstructs commercial underwriting.',
    };
    expect((await call('POST', '/api/v1/personalize', { json: { prospect, brief: testBrief } })).body).toMatchObject({
      model: 'offline',
    });
    const sse = await call('POST', '/api/v1/personalize', {
      json: { prospect, brief: testBrief },
      headers: { accept: 'text/event-stream' },
    });
    expect(sse.body).toMatch(/event: draft/);
    const email = {
      subject: 'Underwriting at Pibit',
      body: 'Hi Sara,\n\nPibit.ai rebuilds underwriting. Curious?\n\nSam',
    };
    expect((await call('POST', '/api/v1/score', { json: { prospect, brief: testBrief, email } })).body).toMatchObject({
      verdict: expect.any(String),
      claims: expect.any(Array),
    });
    expect((await call('POST', '/api/v1/score', { json: { prospect, brief: testBrief } })).status).toBe(400);

    const invalid = await call('POST', '/api/v1/campaigns', { json: { name: '', brief: {} } });
    expect(invalid).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect((invalid.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(
      expect.arrayContaining(['name', 'brief.senderName', 'brief.offer']),
    );
    expect((await call('GET', '/api/v1/campaigns/:id', { id: randomUUID() })).status).toBe(404);
    expect((await call('GET', '/api/v1/campaigns', { query: '?limit=0' })).status).toBe(400);
    const { id } = campaignSchema.parse(
      (await call('POST', '/api/v1/campaigns', { json: { name: 'Gone', brief: testBrief } })).body,
    );
    expect((await call('DELETE', '/api/v1/campaigns/:id', { id })).status).toBe(204);
    expect((await call('DELETE', '/api/v1/me', { json: { email: 'someone-else@example.com' } })).status).toBe(400);

    client = t.client();
    expect((await call('GET', '/api/v1/campaigns')).status).toBe(401);
    expect((await call('GET', '/api/v1/openapi.json')).status).toBe(200);
  });
});
