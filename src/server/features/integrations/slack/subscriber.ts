import type { EventSubscriber } from '#server/features/webhooks/index.ts';
import { notifyCampaignCompleted } from './notify.ts';

/**
 * The Slack message when a campaign completes, subscribed to the app's `campaign.completed` event
 * (webhooks/event-subscribers.ts) so it goes out exactly when webhook endpoints hear of it: once per
 * batch, after the batch's last e-mail is stored. Users without Slack connected cost one row read;
 * Slack's refusals are recorded on the connection, never thrown.
 */
export const slackSubscriber: EventSubscriber = {
  name: 'slack',
  types: ['campaign.completed'],
  async handle(deps, event) {
    if (event.type !== 'campaign.completed') return;
    const { campaignId, name, total, ready, approved, rejected, failed } = event.data;
    await notifyCampaignCompleted(deps, {
      userId: event.userId,
      campaign: { id: campaignId, name },
      counts: { total, ready, approved, rejected, failed },
    });
  },
};
