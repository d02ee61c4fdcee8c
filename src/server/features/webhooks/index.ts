/**
 * The webhooks feature's public entry (issue 7 item 4; docs/decisions/020): the routes, the delivery
 * worker, and what other features call to announce events.
 */
export { startWebhookWorker, sweepDeliveries } from './delivery-worker.ts';
export {
  deliveriesFrom,
  deliveriesJson,
  NEW_EVENT_ID,
  publishEvent,
  publishInStatement,
  recordEvent,
  storedDeliveries,
  wakeDeliveries,
  type AppEvent,
  type PublishDeps,
  type StoredDelivery,
} from './publish-event.ts';
export { notifySubscribers, type EventSubscriber, type SubscribedEvent } from './event-subscribers.ts';
export { emailEventData } from './event-sql.ts';
