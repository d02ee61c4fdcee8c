import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps.ts';
import type { Database } from '#server/db/client.ts';
import { systemClaims, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import type { InitializeAdmin } from '#shared/auth.ts';

/**
 * Creates the first superadmin and signs them in (`POST /api/admin/initialize`, DESIGN.md §4).
 *
 * Exactly one request can win, across processes: it must first insert the `first_superadmin` claim
 * (a primary key), and it refuses when any superadmin exists. If creating the account fails, the claim
 * is released so the form can be sent again.
 *
 * @returns Better Auth's sign-in response, whose `Set-Cookie` headers carry the new session
 * @throws AppError `already_initialized` (409) once a superadmin exists; `conflict` (409) when the
 *   e-mail already has an account
 */
/** True once a superadmin exists (then `POST /api/admin/initialize` answers 409). */
export async function isInitialized(db: Database): Promise<boolean> {
  return (await db.$count(users, eq(users.role, 'superadmin'))) > 0;
}

export async function initializeFirstAdmin(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  input: InitializeAdmin,
  headers: Headers,
) {
  const { db, auth } = deps;
  if (await isInitialized(db))
    throw new AppError('already_initialized', 'Sign in with the administrator account instead.');
  const claimed = await db
    .insert(systemClaims)
    .values({ key: 'first_superadmin' })
    .onConflictDoNothing()
    .returning({ key: systemClaims.key });
  if (claimed.length === 0)
    throw new AppError('already_initialized', 'Sign in with the administrator account instead.');

  try {
    // Sign-up answers a taken address like a new one (autoSignIn off, auth/auth.ts), so the set-up form
    // asks the table itself: here, before any administrator exists, there is nobody to protect.
    if ((await db.$count(users, eq(users.email, input.email.toLowerCase()))) > 0)
      throw new AppError('conflict', 'An account with this e-mail already exists. Use another e-mail.');
    const signedUp = await auth.api.signUpEmail({ body: input, headers, asResponse: true });
    if (!signedUp.ok) {
      const body = (await signedUp.json().catch(() => ({}))) as { message?: string };
      throw new AppError('validation_failed', body.message ?? 'The account could not be created.');
    }
    // Sign-up opens no session; signing in does, and its `Set-Cookie` is what the route passes on.
    const response = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers,
      asResponse: true,
    });
    if (!response.ok) throw new AppError('validation_failed', 'The account was created but could not sign in.');
    const created = await db
      .update(users)
      .set({ role: 'superadmin', status: 'active' })
      .where(eq(users.email, input.email))
      .returning({ id: users.id, email: users.email, name: users.name, role: users.role, status: users.status });
    return { response, user: created[0]! };
  } catch (error) {
    await db.delete(systemClaims).where(eq(systemClaims.key, 'first_superadmin'));
    throw error;
  }
}
