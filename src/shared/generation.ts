import { z } from 'zod';
import type { ProspectFlagCode } from './prospects.ts';
import type { ResearchState } from './research.ts';

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

/**
 * How a batch is written (decision 038): `now`, one call per e-mail; `batch`, overnight mode through the
 * provider's batch API (OpenAI's Batch API and compatible servers, Anthropic's Message Batches), at the batch price.
 */
export const generationModes = ['now', 'batch'] as const;
export type GenerationMode = (typeof generationModes)[number];

/**
 * A provider batch's state (server: db/schema/batches.ts): `pending` (e-mails marked, nothing sent),
 * `uploaded` (the input file is at the provider), `submitted` (the provider works on it), then one of
 * `done`, `expired` (past the provider's 24 h window: the unfinished e-mails went to normal calls),
 * `failed` (the provider refused the batch: the same), `cancelled`, `unsupported` (the server has no
 * batch API: every e-mail went to normal calls).
 */
export const providerBatchStates = [
  'pending',
  'uploaded',
  'submitted',
  'done',
  'expired',
  'failed',
  'cancelled',
  'unsupported',
] as const;
export type ProviderBatchState = (typeof providerBatchStates)[number];

/** The campaign's latest provider batch, as progress shows it. */
export const providerBatchSchema = z
  .object({
    id: z.uuid(),
    state: z.enum(providerBatchStates),
    /** The provider's own batch id (`batch_…`), once submitted. */
    providerBatchId: z.string().nullable(),
    emails: z.number().int().meta({ description: 'E-mails still waiting for the provider in this batch.' }),
    requestCounts: z
      .object({ total: z.number().int(), completed: z.number().int(), failed: z.number().int() })
      .nullable()
      .meta({ description: "The provider's counts at the last status poll." }),
    note: z
      .string()
      .nullable()
      .meta({ description: 'Why the batch ended as it did, or why its e-mails went to normal calls.' }),
    submittedAt: z.iso.datetime({ offset: true }).nullable(),
    finishedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ProviderBatch' });
export type ProviderBatch = z.infer<typeof providerBatchSchema>;

export const generateRequestSchema = z
  .object({
    /** No e-mail for a prospect whose address is missing, invalid, a role or disposable (unreachableFlagCodes). */
    skipUnreachable: z.boolean().default(true).meta(skipUnreachableDoc),
    /** Sequence steps to write (each 1–4); default every step of the brief. */
    steps: z.array(z.number().int().min(1).max(4)).min(1).max(4).optional(),
    /** Only these prospects (at most one import's worth); default every prospect of the campaign. */
    prospectIds: z.array(z.uuid()).min(1).max(100_000).optional(),
    dryRun: z.boolean().optional(),
    mode: z.enum(generationModes).default('now').meta({
      description:
        "`now` (default): one provider call per e-mail, as soon as possible. `batch` (overnight mode): every e-mail in one request to the provider's batch API at its batch price (half the normal price), results within 24 h, usually much sooner. OpenAI, OpenAI-compatible servers (the OpenAI Batch API) and Anthropic (Message Batches); refused for other providers.",
    }),
  })
  .strict();
export type GenerateRequest = z.output<typeof generateRequestSchema>;
/** What a client sends: `skipUnreachable` may be left out. */
export type GenerateRequestInput = z.input<typeof generateRequestSchema>;

/** A query flag written `true` or `false`, read as a boolean. */
const queryFlag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((value) => value === 'true');

/**
 * `GET /api/v1/campaigns/:id/estimate?skipUnreachable=false&dryRun=true`: the same choices as the
 * generate request's, so the cost shown is the batch's.
 */
export const estimateQuerySchema = z.object({
  skipUnreachable: queryFlag('true').meta(skipUnreachableDoc),
  dryRun: queryFlag('false').meta({
    description: `Estimate a dry run: the first ${DRY_RUN_PROSPECTS} prospects the batch would take (default false).`,
  }),
});
export type EstimateQuery = z.output<typeof estimateQuerySchema>;

export const generateResponseSchema = z.object({
  queued: z.number().int().meta({ description: 'E-mails queued by this request (existing ones are skipped).' }),
});

/** A campaign's prospects by research state (#shared/research.ts researchStates). */
export const researchProgressSchema = z
  .object({
    queued: z.number().int(),
    researching: z.number().int(),
    done: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
  } satisfies Record<ResearchState, z.ZodType>)
  .meta({ id: 'ResearchProgress' });
export type ResearchProgress = z.infer<typeof researchProgressSchema>;

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
    research: researchProgressSchema.nullable().meta({
      description: 'The campaign’s prospect research, prospects by state; null when research was never asked for.',
    }),
    batch: providerBatchSchema.nullable().optional().meta({
      description: 'The campaign’s latest provider batch (overnight mode); null or absent when it never used one.',
    }),
  })
  .meta({ id: 'Progress' });
export type Progress = z.infer<typeof progressSchema>;

/**
 * The website research a batch needs before writing (brief `research: 'website'`): prospects whose
 * site is to be fetched, requests (home page, `researchPages` pages and robots.txt for each), and the
 * expected wall time (server: features/research/research-estimate.ts).
 */
export const researchEstimateSchema = z
  .object({
    prospects: z.number().int().meta({ description: 'Prospects whose website is to be fetched.' }),
    fetches: z.number().int().meta({ description: 'HTTP requests at most: home page, linked pages and robots.txt.' }),
    durationSec: z.number().meta({ description: 'Expected seconds, at one request a second per site.' }),
  })
  .meta({ id: 'ResearchEstimate' });
export type ResearchEstimate = z.infer<typeof researchEstimateSchema>;

/**
 * Overnight mode's side of the estimate (decision 038): the same e-mails through the provider's batch
 * API. `costUsd` is half the normal price (OpenAI's Batch API and Anthropic's Message Batches both bill
 * 50 % of their standard rates; engine/providers/prices.ts BATCH_PRICE_FACTOR); `expectedWaitSec` is what we
 * assume a batch takes (the providers promise at most 24 h, `maxWaitSec`).
 */
export const batchEstimateSchema = z
  .object({
    available: z.boolean().meta({ description: "Whether this campaign's provider has a batch API we use." }),
    reason: z.string().nullable().meta({ description: 'Why not, when it is not available.' }),
    costUsd: z.number().nullable().meta({ description: 'USD at the batch price; null when the price is unknown.' }),
    expectedWaitSec: z.number().meta({ description: 'Seconds a batch is assumed to take (typical, not promised).' }),
    maxWaitSec: z.number().meta({ description: "The provider's completion window: 24 h." }),
  })
  .meta({ id: 'BatchEstimate' });
export type BatchEstimate = z.infer<typeof batchEstimateSchema>;

export const estimateSchema = z
  .object({
    prospects: z.number().int(),
    steps: z.number().int(),
    tokens: z.object({ input: z.number().int(), output: z.number().int() }),
    /** `exact` when counted with the model's own tokenizer; `approximate` otherwise (labelled in the UI). */
    tokenCount: z.enum(['exact', 'approximate']),
    /** USD; null when the model's price is unknown. */
    costUsd: z.number().nullable(),
    /** Seconds of writing alone; with research on, a prospect's e-mails also wait for its research (`research`). */
    durationSec: z.number(),
    model: z.string(),
    research: researchEstimateSchema.nullable().meta({
      description: 'The prospect research the batch needs first; null when the brief’s research is off.',
    }),
    batch: batchEstimateSchema.meta({
      description: "The same e-mails in overnight mode (`mode: 'batch'`): the batch price and the expected wait.",
    }),
  })
  .meta({ id: 'Estimate' });
export type Estimate = z.infer<typeof estimateSchema>;
