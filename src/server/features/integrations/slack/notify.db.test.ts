import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActiveUser } from '#tests/factories/users.ts';
import { startFakeSlack, type FakeSlack } from '#tests/fakes/vendors/slack-server.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/setup/test-app.ts';
import { connect } from '#tests/support/integrations.ts';
import { notifyCampaignCompleted } from './notify.ts';

/** notifyCampaignCompleted, which the event system calls on `campaign.completed`, against a local Slack webhook. */
let t: TestApp;
let slack: FakeSlack;
beforeEach(async () => {
  slack = await startFakeSlack();
  t = await createTestApp({ env: { SLACK_WEBHOOK_BASE_URL: slack.url } });
});
afterEach(async () => {
  await t.close();
  await slack.close();
});

const campaign = { id: '5b6f2c1e-0000-4000-8000-000000000001', name: 'Fintech <Q3> & co' };
const counts = { total: 120, approved: 100, ready: 12, rejected: 5, failed: 3 };

describe('notifyCampaignCompleted', () => {
  it(
    'posts a Block Kit message with the counts and a link to the campaign to the owner’s channel',
    { timeout: 90_000 },
    async () => {
      const { user, client } = await createActiveUser(t);
      const webhookUrl = slack.webhook('alerts');
      await connect(client, 'slack', { webhookUrl });
      expect(await notifyCampaignCompleted(t.deps, { userId: user.id, campaign, counts })).toEqual({ sent: true });

      const [, message] = slack.messages.get(new URL(webhookUrl).pathname)!;
      const url = `${TEST_BASE_URL}/dashboard/campaigns/${campaign.id}?tab=emails`;
      expect(message).toEqual({
        text: 'Campaign “Fintech <Q3> & co” is complete. 120 e-mails written: 100 approved, 12 to review, 5 rejected, 3 failed.',
        blocks: [
          {
            type: 'section',
            text: {
              type: 'mrkdwn',
              text: `*Campaign <${url}|Fintech &lt;Q3&gt; &amp; co> is complete*\n120 e-mails written: 100 approved, 12 to review, 5 rejected, 3 failed.`,
            },
          },
          {
            type: 'actions',
            elements: [{ type: 'button', text: { type: 'plain_text', text: 'Review e-mails' }, url }],
          },
        ],
      });
      const list = (await (await client.get('/api/v1/integrations')).json()) as {
        items: { provider: string; lastUsedAt: string | null }[];
      };
      expect(list.items.find((i) => i.provider === 'slack')!.lastUsedAt).not.toBeNull();
    },
  );

  it('sends nothing for a user without Slack, and records a removed webhook without throwing', async () => {
    const { user, client } = await createActiveUser(t);
    const other = await createActiveUser(t);
    expect(await notifyCampaignCompleted(t.deps, { userId: other.user.id, campaign, counts })).toEqual({
      sent: false,
      reason: 'not_connected',
    });

    await connect(client, 'slack', { webhookUrl: slack.webhook('gone') });
    slack.remove('gone');
    expect(await notifyCampaignCompleted(t.deps, { userId: user.id, campaign, counts })).toEqual({
      sent: false,
      reason: expect.stringContaining('no_service'),
    });
    const list = (await (await client.get('/api/v1/integrations')).json()) as {
      items: { provider: string; status: string }[];
    };
    expect(list.items.find((i) => i.provider === 'slack')!.status).toBe('error');
  });

  it('waits out Slack’s 429 (Retry-After) and posts once', async () => {
    const { user, client } = await createActiveUser(t);
    const webhookUrl = slack.webhook('busy');
    await connect(client, 'slack', { webhookUrl });
    slack.rateLimitNext(/services/);
    expect(await notifyCampaignCompleted(t.deps, { userId: user.id, campaign, counts })).toEqual({ sent: true });
    expect(slack.messages.get(new URL(webhookUrl).pathname)).toHaveLength(2); // "connected", then this one
  });
});
