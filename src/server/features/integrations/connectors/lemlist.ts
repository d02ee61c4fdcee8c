import type { TargetCampaign } from '#shared/integrations.ts';
import type { Connector, LeadResult, VendorContext } from './types.ts';
import { failAll, okData, vendorFetch, vendorMessage, withoutEmpty } from './vendor-http.ts';

/**
 * lemlist (developer.lemlist.com). Auth: HTTP Basic with an empty user name and the API key as the
 * password (developer.lemlist.com/api-reference/getting-started/authentication).
 * - verify: `GET /api/team`, the cheapest authenticated call.
 * - campaigns: `GET /api/campaigns?version=v2&limit&page` → `{campaigns: [{_id, name, status}],
 *   pagination}` (the unversioned answer, a bare array, is read too).
 * - push: one request per lead, `POST /api/campaigns/{campaignId}/leads/{email}` with the lead's
 *   fields (`firstName`, `lastName`, `companyName`, `companyDomain`, `jobTitle`, `phone`,
 *   `linkedinUrl`, `icebreaker`) and every other column of our preset as a custom variable in the
 *   same body (developer.lemlist.com/api-reference/endpoints/leads/create-lead-in-campaign;
 *   objects-definitions/lead). A lead already in the campaign is refused (409, or a 400 saying so):
 *   recorded `skipped`, which also makes a re-sent lead harmless.
 * - rate limit: 20 requests per 2 s per key, with `Retry-After` on a 429 (the same reference's
 *   "Rate Limit" section).
 */
const VENDOR = 'lemlist';
const MAX_CAMPAIGN_PAGES = 20;
const PAGE = 100;

const auth = (ctx: VendorContext) => ({ authorization: `Basic ${Buffer.from(`:${ctx.apiKey}`).toString('base64')}` });

type CampaignItem = { _id?: unknown; name?: unknown; status?: unknown };

export const lemlist: Connector = {
  provider: 'lemlist',
  preset: 'lemlist',
  rateLimit: { limit: 20, intervalMs: 2_000 },
  batchSize: 1,

  async verify(ctx) {
    okData(VENDOR, await vendorFetch(VENDOR, ctx, { path: '/api/team', headers: auth(ctx) }));
  },

  async listCampaigns(ctx) {
    const campaigns: TargetCampaign[] = [];
    for (let page = 1; page <= MAX_CAMPAIGN_PAGES; page++) {
      const query = { version: 'v2', limit: String(PAGE), page: String(page) };
      const data = okData(
        VENDOR,
        await vendorFetch(VENDOR, ctx, { path: '/api/campaigns', query, headers: auth(ctx) }),
      );
      const items: CampaignItem[] = Array.isArray(data)
        ? data
        : ((data as { campaigns?: CampaignItem[] } | null)?.campaigns ?? []);
      for (const c of items) {
        if (typeof c._id === 'string')
          campaigns.push({
            id: c._id,
            name: String(c.name ?? c._id),
            status: typeof c.status === 'string' ? c.status : null,
          });
      }
      if (Array.isArray(data) || items.length < PAGE) break;
    }
    return campaigns;
  },

  async pushBatch(ctx, { targetCampaignId, leads }) {
    const results: LeadResult[] = [];
    for (const { prospectId, email, record } of leads) {
      const { email: _email, ...fields } = record;
      const path = `/api/campaigns/${encodeURIComponent(targetCampaignId ?? '')}/leads/${encodeURIComponent(email)}`;
      try {
        const response = await vendorFetch(VENDOR, ctx, {
          method: 'POST',
          path,
          body: withoutEmpty(fields),
          headers: auth(ctx),
        });
        const message = vendorMessage(response.data, response.status);
        if (response.ok) {
          const id = (response.data as { _id?: unknown } | null)?._id;
          results.push({ prospectId, status: 'created', detail: null, vendorId: typeof id === 'string' ? id : null });
        } else if (response.status === 409 || (response.status === 400 && /already/i.test(message))) {
          results.push({
            prospectId,
            status: 'skipped',
            detail: `Already in this lemlist campaign: ${message}`,
            vendorId: null,
          });
        } else {
          results.push({ prospectId, status: 'failed', detail: `lemlist: ${message}`, vendorId: null });
        }
      } catch (error) {
        results.push(...failAll([{ prospectId }], error));
      }
    }
    return results;
  },
};
