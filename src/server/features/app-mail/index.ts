/**
 * The mail feature's public entry (DESIGN.md §3 "Mail"): send a message, the message builders, and the
 * superadmins' outbox router.
 */
export { sendMail, mailFrom, type MailDeps, type MailMessage, type MailResult } from './send-mail.ts';
export { passwordResetMail } from './messages/password-reset.ts';
export { accountApprovedMail } from './messages/account-approved.ts';
export { emailChangeMail, EMAIL_CHANGE_TTL_SECONDS } from './messages/email-change.ts';
export { webhookDisabledMail } from './messages/webhook-disabled.ts';
