import type { Database } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/index.ts';
import type { AppEnv } from '#server/env.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { MailKind } from '#shared/app-mail.ts';

/**
 * Sending the mail Coldsmith writes to its own users (DESIGN.md §3 "Mail"):
 * - with `SMTP_URL` set: nodemailer delivers it and a `mail_outbox` row records the delivery
 *   (`transport: 'smtp'`, the Message-ID or the error);
 * - without it: the `mail_outbox` row *is* the delivery (`transport: 'outbox'`), logged in full so a
 *   local user can still follow a reset link, and readable by superadmins (`GET /api/admin/outbox`).
 */
export type MailMessage = { kind: MailKind; to: string; subject: string; text: string; html?: string };

export type MailDeps = { db: Database; env: Pick<AppEnv, 'SMTP_URL' | 'MAIL_FROM' | 'BASE_URL'>; logger: Logger };

export type MailResult = { id: string; transport: 'smtp' | 'outbox'; messageId: string | null; error: string | null };

/**
 * SMTP time limits in ms. nodemailer's defaults (2 min to connect, 10 min idle) would keep a send
 * hanging long after anyone cares; a reset link that arrives minutes late is as good as lost.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** Longest stored error text, in characters. */
const MAX_ERROR_CHARS = 1_000;

/** `MAIL_FROM`, or `Coldsmith <no-reply@host of BASE_URL>` (RFC 5322 §3.4 mailbox). */
export function mailFrom(env: Pick<AppEnv, 'MAIL_FROM' | 'BASE_URL'>): string {
  return env.MAIL_FROM ?? `Coldsmith <no-reply@${new URL(env.BASE_URL).hostname}>`;
}

/**
 * Sends one message and records it in `mail_outbox`.
 * @returns the row's id, the transport used, and the Message-ID (SMTP) or the delivery error
 * @throws only when the database refuses the row; an SMTP failure (refused, timed out, unreachable
 *   server) is recorded in the row's `error`, logged at error level, and returned, never thrown, so a
 *   caller's own work (an approval, a reset request) does not fail because mail did
 */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<MailResult> {
  const log = deps.logger.child({ module: 'mail' });
  const html = message.html ?? null;
  const { SMTP_URL } = deps.env;

  if (!SMTP_URL) {
    const [row] = await deps.db
      .insert(mailOutbox)
      .values({
        kind: message.kind,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html,
        transport: 'outbox',
      })
      .returning({ id: mailOutbox.id });
    log.info(
      { mail: { id: row!.id, kind: message.kind, to: message.to, subject: message.subject, text: message.text } },
      'mail stored in the dev outbox (no SMTP_URL is set)',
    );
    return { id: row!.id, transport: 'outbox', messageId: null, error: null };
  }

  let messageId: string | null = null;
  let error: string | null = null;
  // Imported here, not at the top: most starts send no mail, and nodemailer held ~2 MB of an idle
  // `npm start`'s RSS (bench/start.ts; decision 034). The bundle keeps it in a chunk of its own.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({ url: SMTP_URL, ...SMTP_TIMEOUTS_MS });
  try {
    const info = await transport.sendMail({
      from: mailFrom(deps.env),
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
    messageId = info.messageId;
  } catch (err) {
    error = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_CHARS) || 'unknown SMTP error';
  } finally {
    transport.close();
  }

  const [row] = await deps.db
    .insert(mailOutbox)
    .values({
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html,
      transport: 'smtp',
      messageId,
      error,
    })
    .returning({ id: mailOutbox.id });
  const meta = { mail: { id: row!.id, kind: message.kind, to: message.to, messageId } };
  if (error) log.error({ ...meta, tags: { mail: message.kind }, error }, 'mail delivery failed');
  else log.info(meta, 'mail sent over SMTP');
  return { id: row!.id, transport: 'smtp', messageId, error };
}
