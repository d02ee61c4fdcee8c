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
 * @returns Better Auth's sign-up response, whose `Set-Cookie` headers carry the new session
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
    const response = await auth.api.signUpEmail({ body: input, headers, asResponse: true });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
      if (body.code === 'USER_ALREADY_EXISTS' || body.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
        throw new AppError('conflict', 'An account with this e-mail already exists. Use another e-mail.');
      }
      throw new AppError('validation_failed', body.message ?? 'The account could not be created.');
    }
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
