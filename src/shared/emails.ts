import { z } from 'zod';

/**
 * Drafts and e-mails (DESIGN.md §4 "E-mail"). A draft is what the engine returns for one prospect and
 * one sequence step; an e-mail is a stored draft with its review status and score.
 */
export const emailStatuses = ['queued', 'generating', 'ready', 'approved', 'rejected', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/** Stable flag codes; clients branch on them. */
export const draftFlagCodes = [
  'unsupported_claim',
  'spam_words',
  'too_long',
  'prompt_injection',
  'missing_merge_field',
  'generic_opener',
  'invented_prior_contact',
  'subject_length',
  /** The writer could not write in the brief's language (the offline composer writes English only). */
  'unsupported_language',
] as const;
export type DraftFlagCode = (typeof draftFlagCodes)[number];

/** One claim about the prospect and the prospect field it came from (a standard field or a custom column). */
export const factUsedSchema = z.object({ claim: z.string(), field: z.string(), supported: z.boolean() });
export type FactUsed = z.infer<typeof factUsedSchema>;

export const tokenUsageSchema = z.object({ input: z.number().int(), output: z.number().int() });

export const draftSchema = z.object({
  subject: z.string(),
  opener: z.string(),
  body: z.string(),
  factsUsed: z.array(factUsedSchema),
  flags: z.array(z.string()),
  /** `offline` for the offline composer; otherwise `<provider>:<model>`. */
  model: z.string(),
  tokens: tokenUsageSchema,
  /** USD; null when the model's price is unknown (never 0 for "unknown"). */
  costUsd: z.number().nullable(),
});
export type Draft = z.infer<typeof draftSchema>;

/**
 * The explainable quality score (DESIGN.md §4 "E-mail"; docs/decisions/015): each criterion pass, warn or
 * fail with a one-line reason, and the grade derived from them (src/server/engine/score).
 */
export const scoreCriterionIds = [
  'length',
  'readability',
  'questions',
  'spam_words',
  'personalisation',
  'subject_length',
  'grounding',
  'compliance',
] as const;
export const emailGrades = ['A', 'B', 'C', 'D', 'F'] as const;
export const scoreCriterionSchema = z.object({
  id: z.enum(scoreCriterionIds),
  result: z.enum(['pass', 'warn', 'fail']),
  reason: z.string(),
});
export type ScoreCriterion = z.infer<typeof scoreCriterionSchema>;
export const emailScoreSchema = z.object({ grade: z.enum(emailGrades), criteria: z.array(scoreCriterionSchema) });
export type EmailScore = z.infer<typeof emailScoreSchema>;
