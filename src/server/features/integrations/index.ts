/** The integrations feature's public entry: the routes, the push worker, and the Slack event subscriber. */
export { startPushWorker } from './push/worker.ts';
export { slackSubscriber } from './slack/subscriber.ts';
