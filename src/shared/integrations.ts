import { z } from 'zod';
import { listQuerySchema } from './lists.ts';

/**
 * Integrations (docs/decisions/021): `/api/v1/integrations`. A connection is one user's
 * credential for one tool — an API key (Instantly, Smartlead, lemlist), a HubSpot private-app token,
 * or a Slack incoming-webhook URL — stored encrypted and only ever answered masked. A push sends a
 * campaign's approved e-mails to a tool as leads (or HubSpot contacts), as a queued job with progress
 * and a result per prospect.
 */
export const integrationProviders = ['instantly', 'smartlead', 'lemlist', 'hubspot', 'slack'] as const;
export type IntegrationProvider = (typeof integrationProviders)[number];

/** Tools that take leads (a push). HubSpot takes contacts, upserted by e-mail, with no campaign. */
export const pushProviders = ['instantly', 'smartlead', 'lemlist', 'hubspot'] as const;
export type PushProvider = (typeof pushProviders)[number];
/** Tools whose push goes into one of the user's campaigns there. */
export const campaignProviders = ['instantly', 'smartlead', 'lemlist'] as const;
export type CampaignProvider = (typeof campaignProviders)[number];

export const isPushProvider = (p: string): p is PushProvider => (pushProviders as readonly string[]).includes(p);
export const isCampaignProvider = (p: string): p is CampaignProvider =>
  (campaignProviders as readonly string[]).includes(p);

export const integrationLabels: Record<IntegrationProvider, string> = {
  instantly: 'Instantly',
  smartlead: 'Smartlead',
  lemlist: 'lemlist',
  hubspot: 'HubSpot',
  slack: 'Slack',
};

/** `error`: the tool refused the stored credential on its last use (`lastError` says how). */
export const connectionStatuses = ['connected', 'error', 'disconnected'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

export const integrationSchema = z.object({
  provider: z.enum(integrationProviders),
  status: z.enum(connectionStatuses),
  /** The key or webhook URL, masked (`••••abcd`); null when not connected. */
  secretMasked: z.string().nullable(),
  lastError: z.string().nullable(),
  connectedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;
export const integrationListSchema = z.object({ items: z.array(integrationSchema) });

/** PUT body: `apiKey` for the tools and HubSpot (a private-app token), `webhookUrl` for Slack. */
export const putIntegrationSchema = z
  .object({
    apiKey: z.string().trim().min(1, { message: 'Paste the API key' }).max(500).optional(),
    webhookUrl: z.string().trim().min(1, { message: 'Paste the webhook URL' }).max(500).optional(),
  })
  .strict();
export type PutIntegration = z.infer<typeof putIntegrationSchema>;

/** The connect dialogs' forms (the server checks again, per provider). */
export const apiKeyFormSchema = z.object({
  apiKey: z.string().trim().min(1, { message: 'Paste the API key' }).max(500),
});
export const webhookFormSchema = z.object({
  webhookUrl: z
    .string()
    .trim()
    .min(1, { message: 'Paste the webhook URL' })
    .max(500)
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
      message: 'Enter the https://hooks.slack.com/services/… URL',
    }),
});

export const targetCampaignSchema = z.object({ id: z.string(), name: z.string(), status: z.string().nullable() });
export type TargetCampaign = z.infer<typeof targetCampaignSchema>;
export const targetCampaignListSchema = z.object({ items: z.array(targetCampaignSchema) });

export const pushRequestSchema = z
  .object({
    /** Our campaign. */
    campaignId: z.uuid({ message: 'Choose one of your campaigns' }),
    /** Their campaign (from GET …/:provider/campaigns); not used by HubSpot. */
    targetCampaignId: z.string().trim().min(1).max(200).optional(),
    /** Which e-mails: approved ones only (the only status a tool should send). */
    status: z.literal('approved').default('approved'),
  })
  .strict();
export type PushRequest = z.input<typeof pushRequestSchema>;

export const pushStates = ['queued', 'running', 'completed', 'failed'] as const;
export type PushState = (typeof pushStates)[number];
export const pushLeadStatuses = ['created', 'updated', 'skipped', 'failed'] as const;
export type PushLeadStatus = (typeof pushLeadStatuses)[number];

export const pushSchema = z.object({
  id: z.uuid(),
  provider: z.enum(pushProviders),
  campaignId: z.uuid(),
  campaignName: z.string(),
  targetCampaignId: z.string().nullable(),
  targetCampaignName: z.string().nullable(),
  state: z.enum(pushStates),
  /** Prospects with at least one approved e-mail when the push was started. */
  total: z.number().int(),
  counts: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
  }),
  /** Why the whole push stopped (e.g. the key was revoked); per-prospect errors are in `results`. */
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Push = z.infer<typeof pushSchema>;

export const pushLeadResultSchema = z.object({
  prospectId: z.uuid(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  status: z.enum(pushLeadStatuses),
  /** The reason for a skip, or the tool's own error message. */
  detail: z.string().nullable(),
  /** The lead's or contact's id in the tool, when it gave one. */
  vendorId: z.string().nullable(),
});
export type PushLeadResult = z.infer<typeof pushLeadResultSchema>;

export const pushDetailSchema = pushSchema.extend({
  results: z.object({ items: z.array(pushLeadResultSchema), nextCursor: z.string().nullable() }),
});
export type PushDetail = z.infer<typeof pushDetailSchema>;

/** `GET /api/v1/integrations/pushes/:id?status&limit&cursor`: results in the order they were recorded. */
export const pushResultsQuerySchema = listQuerySchema.extend({ status: z.enum(pushLeadStatuses).optional() });
export type PushResultsQuery = z.infer<typeof pushResultsQuerySchema>;

export const slackTestResponseSchema = z.object({ sent: z.literal(true) });
