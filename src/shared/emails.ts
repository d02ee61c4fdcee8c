import { z } from 'zod';
import { prospectFlagCodes } from './prospects.ts';

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
  // The prospect's own flags (missing_email … suspicious_value), carried by each of its drafts: a draft
  // for a row with a bad e-mail or a broken field is never simply ready.
  ...prospectFlagCodes,
  /** The prospect's role is outside the brief's audience and the offer does not fit it (engine/rows/role-family.ts). */
  'off_audience',
] as const;
export type DraftFlagCode = (typeof draftFlagCodes)[number];
/** A draft's or e-mail's `flags`: strings, so a client reads codes added later; described for the API's document. */
export const draftFlagsSchema = z.array(z.string()).meta({
  description: `Stable codes, only ever added: ${draftFlagCodes.join(', ')}. The prospect's own flags (missing_email … suspicious_value) are on every draft written for the row.`,
});

/**
 * Where a claim about the prospect comes from when it is a page of their website (issue 15's claim
 * ledger): the passage the research stored (`passageId`, GET /api/v1/prospects/:id/research), its page
 * and the sentence of it that says what the claim says.
 */
export const claimSourceSchema = z
  .object({
    passageId: z.string(),
    url: z.string(),
    /** The page's title; null when it had none. */
    title: z.string().nullable(),
    /** The passage's sentence that shares most words with the claim, verbatim. */
    quote: z.string(),
  })
  .meta({ id: 'ClaimSource' });
export type ClaimSource = z.infer<typeof claimSourceSchema>;
/** `field` of a claim that a passage of the prospect's website supports (its `source` says which). */
export const RESEARCH_FIELD = 'research';

/**
 * One claim about the prospect and where it came from: a prospect field (a standard field or a custom
 * column), or `research` with the website passage in `source` (absent for a field).
 */
export const factUsedSchema = z.object({
  claim: z.string(),
  field: z.string(),
  supported: z.boolean(),
  source: claimSourceSchema.optional(),
});
export type FactUsed = z.infer<typeof factUsedSchema>;

export const tokenUsageSchema = z.object({ input: z.number().int(), output: z.number().int() });

export const draftSchema = z.object({
  subject: z.string(),
  opener: z.string(),
  body: z.string(),
  factsUsed: z.array(factUsedSchema),
  flags: draftFlagsSchema,
  /** `offline` for the offline composer; otherwise `<provider>:<model>`. */
  model: z.string(),
  tokens: tokenUsageSchema,
  /** USD; null when the model's price is unknown (never 0 for "unknown"). */
  costUsd: z.number().nullable(),
});
export type Draft = z.infer<typeof draftSchema>;

/**
 * The explainable quality score (DESIGN.md §4 "E-mail"; docs/decisions/015 and 027): each criterion pass,
 * warn or fail with a one-line reason naming its evidence and the verdict it alone implies; the e-mail's
 * verdict is the worst of them, and the grade follows the verdict (src/server/engine/judge/score).
 *
 * Ids are only ever added: `questions`, `personalisation` and `subject_length` are the criteria of scores
 * stored before the verdict (decision 027) and are no longer computed.
 */
export const scoreCriterionIds = [
  'grounding',
  'identity',
  'fluency',
  'audience_fit',
  'offer',
  'hook',
  'call_to_action',
  'subject',
  'length',
  'sender_centred',
  'brand_mentions',
  'readability',
  'spam_words',
  'follow_up',
  'prompt_injection',
  'compliance',
  'questions',
  'personalisation',
  'subject_length',
  'recipient',
] as const;
export type ScoreCriterionId = (typeof scoreCriterionIds)[number];
export const emailGrades = ['A', 'B', 'C', 'D', 'F'] as const;
/**
 * What an expert would do with the e-mail before pressing send (RUBRIC.md): `send` as written, `edit`
 * first (no defect that harms the sender, but one that costs replies), or `dont_send` (a defect that
 * harms: an invented fact, a wrong name, a garbled sentence, an off-audience pitch, spam).
 */
export const emailVerdicts = ['send', 'edit', 'dont_send'] as const;
export type EmailVerdict = (typeof emailVerdicts)[number];
export const scoreCriterionSchema = z.object({
  id: z.enum(scoreCriterionIds),
  result: z.enum(['pass', 'warn', 'fail']),
  reason: z.string(),
  /** The verdict this criterion alone implies; absent on scores stored before the verdict existed. */
  verdict: z.enum(emailVerdicts).optional(),
});
export type ScoreCriterion = z.infer<typeof scoreCriterionSchema>;
/** A statement about the prospect found in the whole subject and body, and whether their data supports it. */
export const scoreClaimSchema = z.object({
  text: z.string(),
  /** Where the e-mail says it: `subject` or `body`. */
  in: z.enum(['subject', 'body']),
  supported: z.boolean(),
  /** The field that supports it (`company`, `description` …, `research` for a website passage, `brief` for the sender's own), or null. */
  field: z.string().nullable(),
  /** Why it is not supported (the number, name or event missing from the row); null when supported. */
  reason: z.string().nullable(),
  /** The website passage that supports it (field `research`); absent otherwise. */
  source: claimSourceSchema.optional(),
});
export type ScoreClaim = z.infer<typeof scoreClaimSchema>;
export const emailScoreSchema = z.object({
  grade: z.enum(emailGrades),
  /** On scores stored before the verdict existed, migration 0010 set it from the grade (A/B send, C edit, D/F dont_send). */
  verdict: z.enum(emailVerdicts),
  criteria: z.array(scoreCriterionSchema),
  /** Statements about the prospect the whole-text grounding check found; absent on older scores. */
  claims: z.array(scoreClaimSchema).optional(),
});
export type EmailScore = z.infer<typeof emailScoreSchema>;
