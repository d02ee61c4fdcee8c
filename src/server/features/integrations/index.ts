/** The integrations feature's public entry: the push worker's definition and the Slack event subscriber. */
export { pushWorker } from './push/worker.ts';
export { slackSubscriber } from './slack/subscriber.ts';
