import type { PushLeadStatus, PushProvider, TargetCampaign } from '#shared/integrations.ts';
import type { RateLimit } from './rate-limit.ts';

/**
 * What every sending-tool or CRM connector implements (docs/decisions/021). A connector speaks one
 * vendor's documented API and nothing else: it gets the decrypted key, the base URL (the vendor's, or
 * a test stand-in's) and a gate that holds each request to the vendor's rate limit; it never touches
 * the database.
 *
 * - Lead: one prospect with at least one approved e-mail, as the columns of our export preset for that
 *   tool (`record`: `email`, `first_name`, … `subject_1`, `opener_1`, `body_1`, …, custom fields).
 * - LeadResult: what the tool did with it; `detail` is the reason of a skip or the tool's own error.
 */
export type Lead = { prospectId: string; email: string; record: Record<string, string> };
export type LeadResult = { prospectId: string; status: PushLeadStatus; detail: string | null; vendorId: string | null };

export type VendorContext = {
  apiKey: string;
  /** The vendor's API origin, no trailing slash (env *_API_URL). */
  baseUrl: string;
  /** Resolves when one more request may be sent on this connection (rate-limit.ts). */
  gate: () => Promise<void>;
  /** Aborted when the job must stop (shutdown, expiry); checked before each request. */
  signal?: AbortSignal | undefined;
};

export type Connector = {
  provider: PushProvider;
  /** The export preset whose columns the leads are built from (features/export/presets.ts). */
  preset: 'instantly' | 'smartlead' | 'lemlist' | 'hubspot';
  /** The vendor's documented limit, held per connection in each process. */
  rateLimit: RateLimit;
  /** Leads per pushBatch call: the vendor's documented maximum per request (1 for one-lead endpoints). */
  batchSize: number;
  /** A cheap authenticated call. @throws VendorError when the key is refused or the vendor is down */
  verify(ctx: VendorContext): Promise<void>;
  /** The user's campaigns in the tool, for the push target (absent for HubSpot: contacts have none). */
  listCampaigns?(ctx: VendorContext): Promise<TargetCampaign[]>;
  /** Once per push, before the first batch (HubSpot creates its custom properties). */
  prepare?(ctx: VendorContext, input: { steps: number }): Promise<void>;
  /**
   * Sends one batch. @returns a result for every lead given, in any order.
   * @throws VendorError only for a refusal of the whole connection (401/403: the push stops); any
   *   other error of the vendor becomes `failed` results carrying its message
   */
  pushBatch(ctx: VendorContext, input: { targetCampaignId: string | null; leads: Lead[] }): Promise<LeadResult[]>;
};
