import type { TargetCampaign } from '#shared/integrations.ts';
import type { Connector, LeadResult, VendorContext } from './types.ts';
import { failAll, namedCounts, okData, splitRecord, vendorFetch } from './vendor-http.ts';

/**
 * Instantly, API v2 (developer.instantly.ai). Auth: `Authorization: Bearer <API key>`.
 * - verify and campaigns: `GET /api/v2/campaigns?limit&starting_after` → `{items: [{id, name, status}],
 *   next_starting_after}` (developer.instantly.ai/api-reference/campaign/list-campaign); status 0
 *   draft, 1 active, 2 paused, 3 completed.
 * - push: `POST /api/v2/leads/add` `{campaign_id, skip_if_in_campaign, leads: [...]}`, 1–1,000 leads
 *   per call (developer.instantly.ai/api-reference/lead/add-leads-in-bulk-to-a-campaign-or-list). A
 *   lead's own fields are `email`, `first_name`, `last_name`, `company_name`, `website`, `phone`,
 *   `personalization`; everything else of our preset goes in `custom_variables` (`{{subject_1}}`…).
 *   The answer lists `created_leads: [{id, email, index}]` and counts the rest (`in_blocklist`,
 *   `invalid_email_count`, `duplicated_leads`, `skipped_count`…) without naming them, so a lead not
 *   created is `skipped` with those counts as its reason. `skip_if_in_campaign` makes a re-sent lead
 *   (a push resumed after a crash) a no-op rather than a second lead.
 * - rate limit: 100 requests per second and 6,000 per minute per workspace
 *   (developer.instantly.ai/getting-started/rate-limit); 100 per second implies both.
 */
const VENDOR = 'Instantly';
const LEAD_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'company_name',
  'website',
  'phone',
  'personalization',
] as const;
const STATUS: Record<number, string> = { 0: 'draft', 1: 'active', 2: 'paused', 3: 'completed' };
/** Pages of campaigns read at most (100 each): enough for any account, bounded for a bad cursor. */
const MAX_CAMPAIGN_PAGES = 20;

const auth = (ctx: VendorContext) => ({ authorization: `Bearer ${ctx.apiKey}` });

type CampaignPage = { items?: { id?: unknown; name?: unknown; status?: unknown }[]; next_starting_after?: unknown };
type AddLeadsAnswer = {
  created_leads?: { id?: string; email?: string; index?: number }[];
  in_blocklist?: number;
  invalid_email_count?: number;
  duplicated_leads?: number;
  duplicate_email_count?: number;
  incomplete_count?: number;
  skipped_count?: number;
};

function skipReason(answer: AddLeadsAnswer): string {
  const named = namedCounts([
    [answer.duplicated_leads, 'already in the campaign or workspace'],
    [answer.in_blocklist, 'on a blocklist'],
    [answer.invalid_email_count, 'invalid e-mail'],
    [answer.duplicate_email_count, 'repeated in the batch'],
    [answer.incomplete_count, 'incomplete'],
  ]);
  return `Instantly did not add this lead${named ? ` (in this batch: ${named})` : ''}.`;
}

export const instantly: Connector = {
  provider: 'instantly',
  preset: 'instantly',
  rateLimit: { limit: 100, intervalMs: 1_000 },
  batchSize: 1_000,

  async verify(ctx) {
    okData(
      VENDOR,
      await vendorFetch(VENDOR, ctx, { path: '/api/v2/campaigns', query: { limit: '1' }, headers: auth(ctx) }),
    );
  },

  async listCampaigns(ctx) {
    const campaigns: TargetCampaign[] = [];
    let after: string | undefined;
    for (let page = 0; page < MAX_CAMPAIGN_PAGES; page++) {
      const query: Record<string, string> = { limit: '100', ...(after ? { starting_after: after } : {}) };
      const data = okData(
        VENDOR,
        await vendorFetch(VENDOR, ctx, { path: '/api/v2/campaigns', query, headers: auth(ctx) }),
      ) as CampaignPage;
      for (const c of data.items ?? []) {
        if (typeof c.id === 'string')
          campaigns.push({
            id: c.id,
            name: String(c.name ?? c.id),
            status: typeof c.status === 'number' ? (STATUS[c.status] ?? String(c.status)) : null,
          });
      }
      after =
        typeof data.next_starting_after === 'string' && data.next_starting_after ? data.next_starting_after : undefined;
      if (!after) break;
    }
    return campaigns;
  },

  async pushBatch(ctx, { targetCampaignId, leads }) {
    const body = {
      campaign_id: targetCampaignId,
      skip_if_in_campaign: true,
      leads: leads.map(({ record }) => {
        const { fields, custom } = splitRecord(record, LEAD_FIELDS);
        return { ...fields, custom_variables: custom };
      }),
    };
    let answer: AddLeadsAnswer;
    try {
      answer = okData(
        VENDOR,
        await vendorFetch(VENDOR, ctx, { method: 'POST', path: '/api/v2/leads/add', body, headers: auth(ctx) }),
      ) as AddLeadsAnswer;
    } catch (error) {
      return failAll(leads, error);
    }
    // `index` is the lead's place in our `leads` array; the e-mail is the fallback key.
    const created = new Map<number | string, string | null>();
    for (const c of answer.created_leads ?? [])
      created.set(typeof c.index === 'number' ? c.index : String(c.email).toLowerCase(), c.id ?? null);
    const reason = skipReason(answer);
    return leads.map((lead, index): LeadResult => {
      const key = created.has(index) ? index : lead.email.toLowerCase();
      return created.has(key)
        ? { prospectId: lead.prospectId, status: 'created', detail: null, vendorId: created.get(key) ?? null }
        : { prospectId: lead.prospectId, status: 'skipped', detail: reason, vendorId: null };
    });
  },
};
