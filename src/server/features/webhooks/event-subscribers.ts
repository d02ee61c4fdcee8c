import {
  subscribableEvents,
  type AppDeps,
  type EventSubscriber,
  type SubscribedEvent,
  type SubscriberDeps,
} from '#server/app-deps.ts';

export { subscribableEvents, type EventSubscriber, type SubscribedEvent, type SubscriberDeps };

/**
 * Consumers of app events other than webhook endpoints, e.g. the integrations feature's Slack message
 * when a campaign completes (integrations/slack/subscriber.ts). The list is the root's
 * (src/server/event-subscribers.ts), handed down in the app deps (`AppDeps.subscribers`) to whatever
 * publishes, so this feature knows no subscriber and no feature depends on another through it
 * (decision 020, "Other subscribers"). The subscriber's contract (`EventSubscriber`) is part of the app
 * deps (app-deps.ts), so the deps name no feature.
 */
/** What notifying needs: a subscriber's deps and the process's subscribers (`AppDeps.subscribers`). */
export type NotifyDeps = SubscriberDeps & Pick<AppDeps, 'subscribers'>;

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
