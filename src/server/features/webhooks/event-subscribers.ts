import type { AppDeps } from '#server/app-deps.ts';
import { slackSubscriber } from '#server/features/integrations/index.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import type { WebhookEventData } from '#shared/webhooks.ts';

/**
 * Consumers of app events other than webhook endpoints: the integrations feature's Slack message when
 * a campaign completes (integrations/slack/subscriber.ts). To add one, append it to `eventSubscribers`.
 *
 * `handle` runs after the change has committed and the webhook deliveries are stored, once per event,
 * in the process that made the change. Keep it short (store a row, send a job): an error is logged and
 * swallowed, never undoing the change or the other subscribers.
 */
export const subscribableEvents = ['prospects.imported', 'campaign.completed', 'campaign.budget_reached'] as const;
export type SubscribableEvent = (typeof subscribableEvents)[number];

export type SubscribedEvent = {
  [T in SubscribableEvent]: { userId: string; type: T; data: WebhookEventData<T> };
}[SubscribableEvent];

export type SubscriberDeps = Pick<AppDeps, 'db' | 'env' | 'encryptionKey' | 'logger'> & { jobs: JobQueue | undefined };

export type EventSubscriber = {
  name: string;
  types: readonly SubscribableEvent[];
  handle(deps: SubscriberDeps, event: SubscribedEvent): Promise<void>;
};

export const eventSubscribers: EventSubscriber[] = [slackSubscriber];

const isSubscribable = (event: { type: string }): event is SubscribedEvent =>
  (subscribableEvents as readonly string[]).includes(event.type);

/** Calls every subscriber of the event's type; logs and swallows their errors. */
export async function notifySubscribers(
  deps: SubscriberDeps,
  event: { userId: string; type: string; data: unknown },
): Promise<void> {
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
