import type { MailMessage } from '../send-mail.ts';
import { renderMail } from './layout.ts';

/**
 * The mail an endpoint's owner receives when Coldsmith stops delivering to it (docs/decisions/020;
 * the Standard Webhooks spec: "notify the consumers using other channels (e.g. email)"): it failed for
 * `failedForDays` days in a row, or answered 410 Gone. The link goes to the webhooks page, where the
 * delivery log says why and one switch turns the endpoint back on.
 * @param input.baseUrl - the app's public origin (`BASE_URL`), no trailing slash
 */
export function webhookDisabledMail(input: {
  to: string;
  name: string;
  baseUrl: string;
  url: string;
  reason: 'failing' | 'gone';
  failedForDays: number;
}): MailMessage {
  const why =
    input.reason === 'gone'
      ? 'It answered 410 Gone, which says it no longer wants our events.'
      : `Every delivery to it has failed for ${input.failedForDays} days.`;
  return {
    kind: 'webhook_disabled',
    to: input.to,
    ...renderMail({
      subject: 'A Coldsmith webhook endpoint was disabled',
      name: input.name,
      paragraphs: [
        `We stopped sending events to your webhook endpoint ${input.url}. ${why}`,
        'Its pending deliveries are marked failed. Once the endpoint works again, turn it back on and replay the deliveries you need from the delivery log.',
      ],
      action: { label: 'Open your webhooks', url: `${input.baseUrl}/integrations/webhook` },
      notes: ['You receive this because you own the endpoint in Coldsmith.'],
    }),
  };
}
