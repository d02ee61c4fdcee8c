import type { AppEnv } from '#server/env.ts';
import { validationError } from '#server/lib/errors.ts';
import { connectionGate } from '../connectors/rate-limit.ts';
import { okData, vendorFetch } from '../connectors/vendor-http.ts';

/**
 * Slack incoming webhooks (api.slack.com/messaging/webhooks): `POST` a JSON message to the URL Slack
 * gave for one channel; Slack answers 200 `ok`, or an error code as text (`invalid_payload`,
 * `no_service` when the webhook was removed, `channel_is_archived`, `action_prohibited`…). Slack
 * allows about one message per second per webhook (api.slack.com/apis/rate-limits, "Incoming
 * webhooks"), held here per connection, and answers 429 with `Retry-After` beyond it (vendor-http.ts).
 *
 * Only URLs under `https://hooks.slack.com/services/` are accepted (SLACK_WEBHOOK_BASE_URL changes the
 * origin for tests and proxies only), so a webhook URL can never point the server at another host.
 */
export const SLACK_RATE_LIMIT = { limit: 1, intervalMs: 1_000 };

export type SlackMessage = { text: string; blocks?: unknown[] };

/** @throws AppError `validation_failed` on `webhookUrl` unless it is a Slack incoming-webhook URL. */
export function assertSlackWebhookUrl(env: AppEnv, webhookUrl: string): void {
  const base = new URL(env.SLACK_WEBHOOK_BASE_URL);
  const ok =
    URL.canParse(webhookUrl) &&
    (() => {
      const url = new URL(webhookUrl);
      return (
        url.origin === base.origin &&
        url.pathname.startsWith('/services/') &&
        url.pathname.length > '/services/'.length &&
        !url.username &&
        !url.password
      );
    })();
  if (!ok)
    throw validationError([
      { path: 'webhookUrl', message: `Paste the incoming-webhook URL Slack gave you: ${base.origin}/services/…` },
    ]);
}

/**
 * Posts `message` to the webhook.
 * @param key - the connection's gate key (`slack:<userId>`)
 * @throws VendorError when Slack refuses it or cannot be reached
 */
export async function postToSlack(webhookUrl: string, key: string, message: SlackMessage): Promise<void> {
  const url = new URL(webhookUrl);
  const ctx = { apiKey: '', baseUrl: url.origin, gate: connectionGate(key, SLACK_RATE_LIMIT) };
  okData('Slack', await vendorFetch('Slack', ctx, { method: 'POST', path: url.pathname, body: message }));
}
