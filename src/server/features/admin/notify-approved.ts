import pLimit from 'p-limit';
import type { AppDeps } from '#server/app-deps.ts';
import { accountApprovedMail, sendMail } from '#server/features/app-mail/index.ts';
import type { AdminUser } from '#shared/users.ts';

/**
 * E-mails users that their account was approved, with the mail module's `accountApprovedMail` through
 * `sendMail` (SMTP, or the dev outbox without `SMTP_URL`). Called after the approval has committed. A
 * mail that cannot be sent is recorded by `sendMail` and logged here; it never undoes the approval or
 * fails the admin's request.
 * A bulk approval sends at most MAIL_CONCURRENCY at once (one SMTP connection each).
 */
export type NotifyDeps = Pick<AppDeps, 'db' | 'env' | 'logger'>;

const MAIL_CONCURRENCY = 4;

export async function notifyApproved(deps: NotifyDeps, approved: AdminUser[]): Promise<void> {
  const limit = pLimit(MAIL_CONCURRENCY);
  await Promise.all(
    approved.map((user) =>
      limit(async () => {
        try {
          await sendMail(deps, accountApprovedMail({ to: user.email, name: user.name, baseUrl: deps.env.BASE_URL }));
        } catch (error) {
          deps.logger.error(
            { err: error, userId: user.id, tags: { mail: 'account_approved' } },
            'approval e-mail could not be recorded',
          );
        }
      }),
    ),
  );
}
