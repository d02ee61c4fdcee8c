import { z } from 'zod';
import { draftFlagsSchema, emailStatuses, factUsedSchema, tokenUsageSchema } from './emails.ts';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, pageSchema } from './lists.ts';
import { prospectSchema } from './prospects.ts';

/**
 * Review (DESIGN.md §4; docs/decisions/015): the stored e-mail as the API answers it, the list filters,
 * the edit and the bulk action. `score` is the explainable score (null until written); `error` is the
 * provider's message on a failed e-mail; `prospect` is the row the e-mail was written from, so the
 * review table and its detail pane need no second request.
 */
const grades = ['A', 'B', 'C', 'D', 'F'] as const;

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
    score: z
      .object({
        grade: z.enum(grades),
        criteria: z.array(z.object({ id: z.string(), result: z.enum(['pass', 'warn', 'fail']), reason: z.string() })),
      })
      .nullable(),
    flags: draftFlagsSchema,
    factsUsed: z.array(factUsedSchema),
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
  grade: z.enum(grades).optional(),
  flag: z.string().max(64).optional(),
  /** Searches subject, body, and the prospect's name, e-mail and company (case-insensitive). */
  q: z.string().trim().max(200).optional(),
  step: z.coerce.number().int().min(1).max(4).optional(),
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

export const bulkActionSchema = z
  .object({
    action: z.enum(['approve', 'reject']),
    /** These e-mails; or every e-mail matching `filter` (the review table's filtered set). */
    ids: z.array(z.uuid()).min(1).max(100_000).optional(),
    filter: emailListQuerySchema.omit({ limit: true, cursor: true }).partial().optional(),
  })
  .strict()
  .refine((v) => (v.ids ? !v.filter : true), { message: 'Send ids or filter, not both' });
export type BulkAction = z.infer<typeof bulkActionSchema>;

/** `POST /api/v1/campaigns/:id/emails/bulk` answer: e-mails whose status was set (written ones only). */
export const bulkActionResultSchema = z.object({ updated: z.number().int() });
export type BulkActionResult = z.infer<typeof bulkActionResultSchema>;
