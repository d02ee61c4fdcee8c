import { z } from 'zod';
import type { ProspectFlagCode } from './prospects.ts';

/**
 * Batch generation (DESIGN.md §4 "HTTP"; docs/decisions/014): the generate request, the progress answer
 * and the estimate. Shared by the server routes and the campaign page.
 */

/** Stored run state of a campaign's batch. `completed` is derived (running, nothing left to write). */
export const generationStates = ['idle', 'running', 'paused', 'cancelled', 'budget_reached'] as const;
export type GenerationState = (typeof generationStates)[number];
export const progressStates = [...generationStates, 'completed'] as const;
export type ProgressState = (typeof progressStates)[number];

/** Prospects a dry run takes (DESIGN.md §4: "`dryRun` takes 5 prospects"). */
export const DRY_RUN_PROSPECTS = 5;

/**
 * Flags (#shared/prospects.ts) of a prospect whose address cannot receive a personal e-mail: none, not
 * an address, a role mailbox (info@, sales@) or a throwaway domain. `skipUnreachable` (on by default)
 * leaves these prospects out of a batch and of its estimate. `suspicious_value` is not among them: the
 * address is fine, and writers treat the odd field as absent.
 */
export const unreachableFlagCodes = [
  'missing_email',
  'invalid_email',
  'role_address',
  'disposable_domain',
] as const satisfies readonly ProspectFlagCode[];

const skipUnreachableDoc = {
  description: `Leave out prospects flagged ${unreachableFlagCodes.join(', ')} (default true).`,
};

export const generateRequestSchema = z
  .object({
    /** No e-mail for a prospect whose address is missing, invalid, a role or disposable (unreachableFlagCodes). */
    skipUnreachable: z.boolean().default(true).meta(skipUnreachableDoc),
    /** Sequence steps to write (each 1–4); default every step of the brief. */
    steps: z.array(z.number().int().min(1).max(4)).min(1).max(4).optional(),
    /** Only these prospects (at most one import's worth); default every prospect of the campaign. */
    prospectIds: z.array(z.uuid()).min(1).max(100_000).optional(),
    dryRun: z.boolean().optional(),
  })
  .strict();
export type GenerateRequest = z.output<typeof generateRequestSchema>;
/** What a client sends: `skipUnreachable` may be left out. */
export type GenerateRequestInput = z.input<typeof generateRequestSchema>;

/** `GET /api/v1/campaigns/:id/estimate?skipUnreachable=false`: the same choice as the generate request's, so the cost shown is the batch's. */
export const estimateQuerySchema = z.object({
  skipUnreachable: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true')
    .meta(skipUnreachableDoc),
});
export type EstimateQuery = z.output<typeof estimateQuerySchema>;

export const generateResponseSchema = z.object({
  queued: z.number().int().meta({ description: 'E-mails queued by this request (existing ones are skipped).' }),
});

export const progressSchema = z
  .object({
    total: z.number().int(),
    queued: z.number().int(),
    generating: z.number().int(),
    ready: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    failed: z.number().int(),
    /** USD spent by the campaign so far. */
    spentUsd: z.number(),
    /** E-mails written per minute over the recent window; 0 when none were. */
    ratePerMin: z.number(),
    /** Seconds until the queue is empty at the current rate; null when unknown (no rate yet). */
    etaSec: z.number().nullable(),
    state: z.enum(progressStates),
  })
  .meta({ id: 'Progress' });
export type Progress = z.infer<typeof progressSchema>;

export const estimateSchema = z
  .object({
    prospects: z.number().int(),
    steps: z.number().int(),
    tokens: z.object({ input: z.number().int(), output: z.number().int() }),
    /** `exact` when counted with the model's own tokenizer; `approximate` otherwise (labelled in the UI). */
    tokenCount: z.enum(['exact', 'approximate']),
    /** USD; null when the model's price is unknown. */
    costUsd: z.number().nullable(),
    durationSec: z.number(),
    model: z.string(),
  })
  .meta({ id: 'Estimate' });
export type Estimate = z.infer<typeof estimateSchema>;
