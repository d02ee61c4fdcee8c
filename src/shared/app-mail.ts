import { z } from 'zod';

/**
 * The mail the app sends its own users, as superadmins read it in the outbox (`GET /api/admin/outbox`,
 * DESIGN.md §3 "Mail" and §4). With `SMTP_URL` set an item records the delivery (`transport: 'smtp'`,
 * the server's `messageId` or the `error`); without it the item *is* the delivery (`transport:
 * 'outbox'`).
 */
export const mailKinds = ['password_reset', 'account_approved', 'email_change', 'webhook_disabled'] as const;
export type MailKind = (typeof mailKinds)[number];

export const outboxItemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  transport: z.enum(['smtp', 'outbox']),
  messageId: z.string().nullable(),
  error: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
