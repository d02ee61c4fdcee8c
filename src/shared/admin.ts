import { z } from 'zod';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from './lists.ts';
import { adminUserSchema, userRoleSchema, userStatusSchema } from './users.ts';

/**
 * User management and the admin dashboard (DESIGN.md §4 `/api/admin/*`): request and
 * response bodies shared by the server's routes and the /admin pages.
 */

/** `GET /api/admin/users?query&status&role&limit&cursor`. `query` matches name or e-mail, case-insensitively. */
export const adminUserListQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  status: userStatusSchema.optional(),
  role: userRoleSchema.optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  cursor: z.string().max(500).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
export type AdminUserFilter = Omit<AdminUserListQuery, 'limit' | 'cursor'>;

/**
 * Users matching `query` and `role` counted by status (the status filter aside, so the filter can show
 * every status's count); `total` matches every filter, status included.
 */
export const userCountsSchema = z.object({
  pending: z.number().int(),
  active: z.number().int(),
  suspended: z.number().int(),
});
export type UserCounts = z.infer<typeof userCountsSchema>;

/** A page of users, newest sign-up first (DESIGN.md §4 "Lists", plus the counts). */
export const adminUserPageSchema = z.object({
  items: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  counts: userCountsSchema,
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** Most users one bulk request may change (the list's own page maximum, so a page can be selected whole). */
export const BULK_USERS_MAX = LIST_LIMIT_MAX;

/** `POST /api/admin/users/bulk`: approve, suspend or reinstate many users (same rules as one by one). */
export const bulkUpdateUsersSchema = z
  .object({
    ids: z
      .array(z.string().min(1).max(200))
      .min(1, { message: 'Select at least one user' })
      .max(BULK_USERS_MAX, { message: `Select at most ${BULK_USERS_MAX} users` })
      .refine((ids) => new Set(ids).size === ids.length, { message: 'An id is repeated' }),
    status: userStatusSchema,
  })
  .strict();
export type BulkUpdateUsers = z.infer<typeof bulkUpdateUsersSchema>;

/** Users changed (or already in that status), and each user left as it was with the refusal's code. */
export const bulkUpdateResultSchema = z.object({
  updated: z.array(adminUserSchema),
  skipped: z.array(z.object({ id: z.string(), code: z.string(), detail: z.string() })),
});
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>;

/** What the audit log records (one row per user per action; a bulk action writes one row per user). */
export const auditActions = [
  'user.approved',
  'user.suspended',
  'user.reinstated',
  'user.status_changed',
  'user.role_changed',
  'user.deleted',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit?limit&cursor`: newest first. */
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Days covered by the admin dashboard's series and window totals (UTC calendar days, today included). */
export const ADMIN_STATS_DAYS = 30;

const perDaySchema = z.array(z.object({ date: z.string(), count: z.number().int() }));

/**
 * `GET /api/admin/stats`, across every user:
 * - `users`: accounts by status now;
 * - `signupsPerDay`, `generatedPerDay` (e-mails written, `emails.generated_at`), `failedPerDay`
 *   (generations that ended `failed`): ADMIN_STATS_DAYS UTC days, oldest first, every day present;
 * - `queue`: e-mails waiting (`queued`) and being written (`generating`) now;
 * - `failures`: e-mails that failed in the window; `spendUsd`: generation spend in the window (USD,
 *   failed attempts' billed tokens included).
 */
export const adminStatsSchema = z.object({
  users: userCountsSchema.extend({ total: z.number().int() }),
  signupsPerDay: perDaySchema,
  generatedPerDay: perDaySchema,
  failedPerDay: perDaySchema,
  queue: z.object({ queued: z.number().int(), generating: z.number().int() }),
  failures: z.number().int(),
  spendUsd: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
