/**
 * The one layout of the mail Coldsmith sends its users: a plain-text part and a simple HTML part with
 * the same words (DESIGN.md §3 "Mail"). Every interpolated value is HTML-escaped in the
 * HTML part; the text part is the source of truth and reads well on its own (RFC 2046 §5.1.4: clients
 * that show `multipart/alternative` may pick either).
 */
export type MailContent = { subject: string; text: string; html: string };

export type MailBody = {
  subject: string;
  /** The recipient's name, or empty for "Hello,". */
  name: string;
  paragraphs: string[];
  /** The button (HTML) and the bare link (both parts). `url` must be http(s). */
  action?: { label: string; url: string };
  /** Small print after the action. */
  notes?: string[];
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML text node or a quoted attribute value (the five characters HTML reserves). */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** One line, no control characters: a name can hold anything its owner typed. */
export const oneLine = (value: string): string => value.replace(/[\p{Cc}\s]+/gu, ' ').trim();

/**
 * Renders a message in both parts.
 * @throws Error when `action.url` is not an http(s) URL (a `javascript:` link must never be mailed)
 */
export function renderMail(body: MailBody): MailContent {
  if (body.action && !/^https?:\/\//i.test(body.action.url))
    throw new Error(`mail links must be http(s) URLs, got ${body.action.url}`);
  const name = oneLine(body.name);
  const greeting = name ? `Hi ${name},` : 'Hello,';
  const notes = body.notes ?? [];

  const text = [
    greeting,
    ...body.paragraphs,
    ...(body.action ? [`${body.action.label}:\n${body.action.url}`] : []),
    ...notes,
    '— Coldsmith',
  ].join('\n\n');

  const p = (content: string, style = 'margin:0 0 16px') => `<p style="${style}">${content}</p>`;
  const action = body.action
    ? p(
        `<a href="${escapeHtml(body.action.url)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#4f46e5;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(body.action.label)}</a>`,
        'margin:24px 0',
      ) +
      p(
        `If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(body.action.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(body.action.url)}</a>`,
        'margin:0 0 16px;font-size:13px;color:#52525b',
      )
    : '';
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#18181b">',
    '<div style="max-width:520px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">',
    p(escapeHtml(greeting)),
    ...body.paragraphs.map((paragraph) => p(escapeHtml(paragraph))),
    action,
    ...notes.map((note) => p(escapeHtml(note), 'margin:0 0 16px;font-size:13px;color:#52525b')),
    p('— Coldsmith', 'margin:24px 0 0'),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');

  return { subject: body.subject, text, html };
}
