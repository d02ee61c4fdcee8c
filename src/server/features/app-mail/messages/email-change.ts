import type { MailMessage } from '../send-mail.ts';
import { renderMail } from './layout.ts';

/** How long the link of an e-mail change works (Better Auth's `emailVerification.expiresIn`), in seconds. */
export const EMAIL_CHANGE_TTL_SECONDS = 60 * 60;

/**
 * The mail that confirms a new address (the profile's "e-mail"): sent to the *new* address,
 * so the change takes effect only once its owner opens the link (Better Auth's `/verify-email`, which
 * then moves the account to that address). Until then the account keeps its old address.
 * @param input.url - Better Auth's verification link, as given to `sendVerificationEmail`
 */
export function emailChangeMail(input: { to: string; name: string; url: string }): MailMessage {
  return {
    kind: 'email_change',
    to: input.to,
    ...renderMail({
      subject: 'Confirm your new Coldsmith e-mail address',
      name: input.name,
      paragraphs: [
        `You asked to sign in to Coldsmith with ${input.to} from now on. Open the link below to confirm this address.`,
      ],
      action: { label: 'Confirm this address', url: input.url },
      notes: [
        `The link works once, for ${EMAIL_CHANGE_TTL_SECONDS / 3600} hour. Until then your account keeps its current address.`,
        'If you did not ask for this, ignore this e-mail: nothing changes.',
      ],
    }),
  };
}
