import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Every e-mail the app sends to its own users (password reset, approval, webhook endpoint disabled…).
 * With `SMTP_URL` set a row records the delivery (`transport: 'smtp'`, the server's message id or its
 * error); without it the row *is* the delivery (`transport: 'outbox'`), readable by superadmins on
 * /admin (DESIGN.md §3 "Mail"). Rows stay when the user is deleted: the recipient is an address, not a
 * reference, and superadmins may need to see what was sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What triggered it, e.g. `password_reset`, `account_approved`. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    transport: text('transport').$type<'smtp' | 'outbox'>().notNull(),
    messageId: text('message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check('mail_outbox_transport_check', sql`${t.transport} in ('smtp', 'outbox')`),
    index('mail_outbox_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The admin audit log: one row per admin action (approve, suspend, reinstate, role change,
 * deletion, bulk actions as one row per user). Actor and target are kept as ids *and* e-mails, so the
 * log still reads after either account is deleted (the references are set null, not cascaded).
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** e.g. `user.approved`, `user.suspended`, `user.role_changed`, `user.deleted`. */
    action: text('action').notNull(),
    targetId: text('target_id').references(() => users.id, { onDelete: 'set null' }),
    targetEmail: text('target_email'),
    details: jsonb('details').$type<Record<string, unknown>>().default({}).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('audit_logs_created_at_idx').on(t.createdAt), index('audit_logs_target_id_idx').on(t.targetId)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type AuditLogRow = typeof auditLogs.$inferSelect;
