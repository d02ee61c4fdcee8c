import { RESET_PASSWORD_PATH, RESET_TOKEN_TTL_SECONDS } from '#shared/password-reset.ts';
import type { MailMessage } from '../send-mail.ts';
import { renderMail } from './layout.ts';

/**
 * The password-reset mail (SPEC §2 /auth/forgot-password, §7 "Password reset e-mail, redirecting to
 * /auth/reset-password"): a link to `${baseUrl}/auth/reset-password?token=…`, valid for
 * `expiresInSeconds` and once (Better Auth consumes the token).
 * @param input.baseUrl - the app's public origin (`BASE_URL`), no trailing slash
 * @param input.token - Better Auth's reset token, as given to `sendResetPassword`
 */
export function passwordResetMail(input: {
  to: string;
  name: string;
  baseUrl: string;
  token: string;
  expiresInSeconds?: number;
}): MailMessage {
  const minutes = Math.round((input.expiresInSeconds ?? RESET_TOKEN_TTL_SECONDS) / 60);
  const lifetime = minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;
  const url = `${input.baseUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(input.token)}`;
  return {
    kind: 'password_reset',
    to: input.to,
    ...renderMail({
      subject: 'Reset your Coldsmith password',
      name: input.name,
      paragraphs: [
        'Someone asked to reset the password of your Coldsmith account. To choose a new password, open the link below.',
      ],
      action: { label: 'Choose a new password', url },
      notes: [
        `The link works once, for ${lifetime}. Afterwards, ask for a new one on the sign-in page.`,
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ],
    }),
  };
}
