import { z } from 'zod';
import {
  draftFlagsSchema,
  emailGrades,
  emailScoreSchema,
  emailStatuses,
  emailVerdicts,
  factUsedSchema,
  scoreClaimSchema,
  tokenUsageSchema,
} from './emails.ts';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, pageSchema } from './lists.ts';
import { prospectSchema } from './prospects.ts';

/**
 * Review (DESIGN.md §4; docs/decisions/015): the stored e-mail as the API answers it, the list filters,
 * the edit and the bulk action. `score` is the explainable score (null until written); `error` is the
 * provider's message on a failed e-mail; `prospect` is the row the e-mail was written from, so the
 * review table and its detail pane need no second request. `grade` and `verdict` repeat the score's
 * (null until it is written), as the table stores them for its filters.
 */

export const emailSchema = z
  .object({
    id: z.string(),
    prospectId: z.string(),
    campaignId: z.string(),
    step: z.number().int(),
    subject: z.string(),
    opener: z.string(),
    body: z.string(),
    status: z.enum(emailStatuses),
    score: emailScoreSchema.nullable(),
    grade: z.enum(emailGrades).nullable(),
    verdict: z.enum(emailVerdicts).nullable(),
    flags: draftFlagsSchema,
    factsUsed: z.array(factUsedSchema),
    /**
     * The claim ledger (issue 15): every statement the e-mail makes about the prospect, whether it is
     * supported and by what — a field, or a passage of their website with its URL and quote. The
     * score's `claims`, repeated here so a client need not open the score; [] until written.
     */
    claims: z.array(scoreClaimSchema),
    model: z.string().nullable(),
    tokens: tokenUsageSchema,
    /** USD; null when the model's price is unknown. */
    costUsd: z.number().nullable(),
    error: z.string().nullable(),
    updatedAt: z.string(),
    prospect: prospectSchema,
  })
  .meta({ id: 'Email' });
export type Email = z.infer<typeof emailSchema>;

export const emailPageSchema = pageSchema(emailSchema);

export const emailListQuerySchema = z.object({
  status: z.enum(emailStatuses).optional(),
  grade: z.enum(emailGrades).optional(),
  /** In a query string one value, repeated or comma-separated; in a bulk action's `filter`, an array (or the same string). */
  verdict: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',') : value),
      z.array(z.enum(emailVerdicts)).min(1).max(emailVerdicts.length),
    )
    .optional()
    .meta({
      description:
        'One verdict or several, repeated (`verdict=edit&verdict=dont_send`) or comma-separated (`verdict=edit,dont_send`).',
    }),
  flag: z.string().max(64).optional(),
  /** Searches subject, body, and the prospect's name, e-mail and company (case-insensitive). */
  q: z.string().trim().max(200).optional(),
  step: z.coerce.number().int().min(1).max(4).optional(),
  /** One prospect's e-mails (the review inbox's sequence tabs). */
  prospectId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  cursor: z.string().max(500).optional(),
});
export type EmailListQuery = z.infer<typeof emailListQuerySchema>;
export type EmailFilter = Omit<EmailListQuery, 'limit' | 'cursor'>;

/** A reviewer may set these statuses; `queued`, `generating` and `failed` belong to the generator. */
export const reviewStatuses = ['ready', 'approved', 'rejected'] as const;

export const patchEmailSchema = z
  .object({
    subject: z.string().trim().min(1, { message: 'A subject is required' }).max(300).optional(),
    opener: z.string().max(2_000).optional(),
    body: z.string().trim().min(1, { message: 'The body cannot be empty' }).max(20_000).optional(),
    status: z.enum(reviewStatuses).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one of subject, opener, body, status' });
export type PatchEmail = z.infer<typeof patchEmailSchema>;

export const regenerateSchema = z.object({ instruction: z.string().trim().max(500).optional() }).strict();

/**
 * `approve` and `reject` set the status of written e-mails (ready, approved, rejected) not already in
 * it; `regenerate` queues again every e-mail in scope that is neither approved nor being written (after
 * the brief changed: approved e-mails are the reviewer's and stay). `dryRun` changes nothing and answers
 * how many e-mails would change, for the confirmation ("Approve 1,874 e-mails?").
 */
export const bulkActions = ['approve', 'reject', 'regenerate'] as const;
export type BulkActionName = (typeof bulkActions)[number];

export const bulkActionSchema = z
  .object({
    action: z.enum(bulkActions),
    /** These e-mails; or every e-mail matching `filter` (the review table's filtered set). */
    ids: z.array(z.uuid()).min(1).max(100_000).optional(),
    filter: emailListQuerySchema.omit({ limit: true, cursor: true }).partial().optional(),
    dryRun: z.boolean().optional(),
  })
  .strict()
  .refine((v) => (v.ids ? !v.filter : true), { message: 'Send ids or filter, not both' });
export type BulkAction = z.infer<typeof bulkActionSchema>;

/**
 * `POST /api/v1/campaigns/:id/emails/bulk` answer: how many e-mails changed (approved, rejected or
 * queued again), or with `dryRun` how many would, with `dryRun: true`.
 */
export const bulkActionResultSchema = z.object({ updated: z.number().int(), dryRun: z.boolean().optional() });
export type BulkActionResult = z.infer<typeof bulkActionResultSchema>;
