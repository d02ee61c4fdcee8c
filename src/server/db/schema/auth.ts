import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { UserRole, UserStatus } from '#shared/users.ts';
import { timestamps } from './columns.ts';

/**
 * Better Auth's core tables with `usePlural: true` (DESIGN.md §2), columns snake_case, plus our own
 * `role` and `status` on `users`. The field names (TS keys) are the ones Better Auth's Drizzle adapter
 * looks up; see `auth/auth.ts` for the matching `additionalFields`.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique('users_email_unique'),
    emailVerified: boolean('email_verified').default(false).notNull(),
    image: text('image'),
    role: text('role').$type<UserRole>().default('user').notNull(),
    status: text('status').$type<UserStatus>().default('pending').notNull(),
    // Better Auth's two-factor plugin (TOTP, RFC 6238) sets this once enrolment is verified.
    twoFactorEnabled: boolean('two_factor_enabled').default(false).notNull(),
    ...timestamps,
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'admin', 'superadmin')`),
    check('users_status_check', sql`${t.status} in ('pending', 'active', 'suspended')`),
    // The waiting-list position counts pending users by sign-up time.
    index('users_status_created_at_idx').on(t.status, t.createdAt),
    index('users_role_idx').on(t.role),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique('sessions_token_unique'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** Authenticator assurance level (NIST SP 800-63B): `aal2` once the session passed a second factor (auth/assurance.ts). */
    aal: text('aal').$type<'aal1' | 'aal2'>().default('aal1').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Better Auth's two-factor plugin table (`twoFactor`, plural `two_factors`): the TOTP secret and the
 * backup codes, both encrypted by Better Auth with the auth secret; one row per enrolled user.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true).notNull(),
    failedVerificationCount: integer('failed_verification_count').default(0).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

export type UserRow = typeof users.$inferSelect;
