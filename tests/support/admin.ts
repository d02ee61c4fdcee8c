import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { auditLogs, users, type AuditLogRow } from '#server/db/schema/index.ts';
import type { UserRole, UserStatus } from '#shared/users.ts';
import type { TestApp } from '#tests/setup/test-app.ts';

/**
 * Fixtures for the admin tests: users written straight to the table (many, fast, with chosen sign-up
 * times — no session needed for users who are only listed or acted on), and the audit log in writing
 * order.
 */
export type UserSeed = { name?: string; email?: string; role?: UserRole; status?: UserStatus; createdAt?: Date };

export async function insertUsers(
  t: TestApp,
  seeds: UserSeed[],
): Promise<{ id: string; email: string; name: string }[]> {
  if (seeds.length === 0) return [];
  return t.db
    .insert(users)
    .values(
      seeds.map((s) => {
        const id = randomBytes(12).toString('hex');
        return {
          id,
          name: s.name ?? `Seeded ${id.slice(0, 6)}`,
          email: s.email ?? `seeded-${id}@example.com`,
          role: s.role ?? 'user',
          status: s.status ?? 'pending',
          ...(s.createdAt ? { createdAt: s.createdAt, updatedAt: s.createdAt } : {}),
        };
      }),
    )
    .returning({ id: users.id, email: users.email, name: users.name });
}

/** Every audit row, oldest first. */
export const auditRows = (t: TestApp): Promise<AuditLogRow[]> =>
  t.db.select().from(auditLogs).orderBy(asc(auditLogs.createdAt), asc(auditLogs.id));
