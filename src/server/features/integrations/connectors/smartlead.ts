import type { Connector, LeadResult, VendorContext } from './types.ts';
import { failAll, namedCounts, okData, splitRecord, vendorFetch } from './vendor-http.ts';

/**
 * Smartlead, API v1 (api.smartlead.ai). Auth: the key as the `api_key` query parameter
 * (helpcenter.smartlead.ai/en/articles/125-full-api-documentation).
 * - verify and campaigns: `GET /api/v1/campaigns` → `[{id, name, status}]`.
 * - push: `POST /api/v1/campaigns/{id}/leads` `{lead_list, settings}`, at most 400 leads per call
 *   (api.smartlead.ai/api-reference/leads/add-to-campaign). A lead's own fields are `email`,
 *   `first_name`, `last_name`, `company_name`, `website`, `location`, `linkedin_profile`,
 *   `phone_number`; the rest of our preset goes in `custom_fields`, used as `{{subject_1}}`
 *   (api.smartlead.ai/guides/lead-management). The answer names `invalid_emails` and
 *   `unsubscribed_leads`; other refusals (`already_added_to_campaign`, `block_count`,
 *   `duplicate_count`…) are counts only: with `total_leads` (added) they settle a batch where every
 *   other lead was added (`created`) or none was (`skipped`); otherwise the other leads are `created`
 *   with the counts as a note. Smartlead never adds a lead twice to one campaign, which makes a re-sent
 *   lead harmless.
 * - rate limit: 60 requests per minute per key (api.smartlead.ai/reference/rate-limits), and 10 per
 *   2 s in its older reference; 10 per 10 s holds both.
 */
const VENDOR = 'Smartlead';
const LEAD_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'company_name',
  'website',
  'location',
  'linkedin_profile',
  'phone_number',
] as const;

type AddLeadsAnswer = {
  ok?: boolean;
  /** Leads added by this call (`added_count` in the newer guide's example). */
  total_leads?: number;
  added_count?: number;
  invalid_emails?: unknown[];
  unsubscribed_leads?: unknown[];
  already_added_to_campaign?: number;
  block_count?: number;
  duplicate_count?: number;
  bounce_count?: number;
  lead_import_stopped_count?: number;
};

const keyOf = (ctx: VendorContext) => ({ api_key: ctx.apiKey });
const emailsIn = (list: unknown[] | undefined) =>
  new Set(
    (list ?? [])
      .map((e) => (typeof e === 'string' ? e : ((e as { email?: string } | null)?.email ?? '')).toLowerCase())
      .filter(Boolean),
  );

function batchNote(answer: AddLeadsAnswer): string | null {
  const named = namedCounts([
    [answer.already_added_to_campaign, 'already in the campaign'],
    [answer.block_count, 'on a block list'],
    [answer.duplicate_count, 'duplicates'],
    [answer.bounce_count, 'bounced before'],
    [answer.lead_import_stopped_count, 'not imported: lead limit reached'],
  ]);
  return named ? `Smartlead counted in this batch, without naming them: ${named}.` : null;
}

export const smartlead: Connector = {
  provider: 'smartlead',
  preset: 'smartlead',
  rateLimit: { limit: 10, intervalMs: 10_000 },
  batchSize: 400,

  async verify(ctx) {
    okData(VENDOR, await vendorFetch(VENDOR, ctx, { path: '/api/v1/campaigns', query: keyOf(ctx) }));
  },

  async listCampaigns(ctx) {
    const data = okData(VENDOR, await vendorFetch(VENDOR, ctx, { path: '/api/v1/campaigns', query: keyOf(ctx) }));
    const list = Array.isArray(data) ? (data as { id?: unknown; name?: unknown; status?: unknown }[]) : [];
    return list
      .filter((c) => c.id !== undefined && c.id !== null)
      .map((c) => ({
        id: String(c.id),
        name: String(c.name ?? c.id),
        status: typeof c.status === 'string' ? c.status.toLowerCase() : null,
      }));
  },

  async pushBatch(ctx, { targetCampaignId, leads }) {
    const lead_list = leads.map(({ record }) => {
      const { fields, custom } = splitRecord(record, LEAD_FIELDS);
      return { ...fields, custom_fields: custom };
    });
    const body = {
      lead_list,
      settings: {
        ignore_global_block_list: false,
        ignore_unsubscribe_list: false,
        ignore_duplicate_leads_in_other_campaign: false,
      },
    };
    let answer: AddLeadsAnswer;
    try {
      const path = `/api/v1/campaigns/${encodeURIComponent(targetCampaignId ?? '')}/leads`;
      answer = okData(
        VENDOR,
        await vendorFetch(VENDOR, ctx, { method: 'POST', path, query: keyOf(ctx), body }),
      ) as AddLeadsAnswer;
    } catch (error) {
      return failAll(leads, error);
    }
    const invalid = emailsIn(answer.invalid_emails);
    const unsubscribed = emailsIn(answer.unsubscribed_leads);
    const rest = leads.filter(
      ({ email }) => !invalid.has(email.toLowerCase()) && !unsubscribed.has(email.toLowerCase()),
    );
    const added = answer.total_leads ?? answer.added_count;
    // Counts name nobody; they still settle a batch where all the rest were added, or none was.
    const restResult = (): Pick<LeadResult, 'status' | 'detail'> =>
      added === rest.length
        ? { status: 'created', detail: null }
        : added === 0
          ? { status: 'skipped', detail: batchNote(answer) }
          : { status: 'created', detail: batchNote(answer) };
    return leads.map(({ prospectId, email }): LeadResult => {
      const key = email.toLowerCase();
      if (invalid.has(key))
        return { prospectId, status: 'failed', detail: 'Smartlead refused the address as invalid.', vendorId: null };
      if (unsubscribed.has(key))
        return { prospectId, status: 'skipped', detail: 'Unsubscribed in Smartlead.', vendorId: null };
      return { prospectId, vendorId: null, ...restResult() };
    });
  },
};
