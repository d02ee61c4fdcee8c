import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '#server/db/schema/index.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { startFakeSlack, type FakeSlack } from '#tests/fakes/vendors/slack-server.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { createCampaignWithProspects, settled, waitForProgress } from '#tests/support/campaigns.ts';
import { connect } from '#tests/support/integrations.ts';
import { until } from '#tests/support/until.ts';

/** The Slack message rides the app's `campaign.completed` event: a real batch through the workers. */
let t: TestApp;
let slack: FakeSlack;
beforeAll(async () => {
  slack = await startFakeSlack();
  t = await createTestApp({ workers: true, env: { SLACK_WEBHOOK_BASE_URL: slack.url } });
});
afterAll(async () => {
  await t?.close();
  await slack?.close();
});

/** The `count`-th message posted to `path` (1-based), once it has arrived. */
async function nextMessage(path: string, count: number) {
  const messages = await until(
    () => slack.messages.get(path) ?? [],
    (list) => list.length >= count,
    `Slack message ${count}`,
    20_000,
  );
  return messages[count - 1] as { text: string };
}

describe('the Slack subscriber', () => {
  it(
    'tells the owner’s channel once when a batch completes, with the batch’s counts',
    { timeout: 90_000 },
    async () => {
      const { client } = await createActiveUser(t);
      const webhookUrl = slack.webhook('done');
      const path = new URL(webhookUrl).pathname;
      await connect(client, 'slack', { webhookUrl });
      const campaign = await createCampaignWithProspects(client, { rows: 3 });
      expect((await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {})).status).toBe(202);
      const progress = await waitForProgress(client, campaign.id, settled);

      const message = await nextMessage(path, 2); // 1 is "connected"
      const { name } = (await (await client.get(`/api/v1/campaigns/${campaign.id}`)).json()) as { name: string };
      expect(message.text).toContain(`Campaign “${name}” is complete. ${progress.total} e-mails written`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(slack.messages.get(path)).toHaveLength(2);
    },
  );

  it('sends nothing for an owner without Slack', { timeout: 90_000 }, async () => {
    const before = [...slack.messages.values()].flat().length;
    const { client } = await createActiveUser(t);
    const campaign = await createCampaignWithProspects(client, { rows: 2 });
    await client.post(`/api/v1/campaigns/${campaign.id}/generate`, {});
    await waitForProgress(client, campaign.id, settled);
    // `campaign.completed` (and so the Slack subscriber) comes after the last e-mail is stored (announce.ts).
    await until(
      async () => (await t.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]?.batchCompletedAt,
      (at) => at != null,
      'campaign.completed',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([...slack.messages.values()].flat().length).toBe(before);
  });
});
