import type { EmailVerdict, ScoreCriterionId } from '#shared/emails.ts';

/**
 * The score in people's words: each criterion's name (every id of `scoreCriterionIds`, old ones
 * included, since stored scores keep them) and each verdict — what an expert would do before pressing
 * send (src/shared/emails.ts `emailVerdicts`).
 */
export const criterionLabels: Record<ScoreCriterionId, string> = {
  grounding: 'Grounding',
  identity: 'Identity',
  fluency: 'Fluency',
  audience_fit: 'Audience fit',
  offer: 'Offer',
  hook: 'Hook',
  call_to_action: 'Call to action',
  subject: 'Subject',
  length: 'Length',
  sender_centred: 'Sender-centred',
  brand_mentions: 'Brand mentions',
  readability: 'Readability',
  spam_words: 'Spam words',
  follow_up: 'Follow-up',
  prompt_injection: 'Prompt injection',
  compliance: 'Compliance',
  questions: 'Questions',
  personalisation: 'Personalisation',
  subject_length: 'Subject length',
  recipient: 'Recipient address',
};

export const verdictLabels: Record<EmailVerdict, string> = {
  send: 'Send',
  edit: 'Edit',
  dont_send: 'Don’t send',
};
