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

/** `GET /api/v1/campaigns`: newest first. */
export const campaignPageSchema = pageSchema(campaignSchema);

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
