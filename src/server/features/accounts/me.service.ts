import { and, eq, sql } from 'drizzle-orm';
import type { AuthSession } from '#server/auth/auth.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import type { Me, UserRole, UserStatus } from '#shared/users.ts';

/**
 * The signed-in user as `GET /api/v1/me` answers it (DESIGN.md §4).
 * `waitlistPosition`: for a pending user, 1 + the number of pending users who signed up before them
 * (ties in the same instant broken by id, so positions are distinct); null
 * otherwise. `aal` is the session's assurance level: `aal2` once it passed a second factor (auth/assurance.ts).
 */
export async function getMe(db: Database, session: AuthSession): Promise<Me> {
  const user = session.user as AuthSession['user'] & { role: UserRole; status: UserStatus; twoFactorEnabled?: boolean };
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    status: user.status,
    aal: (session.session as { aal?: 'aal1' | 'aal2' }).aal ?? 'aal1',
    twoFactorEnabled: user.twoFactorEnabled ?? false,
    waitlistPosition: user.status === 'pending' ? await waitlistPosition(db, user.id, user.createdAt) : null,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

async function waitlistPosition(db: Database, id: string, createdAt: Date): Promise<number> {
  const ahead = await db.$count(
    users,
    and(
      eq(users.status, 'pending'),
      sql`(${users.createdAt}, ${users.id}) < (${createdAt.toISOString()}::timestamptz, ${id})`,
    ),
  );
  return ahead + 1;
}
