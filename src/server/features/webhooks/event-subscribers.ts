import type { AppDeps } from '#server/context.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import type { WebhookEventData } from '#shared/webhooks.ts';

/**
 * Consumers of app events other than webhook endpoints, e.g. the integrations feature's Slack message
 * when a campaign completes. To add one, append it to `eventSubscribers`:
 *
 *   {
 *     name: 'slack',
 *     types: ['campaign.completed'],
 *     handle: async (deps, event) => {
 *       if (event.type !== 'campaign.completed') return;
 *       const { campaignId, name, ...counts } = event.data;
 *       await notifyCampaignCompleted(deps, { userId: event.userId, campaign: { id: campaignId, name }, counts });
 *     },
 *   }
 *
 * `handle` runs after the change has committed and the webhook deliveries are stored, once per event,
 * in the process that made the change. Keep it short (store a row, send a job): an error is logged and
 * does not undo the event or stop the other subscribers.
 *
 * Subscribable events are the ones published once per campaign-level change. The per-e-mail events
 * (`email.generated`, `email.failed`, `email.approved`) are written to webhook deliveries inside the
 * generation and review statements themselves, so thousands of e-mails cost no extra round trip; they
 * do not come through here.
 */
export const subscribableEvents = ['prospects.imported', 'campaign.completed', 'campaign.budget_reached'] as const;
export type SubscribableEvent = (typeof subscribableEvents)[number];

export type SubscribedEvent = { [T in SubscribableEvent]: { userId: string; type: T; data: WebhookEventData<T> } }[SubscribableEvent];

export type SubscriberDeps = Pick<AppDeps, 'db' | 'env' | 'encryptionKey' | 'logger'> & { jobs: JobQueue | undefined };

export type EventSubscriber = {
  name: string;
  types: readonly SubscribableEvent[];
  handle(deps: SubscriberDeps, event: SubscribedEvent): Promise<void>;
};

export const eventSubscribers: EventSubscriber[] = [];

const isSubscribable = (event: { type: string }): event is SubscribedEvent => (subscribableEvents as readonly string[]).includes(event.type);

/** Calls every subscriber of the event's type; logs and swallows their errors. */
export async function notifySubscribers(deps: SubscriberDeps, event: { userId: string; type: string; data: unknown }): Promise<void> {
  if (!isSubscribable(event)) return;
  for (const subscriber of eventSubscribers) {
    if (!subscriber.types.includes(event.type)) continue;
    try {
      await subscriber.handle(deps, event);
    } catch (err) {
      deps.logger.error({ err, subscriber: subscriber.name, event: event.type }, 'an event subscriber failed');
    }
  }
}
