import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AuthSession } from '#server/auth/auth.ts';
import type { AppDeps } from '#server/app-deps.ts';
import { accounts, auditLogs, twoFactors } from '#server/db/schema/index.ts';
import { adminTransaction, keepOneSuperadmin, loadTarget } from './user-writes.ts';
import { validationError } from '#server/lib/errors.ts';
import { FRESH_SIGN_IN_MINUTES, type DeleteAccount } from '#shared/accounts.ts';
import { eraseUser } from './erase-user.ts';

/**
 * `DELETE /api/v1/me` (DESIGN.md §4; docs/decisions/017): the signed-in user deletes their own account.
 *
 * Checks, each a 400 `validation_failed` naming its field: `email` must be the account's address
 * (compared case-insensitively, RFC 5321 §2.4 treats the domain so and every provider the local part);
 * then proof that the person is the account's owner, not someone at an unlocked screen (the address is
 * printed on the page): with two-factor on, `code` must be a current TOTP code (RFC 6238, ±1 step as
 * Better Auth accepts); else `password` must be the account's password; an account with neither
 * (Google only) must have signed in within `FRESH_SIGN_IN_MINUTES` (path `reauthenticate`).
 *
 * Then, in one transaction, every row that is the user's goes (`eraseUser`), and their address leaves
 * the audit log (the log keeps the action, with the person anonymised; the ids are set null by the
 * foreign keys). The last active superadmin cannot leave: with nobody to run the instance, and
 * /initialize-admin closed for good, it would be orphaned. The transaction is an `adminTransaction`,
 * so that check cannot race an admin's demotion of the other superadmin.
 * @throws AppError `validation_failed` (400), `last_superadmin` (409)
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  session: AuthSession,
  input: DeleteAccount,
): Promise<void> {
  const user = session.user as AuthSession['user'] & { twoFactorEnabled?: boolean };
  if (input.email.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw validationError([{ path: 'email', message: 'Type the e-mail address of this account exactly' }]);
  }
  if (user.twoFactorEnabled) await checkSecondFactor(deps, user.id, input.code);
  else await checkPasswordOrFreshSignIn(deps, session, input.password);

  await adminTransaction(deps.db, async (tx) => {
    await keepOneSuperadmin(tx, await loadTarget(tx, user.id));
    await tx
      .update(auditLogs)
      .set({
        actorEmail: sql`case when ${auditLogs.actorId} = ${user.id} then 'deleted user' else ${auditLogs.actorEmail} end`,
        targetEmail: sql`case when ${auditLogs.targetId} = ${user.id} then null else ${auditLogs.targetEmail} end`,
      })
      .where(or(eq(auditLogs.actorId, user.id), eq(auditLogs.targetId, user.id)));
    await eraseUser(tx, user);
  });
}

async function checkSecondFactor(deps: Pick<AppDeps, 'db' | 'auth'>, userId: string, code: string | undefined) {
  const missing = () =>
    validationError([{ path: 'code', message: 'Enter the current 6-digit code from your authenticator app' }]);
  if (!code || !/^\d{6}$/.test(code)) throw missing();
  const [factor] = await deps.db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  if (!factor) throw missing();
  // The secret is stored encrypted by Better Auth with its own key; its own helpers read it back.
  const context = await deps.auth.$context;
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: factor.secret });
  if (!(await createOTP(secret).verify(code, { window: 1 }))) {
    throw validationError([
      { path: 'code', message: 'That code is not valid. Enter the current code from your authenticator app' },
    ]);
  }
}

/** The password of an account that has one; for one without (Google only), a recent sign-in. */
async function checkPasswordOrFreshSignIn(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  session: AuthSession,
  password: string | undefined,
) {
  const [credential] = await deps.db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, session.user.id), eq(accounts.providerId, 'credential')));
  if (credential?.hash) {
    if (!password) throw validationError([{ path: 'password', message: 'Enter your password' }]);
    const context = await deps.auth.$context;
    if (!(await context.password.verify({ hash: credential.hash, password }))) {
      throw validationError([{ path: 'password', message: 'That password is not right' }]);
    }
    return;
  }
  const age = Date.now() - new Date(session.session.createdAt).getTime();
  if (age > FRESH_SIGN_IN_MINUTES * 60_000) {
    throw validationError([
      {
        path: 'reauthenticate',
        message: `For your safety, sign out and sign in again with Google, then delete within ${FRESH_SIGN_IN_MINUTES} minutes`,
      },
    ]);
  }
}
