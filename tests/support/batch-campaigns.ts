import { afterEach, expect } from 'vitest';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import type { Email } from '#shared/review.ts';
import type { Progress } from '#shared/generation.ts';
import type { TestClient } from '#tests/setup/test-app.ts';
import { testBrief } from './campaigns.ts';

/**
 * What the overnight-mode db tests share (features/generation/batch/*.db.test.ts; decision 038): small
 * campaigns of made-up prospects imported through the API, their e-mails and progress, and call settings
 * that retry at once.
 */
/** The server's env for a provider at `baseUrl` (a fake's), polling batches every second. */
export const batchEnv = (provider: string, model: string, apiKey: string) => (baseUrl: string) => ({
  AI_PROVIDER: provider,
  AI_BASE_URL: baseUrl,
  AI_API_KEY: apiKey,
  AI_MODEL: model,
  AI_CONCURRENCY: '8',
  AI_BATCH_POLL_SECONDS: '1',
});

export const fastRetries = { baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 5, timeoutMs: 5_000 };

/** `n` prospects: a real-looking row each, distinct companies, the notes the canned answer cites. */
export const prospects = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({
    email: `sara.lind${from + i}@insurer${from + i}.example`,
    firstName: 'Sara',
    lastName: 'Lind',
    title: 'Head of Underwriting',
    company: `Insurer ${from + i}`,
    notes: `Insurer ${from + i} is an insurtech; the platform serves 1,200 carriers.`,
  }));

export async function campaignWith(client: TestClient, rows: object[]) {
  const res = await client.post('/api/v1/campaigns', { name: 'Overnight', brief: testBrief });
  const campaign = (await res.json()) as { id: string };
  const imported = await client.post(`/api/v1/campaigns/${campaign.id}/prospects`, rows as Record<string, unknown>[]);
  expect(imported.status).toBe(200);
  return campaign.id;
}

export async function emailsOf(client: TestClient, campaignId: string) {
  const items: Email[] = [];
  let cursor: string | null = null;
  do {
    const page = (await (
      await client.get(`/api/v1/campaigns/${campaignId}/emails?limit=500${cursor ? `&cursor=${cursor}` : ''}`)
    ).json()) as { items: Email[]; nextCursor: string | null };
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

export const generate = (client: TestClient, id: string, body: object) =>
  client.post(`/api/v1/campaigns/${id}/generate`, body as Record<string, unknown>);

export const progressOf = async (client: TestClient, id: string) =>
  (await (await client.get(`/api/v1/campaigns/${id}/progress`)).json()) as Progress;

/**
 * Each e-mail of campaign `batched` against the one written for the same prospect address in campaign
 * `direct`: the same grade, flags, claims and body (a batch result finished as a direct call's answer).
 * @returns the direct e-mails, for their own checks
 */
export async function expectSameDrafts(client: TestClient, batched: string, direct: string) {
  const byProspect = async (id: string) => {
    const list = (await (await client.get(`/api/v1/campaigns/${id}/prospects?limit=500`)).json()) as {
      items: { id: string; email: string }[];
    };
    const emails = await emailsOf(client, id);
    return new Map(list.items.map((p) => [p.email, emails.find((e) => e.prospectId === p.id)!]));
  };
  const viaBatch = await byProspect(batched);
  const viaCall = await byProspect(direct);
  expect(viaCall.size).toBeGreaterThan(0);
  for (const [address, call] of viaCall) {
    const batch = viaBatch.get(address)!;
    expect(batch.score?.grade).toBe(call.score?.grade);
    expect(batch.flags).toEqual(call.flags);
    expect(batch.factsUsed).toEqual(call.factsUsed);
    expect(batch.body).toBe(call.body);
  }
  return [...viaCall.values()];
}

/**
 * One overnight-mode test's world, closed after each test: the fake provider `starting` (null: none), the
 * app against it with `env(fake.baseUrl)` (the workers in-process unless `workers: false`, when a test
 * runs the batch job by hand), a signed-in user and a campaign of `n` prospects.
 */
export function batchRuns<F extends { baseUrl: string; close(): Promise<void> }>(
  env: (baseUrl: string) => Record<string, string>,
) {
  let open: { t?: TestApp; fake?: F } = {};
  afterEach(async () => {
    await open.t?.close();
    await open.fake?.close();
    open = {};
  });
  return async (starting: Promise<F> | null, n: number, { workers = true } = {}) => {
    const fake = (open.fake = (await starting) ?? undefined);
    const options = fake ? { env: env(fake.baseUrl), ...(workers ? { workers: true, call: fastRetries } : {}) } : {};
    const t = (open.t = await createTestApp(options));
    const { client } = await createActiveUser(t);
    return { fake: fake!, t, client, id: await campaignWith(client, prospects(n)) };
  };
}
