import { z } from 'zod';
import { briefSchema } from './brief.ts';
import { pageSchema } from './lists.ts';

/**
 * Campaigns (DESIGN.md §4 "Campaign"): a brief, the provider and model that write its e-mails (null =
 * the user's stored provider, else the server's default), and an optional budget cap in USD.
 */
export const providerIds = ['offline', 'openai', 'anthropic', 'google', 'openai-compatible'] as const;
export const providerIdSchema = z.enum(providerIds);
export type ProviderId = z.infer<typeof providerIdSchema>;

export const campaignStatuses = ['draft', 'active', 'archived'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const campaignSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    brief: briefSchema,
    provider: providerIdSchema.nullable(),
    model: z.string().nullable(),
    budgetUsd: z.number().nullable(),
    status: z.enum(campaignStatuses),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof campaignSchema>;

/**
 * Where a campaign's work stands (issue 14, item 5), derived from its e-mails — the stored `status`
 * (draft, active, archived) is the user's own filing, not this:
 * - `draft`: no e-mail queued yet;
 * - `generating`: e-mails queued or being written, the batch running;
 * - `paused`: e-mails left but the batch paused, cancelled or stopped at its budget;
 * - `ready_for_review`: all written, some not yet decided (or failed, to retry);
 * - `approved`: every written e-mail decided, some approved, none exported yet;
 * - `exported`: approved e-mails downloaded or pushed to a sending tool.
 */
export const campaignStages = ['draft', 'generating', 'paused', 'ready_for_review', 'approved', 'exported'] as const;
export type CampaignStage = (typeof campaignStages)[number];

export const campaignOverviewSchema = z.object({
  stage: z.enum(campaignStages),
  /** E-mails of the campaign (one per prospect and step queued so far). */
  total: z.number().int(),
  /** Written: ready, approved or rejected. */
  written: z.number().int(),
  approved: z.number().int(),
  failed: z.number().int(),
  /** Queued or being written. */
  left: z.number().int(),
});
export type CampaignOverview = z.infer<typeof campaignOverviewSchema>;

/** `GET /api/v1/campaigns`: newest first, each with its overview (where its work stands). */
export const campaignListItemSchema = campaignSchema.extend({ overview: campaignOverviewSchema }).meta({
  id: 'CampaignListItem',
});
export type CampaignListItem = z.infer<typeof campaignListItemSchema>;
export const campaignPageSchema = pageSchema(campaignListItemSchema);

const name = z
  .string()
  .trim()
  .min(1, { message: 'Name the campaign' })
  .max(200, { message: 'Use at most 200 characters' });
const model = z.string().trim().min(1).max(200).nullable();
const budgetUsd = z.number().positive({ message: 'A budget must be above 0' }).max(1_000_000).nullable();

export const createCampaignSchema = z
  .object({
    name,
    brief: briefSchema,
    provider: providerIdSchema.nullable().optional(),
    model: model.optional(),
    budgetUsd: budgetUsd.optional(),
  })
  .strict();
export type CreateCampaign = z.input<typeof createCampaignSchema>;

/** PATCH body: any subset; `brief` replaces the whole brief (send the full object). */
export const updateCampaignSchema = z
  .object({
    name: name.optional(),
    brief: briefSchema.optional(),
    provider: providerIdSchema.nullable().optional(),
    model: model.optional(),
    budgetUsd: budgetUsd.optional(),
    status: z.enum(campaignStatuses).optional(),
  })
  .strict();
export type UpdateCampaign = z.input<typeof updateCampaignSchema>;
