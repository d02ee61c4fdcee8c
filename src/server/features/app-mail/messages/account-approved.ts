import type { MailMessage } from '../send-mail.ts';
import { renderMail } from './layout.ts';

/**
 * The mail an approved user receives (DESIGN.md §2 waiting list): their account is active and the link
 * goes to the sign-in page. The admin approval path sends it with
 * `sendMail(deps, accountApprovedMail({...}))`.
 * @param input.baseUrl - the app's public origin (`BASE_URL`), no trailing slash
 */
export function accountApprovedMail(input: { to: string; name: string; baseUrl: string }): MailMessage {
  return {
    kind: 'account_approved',
    to: input.to,
    ...renderMail({
      subject: 'Your Coldsmith account is ready',
      name: input.name,
      paragraphs: [
        'Good news: your account has been approved and you are off the waiting list.',
        'Sign in to create your first campaign, import your prospects and generate personalised drafts.',
      ],
      action: { label: 'Sign in to Coldsmith', url: `${input.baseUrl}/login` },
      notes: [`You signed up with ${input.to}.`],
    }),
  };
}
