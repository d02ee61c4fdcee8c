import { startWebhookReceiver } from '#tests/fakes/webhook-receiver.ts';

/**
 * The benchmarks' webhook receiver, in its own process so its CPU does not count against the app's (a
 * real receiver is another machine): answers every delivery 200 at once. Prints its URL as the first
 * line of stdout; stops on SIGTERM.
 */
const receiver = await startWebhookReceiver();
console.log(receiver.url);
process.once('SIGTERM', () => void receiver.close().then(() => process.exit(0)));
