/**
 * The webhooks feature's public entry (docs/decisions/020): the delivery worker's
 * definition, and what other features call to announce events or subscribe to them.
 */
export { sweepDeliveries, webhookWorker } from './delivery-worker.ts';
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
