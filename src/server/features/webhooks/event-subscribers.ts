import type { AppDeps } from '#server/app-deps.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import type { WebhookEventData } from '#shared/webhooks.ts';

/**
 * Consumers of app events other than webhook endpoints, e.g. the integrations feature's Slack message
 * when a campaign completes (integrations/slack/subscriber.ts). The list is the root's
 * (src/server/event-subscribers.ts), handed down in the app deps (`AppDeps.subscribers`) to whatever
 * publishes, so this feature knows no subscriber and no feature depends on another through it
 * (decision 020, "Other subscribers").
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

/** What a subscriber's `handle` gets: the database, the queue (absent in tests without workers), and the keys to read credentials. */
export type SubscriberDeps = Pick<AppDeps, 'db' | 'env' | 'encryptionKey' | 'logger'> & { jobs: JobQueue | undefined };

/** What notifying needs: a subscriber's deps and the process's subscribers (`AppDeps.subscribers`). */
export type NotifyDeps = SubscriberDeps & Pick<AppDeps, 'subscribers'>;

export type EventSubscriber = {
  name: string;
  types: readonly SubscribableEvent[];
  handle(deps: SubscriberDeps, event: SubscribedEvent): Promise<void>;
};

const isSubscribable = (event: { type: string }): event is SubscribedEvent =>
  (subscribableEvents as readonly string[]).includes(event.type);

/**
 * Calls every subscriber in `deps.subscribers` of the event's type, one after the other; logs and
 * swallows their errors. An event type no subscriber may hear (the per-e-mail events) does nothing.
 */
export async function notifySubscribers(
  deps: NotifyDeps,
  event: { userId: string; type: string; data: unknown },
): Promise<void> {
  if (!isSubscribable(event)) return;
  for (const subscriber of deps.subscribers) {
    if (!subscriber.types.includes(event.type)) continue;
    try {
      await subscriber.handle(deps, event);
    } catch (err) {
      deps.logger.error({ err, subscriber: subscriber.name, event: event.type }, 'an event subscriber failed');
    }
  }
}
