import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index.ts';
import type { UserRole, UserStatus } from '#shared/users.ts';
import type { TestApp, TestClient } from '#tests/setup/test-app.ts';

/**
 * User factories: an account created through Better Auth's real sign-up and signed in, then given the role and status
 * the test needs, and a client signed in as it. Later tests use `createActiveUser` and `createAdmin`
 * rather than running as superadmin.
 */
export type TestUser = {
  id: string;
  email: string;
  name: string;
  password: string;
  role: UserRole;
  status: UserStatus;
};

export async function createUser(
  t: TestApp,
  overrides: Partial<Pick<TestUser, 'email' | 'name' | 'password' | 'role' | 'status'>> = {},
): Promise<{ user: TestUser; client: TestClient }> {
  const suffix = randomBytes(4).toString('hex');
  const input = {
    name: overrides.name ?? `Test User ${suffix}`,
    email: overrides.email ?? `user-${suffix}@example.com`,
    password: overrides.password ?? `pw-${suffix}-${randomBytes(6).toString('hex')}`,
  };
  const client = t.client();
  const response = await client.post('/api/auth/sign-up/email', input);
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  // Sign-up opens no session (autoSignIn off, docs/decisions/017): sign in as a person would next.
  const signedIn = await client.post('/api/auth/sign-in/email', { email: input.email, password: input.password });
  if (!signedIn.ok) throw new Error(`sign-in after sign-up failed: ${signedIn.status} ${await signedIn.text()}`);
  const role = overrides.role ?? 'user';
  const status = overrides.status ?? 'pending';
  await t.db.update(users).set({ role, status }).where(eq(users.id, user.id));
  return { user: { id: user.id, ...input, role, status }, client };
}

export const createPendingUser = (t: TestApp) => createUser(t, { status: 'pending' });
export const createActiveUser = (t: TestApp) => createUser(t, { status: 'active' });
export const createAdmin = (t: TestApp) => createUser(t, { role: 'admin', status: 'active' });
export const createSuperadmin = (t: TestApp) => createUser(t, { role: 'superadmin', status: 'active' });
