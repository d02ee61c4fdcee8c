import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emails } from '#server/db/schema/index.ts';
import { countWords } from '#server/engine/language/text.ts';
import type { Email } from '#shared/review.ts';
import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { ok, startFakeOpenAiServer, type FakeOpenAiServer } from '#tests/fakes/openai-server.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { expectDocumentedAnswer } from '#tests/support/openapi.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects, settled, waitForProgress } from '#tests/support/campaigns.ts';

/**
 * `POST /api/v1/emails/:id/regenerate` with an instruction, through the app: offline, the common
 * instructions are followed by the worker and the rest are refused at once with 422 and a message
 * under the instruction field; with an AI provider every instruction still reaches the model.
 */
let t: TestApp | undefined;
let fake: FakeOpenAiServer | undefined;
afterEach(async () => {
  await t?.close();
  await fake?.close();
  t = undefined;
  fake = undefined;
});

type Client = Awaited<ReturnType<typeof createActiveUser>>['client'];
const emailsOf = async (client: Client, campaignId: string) =>
  ((await (await client.get(`/api/v1/campaigns/${campaignId}/emails?limit=500`)).json()) as { items: Email[] }).items;
const getEmail = async (client: Client, id: string) =>
  (await (await client.get(`/api/v1/emails/${id}`)).json()) as Email;

async function regenerate(client: Client, campaignId: string, id: string, instruction: string) {
  const res = await client.post(`/api/v1/emails/${id}/regenerate`, { instruction });
  expect(res.status).toBe(202);
  await waitForProgress(client, campaignId, settled);
  return getEmail(client, id);
}

describe('regenerating with an instruction, offline', () => {
  it('follows shorter, mention <field> and no question, and scores the new draft', async () => {
    t = await createTestApp({ workers: true });
    const { client } = await createActiveUser(t);
    const campaign = await createCampaignWithProspects(client, { rows: 2 });
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    await waitForProgress(client, campaign.id, settled);
    const [before] = await emailsOf(client, campaign.id);
    expect(before!.body).toContain('?');

    const short = await regenerate(client, campaign.id, before!.id, 'Shorter please');
    expect(short).toMatchObject({ id: before!.id, status: 'ready', model: 'offline', error: null });
    expect(countWords(short.body)).toBeLessThan(countWords(before!.body));
    expect(short.score).not.toBeNull();
    expect(short.factsUsed.every((f) => f.supported)).toBe(true);

    const policy = before!.prospect.fields['Remote Policy']!;
    const mentioned = await regenerate(client, campaign.id, before!.id, 'mention their remote policy, no question');
    expect(mentioned.opener).toContain(`remote policy is ${policy}`);
    expect(mentioned.factsUsed).toContainEqual({ claim: policy, field: 'Remote Policy', supported: true });
    expect(mentioned.body).not.toContain('?');
    expect(mentioned.subject).toBe(before!.subject);
  }, 120_000);

  it('refuses an instruction it cannot follow with 422, naming it under the field, and queues nothing', async () => {
    t = await createTestApp();
    const { client } = await createActiveUser(t);
    // Row 80 of the list (index 78) is the first without a Company Size.
    const campaign = await createCampaignWithProspects(client, { rows: 80 });
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    const items = await emailsOf(client, campaign.id);
    const first = items[0]!;
    const sizeless = items.find((e) => !e.prospect.fields['Company Size'])!;

    const refuse = async (email: Email, instruction: string) => {
      const res = await client.post(`/api/v1/emails/${email.id}/regenerate`, { instruction });
      expect(res.status).toBe(422);
      // The 422 is in the operation's OpenAPI description, as problem+json.
      const body = await expectDocumentedAnswer(t!.app as never, 'POST', '/api/v1/emails/:id/regenerate', res);
      return body as { code: string; detail: string; errors: { path: string; message: string }[] };
    };
    const joke = await refuse(first, 'add a joke');
    expect(joke).toMatchObject({
      code: 'instruction_needs_provider',
      detail:
        '“add a joke” needs an AI provider: add one under Profile → AI provider, or use shorter, more casual, more formal, no question, or mention <field>.',
    });
    expect(joke.errors).toEqual([{ path: 'instruction', message: joke.detail }]);
    expect((await refuse(first, 'mention their recent funding')).detail).toMatch(
      /^“mention their recent funding” needs an AI provider \(this prospect has no “recent funding” field\)/,
    );
    expect(await refuse(sizeless, 'mention the company size column')).toMatchObject({
      code: 'instruction_not_applicable',
      detail:
        '“mention the company size column” does not apply here: the Company Size column is blank for this prospect.',
    });
    expect((await refuse(first, 'mention their city')).code).toBe('instruction_not_applicable');

    const [row] = await t.db
      .select({ instruction: emails.instruction, updatedAt: emails.updatedAt })
      .from(emails)
      .where(eq(emails.id, first.id));
    expect(row!.instruction).toBeNull();
    expect(row!.updatedAt.toISOString()).toBe(first.updatedAt);
  }, 120_000);
});

describe('regenerating with an instruction through an AI provider', () => {
  it('sends any instruction to the model, as before', async () => {
    fake = await startFakeOpenAiServer({ fallback: () => ok(modelAnswer()) });
    t = await createTestApp({
      workers: true,
      env: { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test', AI_MODEL: 'gpt-4o-mini' },
    });
    const { client } = await createActiveUser(t);
    const campaign = await createCampaignWithProspects(client, { rows: 1 });
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    await waitForProgress(client, campaign.id, settled);
    const [email] = await emailsOf(client, campaign.id);

    const after = await regenerate(client, campaign.id, email!.id, 'add a joke about spreadsheets');
    expect(after.model).toBe('openai:gpt-4o-mini');
    expect(fake.requests.at(-1)?.prompt).toContain('add a joke about spreadsheets');
  }, 120_000);
});
