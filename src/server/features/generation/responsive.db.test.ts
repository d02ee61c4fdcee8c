import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Progress } from '#shared/generation.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects, settled, waitForProgress } from '#tests/support/campaigns.ts';

/**
 * Generating never freezes the app (issue 14, item 17): the app served on a loopback port writes a
 * 300-prospect batch offline on the embedded database, and a request sent over HTTP as the batch starts
 * is answered while e-mails are still left — not after the last one, as when the whole batch ran as one
 * chain of microtasks (write-email.ts takes a turn of the loop per e-mail). No timing is asserted: only
 * that the answer came before the batch ended.
 */
let t: TestApp | undefined;
let server: ServerType | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await t?.close();
  t = server = undefined;
});

describe('while a batch is written', () => {
  it('answers requests before the batch ends', async () => {
    t = await createTestApp({ workers: true });
    const app = t;
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { client } = await createActiveUser(t);
    const campaign = await createCampaignWithProspects(client, { rows: 300 });
    const progress = async () =>
      (await (await client.get(`/api/v1/campaigns/${campaign.id}/progress`)).json()) as Progress;

    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    // Let the workers pick the batch up, then ask over the network.
    await waitForProgress(client, campaign.id, (p) => p.ready > 0);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    const then = await progress();
    expect(then.queued + then.generating, 'e-mails left when /api/health answered').toBeGreaterThan(0);
    expect(await waitForProgress(client, campaign.id, settled)).toMatchObject({ ready: 300 });
  }, 120_000);
});
