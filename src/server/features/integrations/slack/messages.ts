import type { SlackMessage } from './webhook.ts';

/**
 * The Slack messages Coldsmith sends, in Block Kit (api.slack.com/block-kit) with a plain `text`
 * fallback for notifications and clients without blocks. User text (a campaign name) is escaped as
 * Slack's mrkdwn requires: `&`, `<` and `>` (api.slack.com/reference/surfaces/formatting#escaping).
 */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const connectedMessage = (): SlackMessage => ({
  text: 'Coldsmith is connected to this channel: it will post here when a campaign is complete.',
});

export const testMessage = (): SlackMessage => ({
  text: 'Test message from Coldsmith: campaign notifications will arrive in this channel.',
});

/** What a completed campaign's counts are (e-mails by status). */
export type CampaignCompletedCounts = {
  total: number;
  approved: number;
  ready: number;
  rejected: number;
  failed: number;
};

export function campaignCompletedMessage(input: {
  campaign: { id: string; name: string };
  counts: CampaignCompletedCounts;
  url: string;
}): SlackMessage {
  const { campaign, counts, url } = input;
  const name = escape(campaign.name);
  const summary = `${counts.total} e-mails written: ${counts.approved} approved, ${counts.ready} to review, ${counts.rejected} rejected, ${counts.failed} failed.`;
  return {
    text: `Campaign “${campaign.name}” is complete. ${summary}`,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: `*Campaign <${url}|${name}> is complete*\n${summary}` } },
      {
        type: 'actions',
        elements: [{ type: 'button', text: { type: 'plain_text', text: 'Review e-mails' }, url }],
      },
    ],
  };
}
