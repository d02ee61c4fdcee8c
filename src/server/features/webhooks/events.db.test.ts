import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '#server/db/schema/index.ts';
import type { Email } from '#shared/review.ts';
import {
  webhookEventDataSchemas,
  webhookEventTypes,
  type DeliveryType,
  type WebhookEndpointWithSecret,
} from '#shared/webhooks.ts';
import { modelAnswer } from '#tests/fakes/engine-fixtures.ts';
import { ok, startFakeOpenAiServer, type FakeOpenAiServer } from '#tests/fakes/openai-server.ts';
import { startWebhookReceiver, type ReceivedRequest, type WebhookReceiver } from '#tests/fakes/webhook-receiver.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects, settled, waitForProgress } from '#tests/support/campaigns.ts';
import { until } from '#tests/support/until.ts';
import { eventSubscribers } from '#server/event-subscribers.ts';
import type { SubscribedEvent } from './event-subscribers.ts';

/**
 * The events fire from the real flows, through the real queue to a loopback receiver:
 * an import, a batch written by the offline composer (one `email.generated` per e-mail and one
 * `campaign.completed`), approvals by PATCH and in bulk, a provider failure and the budget cap. Every
 * request is verified with the standardwebhooks library and its `data` parsed with the shared schema
 * of its type, strictly, so the SQL that builds payloads cannot drift from the documented shape.
 */
let t: TestApp | undefined;
let receiver: WebhookReceiver | undefined;
let fake: FakeOpenAiServer | undefined;
afterEach(async () => {
  await t?.close();
  await receiver?.close();
  await fake?.close();
  t = receiver = fake = undefined;
});

type Event = { type: DeliveryType; timestamp: string; data: Record<string, unknown>; id: string };

/** Verifies and parses every request so far. */
function eventsOf(r: WebhookReceiver, secret: string): Event[] {
  return r.requests.map((request: ReceivedRequest) => {
    const payload = new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as Omit<
      Event,
      'id'
    >;
    webhookEventDataSchemas[payload.type].strict().parse(payload.data);
    return { ...payload, id: String(request.headers['webhook-id']) };
  });
}

async function subscribe(client: TestClient, url: string, events: readonly string[]) {
  const res = await client.post('/api/v1/webhooks', { url, events });
  expect(res.status).toBe(201);
  return (await res.json()) as WebhookEndpointWithSecret;
}

const ofType = (events: Event[], type: DeliveryType) => events.filter((e) => e.type === type);

describe('events from the app', () => {
  it(
    'announces an import, every e-mail written, the batch completed once, and approvals',
    { timeout: 120_000 },
    async () => {
      const heard: SubscribedEvent[] = [];
      const subscriber = {
        name: 'test',
        types: ['campaign.completed', 'prospects.imported'] as const,
        handle: async (_: unknown, e: SubscribedEvent) => void heard.push(e),
      };
      // Beside the roots' own subscribers, as `npm start` runs them.
      t = await createTestApp({
        workers: true,
        env: { WEBHOOK_ALLOW_PRIVATE: 'true' },
        subscribers: [...eventSubscribers, subscriber],
      });
      receiver = await startWebhookReceiver();
      const { user, client } = await createActiveUser(t);
      const endpoint = await subscribe(client, receiver.url, webhookEventTypes);
      // Another user's endpoint hears nothing of this user's events; so does a disabled one.
      const stranger = await startWebhookReceiver();
      await subscribe((await createActiveUser(t)).client, stranger.url, webhookEventTypes);
      const off = await subscribe(client, `${stranger.origin}/off`, webhookEventTypes);
      await client.patch(`/api/v1/webhooks/${off.id}`, { enabled: false });

      const campaign = await createCampaignWithProspects(client, { rows: 6 });
      const imported = await until(
        () => eventsOf(receiver!, endpoint.secret),
        (e) => e.length === 1,
        'prospects.imported',
      );
      expect(imported[0]).toMatchObject({
        type: 'prospects.imported',
        data: { campaignId: campaign.id, imported: 6, duplicates: 0 },
      });

      // Every row, the one without a usable address too: this test counts an event per e-mail.
      await client.post(`/api/v1/campaigns/${campaign.id}/generate`, { skipUnreachable: false });
      await waitForProgress(client, campaign.id, settled, 60_000);
      let events = await until(
        () => eventsOf(receiver!, endpoint.secret),
        (e) => ofType(e, 'campaign.completed').length === 1 && ofType(e, 'email.generated').length === 6,
        'the batch',
      );
      const emails = (
        (await (await client.get(`/api/v1/campaigns/${campaign.id}/emails`)).json()) as { items: Email[] }
      ).items;
      const generated = ofType(events, 'email.generated');
      expect(generated.map((e) => e.data.emailId).sort()).toEqual(emails.map((e) => e.id).sort());
      for (const email of emails) {
        expect(generated.find((e) => e.data.emailId === email.id)?.data).toEqual({
          emailId: email.id,
          campaignId: campaign.id,
          prospectId: email.prospectId,
          step: 1,
          subject: email.subject,
          grade: email.score!.grade,
          verdict: email.score!.verdict,
          claims: email.claims,
        });
      }
      expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
      expect(ofType(events, 'campaign.completed')[0]!.data).toEqual({
        campaignId: campaign.id,
        name: 'Remote teams',
        total: 6,
        ready: 6,
        approved: 0,
        rejected: 0,
        failed: 0,
        spentUsd: 0,
      });

      // Generating again adds nothing, so no second completion.
      expect(await (await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {})).json()).toEqual({
        queued: 0,
      });

      // One approval by PATCH, an edit of it (no second event), then the rest in bulk.
      const [first] = emails;
      expect((await client.patch(`/api/v1/emails/${first!.id}`, { status: 'approved' })).status).toBe(200);
      expect((await client.patch(`/api/v1/emails/${first!.id}`, { subject: 'Edited after approval' })).status).toBe(
        200,
      );
      expect(
        await (
          await client.post(`/api/v1/campaigns/${campaign.id}/emails/bulk`, { action: 'approve', filter: {} })
        ).json(),
        // The five not yet approved: a bulk action changes only e-mails not already in its status.
      ).toEqual({ updated: 5 });
      expect(
        await (
          await client.post(`/api/v1/campaigns/${campaign.id}/emails/bulk`, { action: 'reject', ids: [first!.id] })
        ).json(),
      ).toEqual({ updated: 1 });
      await until(
        () => eventsOf(receiver!, endpoint.secret),
        (e) => ofType(e, 'email.approved').length >= 6,
        'approvals',
      );
      await new Promise((r) => setTimeout(r, 500));
      events = eventsOf(receiver, endpoint.secret);
      const approved = ofType(events, 'email.approved');
      expect(approved.map((e) => e.data.emailId).sort()).toEqual(emails.map((e) => e.id).sort());
      expect(approved.find((e) => e.data.emailId === first!.id)!.data).toMatchObject({
        subject: first!.subject,
        step: 1,
      });
      expect(ofType(events, 'campaign.completed')).toHaveLength(1);
      expect(stranger.requests).toEqual([]);
      await stranger.close();

      expect(heard.map((e) => [e.type, e.userId])).toEqual([
        ['prospects.imported', user.id],
        ['campaign.completed', user.id],
      ]);
    },
  );

  it('announces a failed e-mail and the budget stopping the batch', { timeout: 120_000 }, async () => {
    fake = await startFakeOpenAiServer({
      fallback: () => ok(modelAnswer(), { prompt_tokens: 1_000_000, completion_tokens: 0 }),
    });
    fake.enqueue({ kind: 'status', status: 400, body: { error: { message: 'model gpt-4o-mini is not loaded' } } });
    const env = {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'gpt-4o-mini',
      AI_CONCURRENCY: '1',
      WEBHOOK_ALLOW_PRIVATE: 'true',
    };
    t = await createTestApp({
      workers: true,
      env,
      call: { baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 5, timeoutMs: 5_000 },
    });
    receiver = await startWebhookReceiver();
    const { client } = await createActiveUser(t);
    const endpoint = await subscribe(client, receiver.url, [
      'email.failed',
      'campaign.budget_reached',
      'campaign.completed',
    ]);
    // Each written e-mail costs $0.15 (1M input tokens of gpt-4o-mini); the cap of $0.40 stops the batch after 3.
    const campaign = await createCampaignWithProspects(client, { rows: 8, budgetUsd: 0.4 });
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    await waitForProgress(client, campaign.id, (p) => p.state === 'budget_reached' && p.generating === 0, 60_000);
    const events = await until(
      () => eventsOf(receiver!, endpoint.secret),
      (e) => e.length === 2,
      'failure and budget',
    );
    expect(ofType(events, 'email.failed')[0]!.data).toMatchObject({
      campaignId: campaign.id,
      step: 1,
      error: expect.stringContaining('model gpt-4o-mini is not loaded'),
    });
    expect(ofType(events, 'campaign.budget_reached')[0]!.data).toEqual({
      campaignId: campaign.id,
      name: 'Remote teams',
      budgetUsd: 0.4,
      spentUsd: 0.45,
      queued: 4,
    });
    // Stopped by the budget is not completed; only subscribed types were stored.
    expect(
      (await t.db.select({ type: webhookDeliveries.type }).from(webhookDeliveries)).map((d) => d.type).sort(),
    ).toEqual(['campaign.budget_reached', 'email.failed']);
  });
});
