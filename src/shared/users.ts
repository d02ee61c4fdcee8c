import { z } from 'zod';

/**
 * User roles and account states (DESIGN.md §2: `users.role`, `users.status`). Sign-up creates a
 * `pending` user; admins and superadmins are never pending.
 */
export const userRoles = ['user', 'admin', 'superadmin'] as const;
export const userStatuses = ['pending', 'active', 'suspended'] as const;

export const userRoleSchema = z.enum(userRoles);
export const userStatusSchema = z.enum(userStatuses);
export type UserRole = z.infer<typeof userRoleSchema>;
export type UserStatus = z.infer<typeof userStatusSchema>;

/** Authenticator assurance level of the session (SPEC §4; DESIGN.md §2). */
export const aalSchema = z.enum(['aal1', 'aal2']);

/** `GET /api/v1/me` (DESIGN.md §4). `waitlistPosition` is 1-based, null unless the user is pending. */
export const meSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: userRoleSchema,
    status: userStatusSchema,
    aal: aalSchema,
    twoFactorEnabled: z.boolean(),
    waitlistPosition: z.number().int().positive().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

/** A user as admins see it (`/api/admin/users`). */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: userRoleSchema,
  status: userStatusSchema,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `PATCH /api/admin/users/:id` body (DESIGN.md §4). At least one field is required. */
export const updateUserSchema = z
  .object({ status: userStatusSchema.optional(), role: userRoleSchema.optional() })
  .strict()
  .refine((v) => v.status !== undefined || v.role !== undefined, {
    message: 'Give a status, a role, or both',
  });
export type UpdateUser = z.infer<typeof updateUserSchema>;

export const isAdminRole = (role: UserRole): boolean => role === 'admin' || role === 'superadmin';
