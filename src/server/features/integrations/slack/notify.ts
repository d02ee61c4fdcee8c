import type { AppDeps } from '#server/app-deps.ts';
import { AppError } from '#server/lib/errors.ts';
import { VendorError } from '../connectors/vendor-http.ts';
import { gateKey, getCredential, recordUse } from '../connections.service.ts';
import { toAppError } from '../vendor-errors.ts';
import { campaignCompletedMessage, testMessage, type CampaignCompletedCounts } from './messages.ts';
import { postToSlack, type SlackMessage } from './webhook.ts';

type Deps = Pick<AppDeps, 'db' | 'env' | 'encryptionKey' | 'logger'>;

/** Posts to the user's Slack webhook and records the outcome on the connection (a refusal sets `error`). */
type Outcome = { sent: true } | { sent: false; reason: string; error?: VendorError };

async function post(deps: Deps, userId: string, message: SlackMessage): Promise<Outcome> {
  const webhookUrl = await getCredential(deps.db, deps.encryptionKey, userId, 'slack');
  if (webhookUrl === null) return { sent: false, reason: 'not_connected' };
  try {
    await postToSlack(webhookUrl, gateKey('slack', userId), message);
  } catch (error) {
    if (!(error instanceof VendorError)) throw error;
    await recordUse(deps.db, userId, 'slack', { ok: false, error: error.message });
    return { sent: false, reason: error.message, error };
  }
  await recordUse(deps.db, userId, 'slack', { ok: true });
  return { sent: true };
}

/**
 * Tells the campaign's owner in Slack that a campaign is complete, when they connected Slack. Called by
 * the event system on `campaign.completed`; it never throws for Slack's sake (a refused or removed
 * webhook is recorded on the connection as `error` with Slack's answer), so the caller needs no
 * try/catch around it.
 * @param input.campaign - `{id, name}`; the message links to its page on BASE_URL
 * @param input.counts - the campaign's e-mails by status (`total`, `approved`, `ready`, `rejected`, `failed`)
 * @returns `{sent: true}`, or `{sent: false, reason}` (`not_connected`, or Slack's refusal)
 */
export async function notifyCampaignCompleted(
  deps: Deps,
  input: { userId: string; campaign: { id: string; name: string }; counts: CampaignCompletedCounts },
): Promise<{ sent: true } | { sent: false; reason: string }> {
  const url = `${deps.env.BASE_URL}/dashboard/campaigns/${encodeURIComponent(input.campaign.id)}?tab=emails`;
  try {
    const outcome = await post(
      deps,
      input.userId,
      campaignCompletedMessage({ campaign: input.campaign, counts: input.counts, url }),
    );
    return outcome.sent ? outcome : { sent: false, reason: outcome.reason };
  } catch (err) {
    deps.logger.error({ err, campaignId: input.campaign.id }, 'the Slack notification failed');
    return { sent: false, reason: 'internal_error' };
  }
}

/**
 * `POST /api/v1/integrations/slack/test`: a test message to the connected channel.
 * @throws AppError `not_connected`, `credential_rejected` (Slack refused: the webhook was removed or
 *   its channel archived), `integration_unavailable`
 */
export async function sendSlackTest(deps: Deps, userId: string): Promise<{ sent: true }> {
  const outcome = await post(deps, userId, testMessage());
  if (outcome.sent) return outcome;
  if (!outcome.error) throw new AppError('not_connected', 'Connect Slack first.');
  throw toAppError(outcome.error, 'webhookUrl');
}
