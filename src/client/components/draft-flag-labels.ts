import type { DraftFlagCode } from '#shared/emails.ts';

/** How a draft's flags (#shared/emails.ts draftFlagCodes) are named in review and the playground. */
export const draftFlagLabels: Record<DraftFlagCode, string> = {
  unsupported_claim: 'Unsupported claim',
  spam_words: 'Spam words',
  too_long: 'Too long',
  prompt_injection: 'Prompt injection in the data',
  missing_merge_field: 'Missing merge field',
  generic_opener: 'Generic opener',
  invented_prior_contact: 'Invented prior contact',
  subject_length: 'Subject length',
  unsupported_language: 'Language not supported offline',
  missing_email: 'No e-mail',
  invalid_email: 'Invalid e-mail',
  role_address: 'Role address',
  disposable_domain: 'Disposable domain',
  suspicious_value: 'Suspicious value in the row',
  off_audience: 'Outside the audience',
};

/** A flag's label; a code this client does not know yet reads as its words (`new_code` → `new code`). */
export const draftFlagLabel = (code: string): string =>
  Object.hasOwn(draftFlagLabels, code) ? draftFlagLabels[code as DraftFlagCode] : code.replaceAll('_', ' ');
