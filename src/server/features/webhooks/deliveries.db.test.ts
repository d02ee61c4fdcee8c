import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox, webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from '#server/db/schema/index.ts';
import type { WebhookDelivery, WebhookEndpointWithSecret } from '#shared/webhooks.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { startWebhookReceiver, type WebhookReceiver } from '#tests/fakes/webhook-receiver.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';
import { deliverWebhook } from './deliver.ts';
import { deliveryFetch, sweepDeliveries } from './delivery-worker.ts';
import { WEBHOOK_DISABLE_AFTER_MS } from './endpoint-health.ts';
import { MAX_ATTEMPTS } from './retry-schedule.ts';

/**
 * Deliveries to a loopback receiver (WEBHOOK_ALLOW_PRIVATE=true, as a self-hosted install would set
 * it): signatures an independent verifier accepts, retries on the schedule, timeouts, redirects not
 * followed, 410 and three days of failure disabling the endpoint and mailing its owner. Time is moved
 * by running the delivery job with `now` at the due time: no test waits for a retry.
 */
let t: TestApp | undefined;
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await t?.close();
  await receiver?.close();
  t = undefined;
  receiver = undefined;
});

const ALLOW_PRIVATE = { WEBHOOK_ALLOW_PRIVATE: 'true' };

async function setUp(options: { workers?: boolean } = {}) {
  t = await createTestApp({ env: ALLOW_PRIVATE, workers: options.workers ?? false });
  receiver = await startWebhookReceiver();
  const owner = await createActiveUser(t);
  const res = await owner.client.post('/api/v1/webhooks', {
    url: receiver.url,
    events: ['email.generated', 'campaign.completed'],
  });
  expect(res.status).toBe(201);
  return { t, receiver, owner, endpoint: (await res.json()) as WebhookEndpointWithSecret };
}

const sendTest = async (client: TestClient, endpointId: string, type?: string) =>
  (await (await client.post(`/api/v1/webhooks/${endpointId}/test`, type ? { type } : {})).json()) as WebhookDelivery;

/** Runs the delivery job at `now`, as the worker would with the database clock there. */
const attempt = (app: TestApp, id: string, now: Date, extra: { timeoutMs?: number } = {}) =>
  deliverWebhook({ ...app.deps, ...extra, send: deliveryFetch(app.deps) }, id, { now });

const rowOf = async (app: TestApp, id: string) =>
  (await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;
const attemptsOf = (app: TestApp, id: string) =>
  app.db
    .select()
    .from(webhookDeliveryAttempts)
    .where(eq(webhookDeliveryAttempts.deliveryId, id))
    .orderBy(webhookDeliveryAttempts.startedAt);

describe('a delivery through the queue', () => {
  it(
    'is signed so that the standardwebhooks library accepts it, and logged with its attempt',
    { timeout: 60_000 },
    async () => {
      const { owner, endpoint, receiver } = await setUp({ workers: true });
      const delivery = await sendTest(owner.client, endpoint.id);
      const request = await receiver.nextRequest();
      expect(request.method).toBe('POST');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['webhook-id']).toBe(delivery.eventId);
      expect(Math.abs(Number(request.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
      const verified = new Webhook(endpoint.secret).verify(request.body, request.headers as Record<string, string>);
      expect(verified).toEqual({
        type: 'webhook.test',
        timestamp: delivery.payload.timestamp,
        data: { endpointId: endpoint.id, message: expect.stringContaining('test event') },
      });
      expect(() =>
        new Webhook(endpoint.secret).verify(
          request.body.replace('test event', 'test evenT'),
          request.headers as Record<string, string>,
        ),
      ).toThrow();

      const log = await waitForDelivery(owner.client, endpoint.id, delivery.id, (d) => d.status === 'succeeded');
      expect(log.attempts).toEqual([
        expect.objectContaining({
          statusCode: 200,
          succeeded: true,
          responseExcerpt: 'ok',
          error: null,
          trigger: 'scheduled',
        }),
      ]);
      expect(log.nextAttemptAt).toBeNull();

      // Replay: the same event again (same webhook-id), logged as the owner's.
      expect((await owner.client.post(`/api/v1/webhooks/deliveries/${delivery.id}/replay`)).status).toBe(202);
      expect((await receiver.nextRequest()).headers['webhook-id']).toBe(delivery.eventId);
      const replayed = await waitForDelivery(
        owner.client,
        endpoint.id,
        delivery.id,
        (d) => d.attempts.length === 2 && d.status === 'succeeded',
      );
      expect(replayed.attempts.map((a) => a.trigger)).toEqual(['scheduled', 'replay']);
    },
  );

  it(
    'signs with the old and the new secret during a rotation, each verifying on its own',
    { timeout: 60_000 },
    async () => {
      const { owner, endpoint, receiver } = await setUp({ workers: true });
      const rotated = (await (
        await owner.client.post(`/api/v1/webhooks/${endpoint.id}/rotate-secret`)
      ).json()) as WebhookEndpointWithSecret;
      await sendTest(owner.client, endpoint.id, 'campaign.completed');
      const request = await receiver.nextRequest();
      expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(2);
      for (const secret of [rotated.secret, endpoint.secret]) {
        expect(new Webhook(secret).verify(request.body, request.headers as Record<string, string>)).toMatchObject({
          type: 'campaign.completed',
          data: { name: 'YC founders' },
        });
      }
      // Once the overlap is over, only the new secret signs.
      await t!.db
        .update(webhookEndpoints)
        .set({ previousSecretExpiresAt: new Date(Date.now() - 1_000) })
        .where(eq(webhookEndpoints.id, endpoint.id));
      await sendTest(owner.client, endpoint.id);
      const later = await receiver.nextRequest();
      expect(String(later.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(() => new Webhook(endpoint.secret).verify(later.body, later.headers as Record<string, string>)).toThrow(
        /No matching signature/,
      );
    },
  );
});

describe('the sweep', () => {
  it('wakes due deliveries whose job was lost, and leaves one a worker holds alone', { timeout: 60_000 }, async () => {
    const { t, owner, endpoint, receiver } = await setUp({ workers: true });
    // Rows as a crash leaves them: stored without a job, and held by a worker that died (its hold ran out).
    const data = { endpointId: endpoint.id, message: 'lost' };
    const past = new Date(Date.now() - 120_000);
    const [lost, crashed, held] = await t.db
      .insert(webhookDeliveries)
      .values([
        { endpointId: endpoint.id, eventId: 'msg_lost', type: 'webhook.test', data },
        {
          endpointId: endpoint.id,
          eventId: 'msg_crashed',
          type: 'webhook.test',
          data,
          attemptCount: 1,
          lockedUntil: past,
        },
        {
          endpointId: endpoint.id,
          eventId: 'msg_held',
          type: 'webhook.test',
          data,
          attemptCount: 1,
          lockedUntil: new Date(Date.now() + 600_000),
        },
      ])
      .returning();
    expect(await sweepDeliveries(t.deps)).toBe(2);
    await sweepDeliveries(t.deps);
    const ids = [
      (await receiver.nextRequest()).headers['webhook-id'],
      (await receiver.nextRequest()).headers['webhook-id'],
    ];
    expect(ids.sort()).toEqual(['msg_crashed', 'msg_lost']);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(receiver.requests).toHaveLength(2);
    // A delivery's outcome is stored after its receiver answered (deliver.ts), not when the request arrives.
    for (const { id } of [lost!, crashed!])
      await waitForDelivery(owner.client, endpoint.id, id, (d) => d.status !== 'pending');
    expect([
      (await rowOf(t, lost!.id)).status,
      (await rowOf(t, crashed!.id)).status,
      (await rowOf(t, held!.id)).status,
    ]).toEqual(['succeeded', 'succeeded', 'pending']);
  });
});

async function waitForDelivery(
  client: TestClient,
  endpointId: string,
  id: string,
  done: (d: WebhookDelivery) => boolean,
): Promise<WebhookDelivery> {
  const deadline = Date.now() + 20_000;
  let last: WebhookDelivery | undefined;
  while (Date.now() < deadline) {
    const page = (await (await client.get(`/api/v1/webhooks/${endpointId}/deliveries`)).json()) as {
      items: WebhookDelivery[];
    };
    last = page.items.find((d) => d.id === id);
    if (last && done(last)) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`delivery did not settle: ${JSON.stringify(last)}`);
}

describe('retries', () => {
  it('follows the schedule with a receiver that fails and recovers: nothing lost, every attempt stored', async () => {
    const { t, owner, endpoint, receiver } = await setUp();
    receiver.enqueue({ status: 429, headers: { 'retry-after': '60' } }, { status: 500, body: 'boom' }, { status: 502 });
    const { id } = await sendTest(owner.client, endpoint.id);
    const t0 = new Date(Date.now() + 1_000);

    expect(await attempt(t, id, t0)).toBe('retrying');
    // 429 asked for 60 s, more than the schedule's 5 s: honoured.
    expect((await rowOf(t, id)).nextAttemptAt!.getTime() - t0.getTime()).toBe(60_000);
    expect((await t.db.select().from(webhookEndpoints))[0]!.failingSince).toEqual(t0);
    expect(await attempt(t, id, new Date(t0.getTime() + 59_000))).toBe('skipped');

    const second = (await rowOf(t, id)).nextAttemptAt!;
    expect(await attempt(t, id, second)).toBe('retrying');
    const third = (await rowOf(t, id)).nextAttemptAt!;
    expect(third.getTime() - second.getTime()).toBeGreaterThanOrEqual(5 * 60_000);
    expect(third.getTime() - second.getTime()).toBeLessThanOrEqual(5.5 * 60_000);
    expect(await attempt(t, id, third)).toBe('retrying');
    const fourth = (await rowOf(t, id)).nextAttemptAt!;
    expect(fourth.getTime() - third.getTime()).toBeGreaterThanOrEqual(30 * 60_000);
    expect(await attempt(t, id, fourth)).toBe('succeeded');

    expect(await rowOf(t, id)).toMatchObject({
      status: 'succeeded',
      attemptCount: 4,
      nextAttemptAt: null,
      lockedUntil: null,
    });
    expect((await attemptsOf(t, id)).map((a) => [a.statusCode, a.succeeded])).toEqual([
      [429, false],
      [500, false],
      [502, false],
      [200, true],
    ]);
    expect((await attemptsOf(t, id))[1]!.responseExcerpt).toBe('boom');
    // The same event each time, each attempt freshly signed.
    expect(new Set(receiver.requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const r of receiver.requests) new Webhook(endpoint.secret).verify(r.body, r.headers as Record<string, string>);
    expect((await t.db.select().from(webhookEndpoints))[0]!.failingSince).toBeNull();
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, about a day`, async () => {
    const { t, owner, endpoint, receiver } = await setUp();
    receiver.enqueue(...Array.from({ length: MAX_ATTEMPTS }, () => ({ status: 503 })));
    const { id } = await sendTest(owner.client, endpoint.id);
    const t0 = new Date(Date.now() + 1_000);
    let now = t0;
    const outcomes: string[] = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      outcomes.push(await attempt(t, id, now));
      now = (await rowOf(t, id)).nextAttemptAt ?? now;
    }
    expect(outcomes).toEqual([...Array<string>(MAX_ATTEMPTS - 1).fill('retrying'), 'failed']);
    expect(await rowOf(t, id)).toMatchObject({ status: 'failed', attemptCount: MAX_ATTEMPTS, nextAttemptAt: null });
    const spanHours = ((await attemptsOf(t, id)).at(-1)!.startedAt.getTime() - t0.getTime()) / 3_600_000;
    expect(spanHours).toBeGreaterThan(27.5);
    expect(spanHours).toBeLessThan(27.6 * 1.1);
    expect(receiver.requests).toHaveLength(MAX_ATTEMPTS);
  });
});

describe('one attempt', () => {
  it('does not follow a redirect: the 3xx is a failure and the target is never called', async () => {
    const { t, owner, endpoint, receiver } = await setUp();
    receiver.enqueue({ status: 302, headers: { location: `${receiver.origin}/elsewhere` } });
    const { id } = await sendTest(owner.client, endpoint.id);
    expect(await attempt(t, id, new Date(Date.now() + 1_000))).toBe('retrying');
    const [logged] = await attemptsOf(t, id);
    expect(logged).toMatchObject({ statusCode: 302, succeeded: false });
    expect(logged!.error).toContain(`Redirect not followed (Location: ${receiver.origin}/elsewhere)`);
    expect(receiver.requests.map((r) => r.path)).toEqual(['/hook']);
  });

  it('records a timeout, and keeps only the first 1 KB of an answer', async () => {
    const { t, owner, endpoint, receiver } = await setUp();
    receiver.enqueue({ delayMs: 2_000 }, { status: 400, body: `a${'é'.repeat(3_000)}` });
    const { id } = await sendTest(owner.client, endpoint.id);
    const t0 = new Date(Date.now() + 1_000);
    expect(await attempt(t, id, t0, { timeoutMs: 200 })).toBe('retrying');
    expect(await attempt(t, id, (await rowOf(t, id)).nextAttemptAt!)).toBe('retrying');
    const [timedOut, long] = await attemptsOf(t, id);
    expect(timedOut).toMatchObject({
      statusCode: null,
      error: 'Timed out after 0.2 s without a complete answer.',
      responseExcerpt: null,
    });
    expect(timedOut!.latencyMs).toBeGreaterThanOrEqual(190);
    expect(long).toMatchObject({ statusCode: 400, error: 'HTTP 400' });
    // 1,024 bytes: the `a` and 511 two-byte characters; the half character at the edge is dropped.
    expect(long!.responseExcerpt).toBe(`a${'é'.repeat(511)}`);
  });

  it('refuses at delivery time a name that now resolves inside, dialing nothing', async () => {
    receiver = await startWebhookReceiver();
    const port = new URL(receiver.url).port;
    // Public when saved, loopback when delivered (a DNS-rebinding attacker's answers, in turn).
    const { fakeResolver } = await import('#tests/fakes/resolver.ts');
    t = await createTestApp({ resolver: fakeResolver({ 'hooks.example.com': [['93.184.215.14'], ['127.0.0.1']] }) });
    const { client } = await createActiveUser(t);
    const endpoint = (await (
      await client.post('/api/v1/webhooks', {
        url: `http://hooks.example.com:${port}/hook`,
        events: ['email.generated'],
      })
    ).json()) as WebhookEndpointWithSecret;
    const { id } = await sendTest(client, endpoint.id);
    expect(await attempt(t, id, new Date(Date.now() + 1_000))).toBe('retrying');
    const [refused] = await attemptsOf(t, id);
    expect(refused).toMatchObject({ statusCode: null, succeeded: false });
    expect(refused!.error).toMatch(
      /^Refused by the address guard: .*private or reserved address \(hooks\.example\.com\)/,
    );
    expect(receiver.requests).toEqual([]);
  });
});

describe('failing endpoints', () => {
  const mailsTo = (app: TestApp, to: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it('disables an endpoint that fails for 3 days, fails its pending deliveries and e-mails its owner', async () => {
    const { t, owner, endpoint, receiver } = await setUp();
    receiver.enqueue({ status: 500 }, { status: 200 }, { status: 500 }, { status: 500 }, { status: 500 });
    const first = await sendTest(owner.client, endpoint.id);
    const t0 = new Date(Date.now() + 1_000);
    expect(await attempt(t, first.id, t0)).toBe('retrying');
    // A success within the three days ends the streak.
    expect(await attempt(t, first.id, (await rowOf(t, first.id)).nextAttemptAt!)).toBe('succeeded');
    expect((await t.db.select().from(webhookEndpoints))[0]!.failingSince).toBeNull();

    const second = await sendTest(owner.client, endpoint.id);
    const waiting = await sendTest(owner.client, endpoint.id, 'email.generated');
    const t1 = new Date(t0.getTime() + 60_000);
    expect(await attempt(t, second.id, t1)).toBe('retrying');
    const almost = new Date(t1.getTime() + WEBHOOK_DISABLE_AFTER_MS - 60_000);
    await t.db.update(webhookDeliveries).set({ nextAttemptAt: almost }).where(eq(webhookDeliveries.id, second.id));
    expect(await attempt(t, second.id, almost)).toBe('retrying');
    expect((await t.db.select().from(webhookEndpoints))[0]!.enabled).toBe(true);
    expect(await mailsTo(t, owner.user.email)).toEqual([]);

    const threeDays = new Date(t1.getTime() + WEBHOOK_DISABLE_AFTER_MS);
    await t.db.update(webhookDeliveries).set({ nextAttemptAt: threeDays }).where(eq(webhookDeliveries.id, second.id));
    expect(await attempt(t, second.id, threeDays)).toBe('failed');
    const [disabled] = await t.db.select().from(webhookEndpoints);
    expect(disabled).toMatchObject({ enabled: false, disabledReason: 'failing', disabledAt: threeDays });
    expect(await rowOf(t, waiting.id)).toMatchObject({ status: 'failed', nextAttemptAt: null, attemptCount: 0 });

    const [mail] = await mailsTo(t, owner.user.email);
    expect(mail).toMatchObject({ kind: 'webhook_disabled', subject: 'A Coldsmith webhook endpoint was disabled' });
    expect(mail!.text).toContain(`We stopped sending events to your webhook endpoint ${receiver.url}.`);
    expect(mail!.text).toContain('has failed for 3 days');
    expect(mail!.text).toContain('http://localhost:3000/integrations/webhook');
    expect(receiver.requests).toHaveLength(5);
  });

  it('disables an endpoint that answers 410 Gone at once', async () => {
    const { t, owner, endpoint, receiver } = await setUp();
    receiver.enqueue({ status: 410 });
    const { id } = await sendTest(owner.client, endpoint.id);
    expect(await attempt(t, id, new Date(Date.now() + 1_000))).toBe('failed');
    expect((await t.db.select().from(webhookEndpoints))[0]).toMatchObject({ enabled: false, disabledReason: 'gone' });
    expect((await mailsTo(t, owner.user.email))[0]!.text).toContain('It answered 410 Gone');
  });
});

describe('the delivery log', () => {
  it('filters by status and type and pages with a cursor, newest first', async () => {
    const { t, owner, endpoint, receiver } = await setUp();
    receiver.enqueue({ status: 500 });
    const sent = [];
    for (const type of ['webhook.test', 'email.generated', 'webhook.test', 'campaign.completed'])
      sent.push(await sendTest(owner.client, endpoint.id, type));
    await attempt(t, sent[0]!.id, new Date(Date.now() + 1_000));
    await attempt(t, sent[1]!.id, new Date(Date.now() + 1_000));
    const list = async (query: string) =>
      (await (await owner.client.get(`/api/v1/webhooks/${endpoint.id}/deliveries${query}`)).json()) as {
        items: WebhookDelivery[];
        nextCursor: string | null;
      };

    const first = await list('?limit=3');
    expect(first.items.map((d) => d.id)).toEqual([sent[3]!.id, sent[2]!.id, sent[1]!.id]);
    const rest = await list(`?limit=3&cursor=${first.nextCursor}`);
    expect([rest.items.map((d) => d.id), rest.nextCursor]).toEqual([[sent[0]!.id], null]);
    expect((await list('?type=webhook.test')).items.map((d) => d.id)).toEqual([sent[2]!.id, sent[0]!.id]);
    expect((await list('?status=succeeded')).items.map((d) => d.id)).toEqual([sent[1]!.id]);
    const pending = await list('?status=pending&type=webhook.test');
    expect(pending.items.map((d) => [d.id, d.attempts.length])).toEqual([
      [sent[2]!.id, 0],
      [sent[0]!.id, 1],
    ]);
    expect((await owner.client.get(`/api/v1/webhooks/${endpoint.id}/deliveries?status=lost`)).status).toBe(400);
    expect((await owner.client.get(`/api/v1/webhooks/${endpoint.id}/deliveries?cursor=nope`)).status).toBe(400);
  });
});
