import { reply, startFakeVendor, unknownKeys, type FakeVendor, type VendorRequest } from './fake-http.ts';

/**
 * A local Smartlead, API v1, as api.smartlead.ai documents it:
 * - `?api_key=<key>` on every call, else 401;
 * - `GET /api/v1/campaigns` → `[{id, name, status}]`;
 * - `POST /api/v1/campaigns/{id}/leads` `{lead_list, settings}`: refuses (400) more than 400 leads, a lead
 *   field or setting the reference does not name, a custom field that is not a string; answers
 *   `{ok, upload_count, total_leads, already_added_to_campaign, invalid_emails, unsubscribed_leads, …}`,
 *   never adding an address twice to a campaign (`invalid` addresses are refused, `unsubscribed` ones
 *   skipped).
 */
const LEAD_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'phone_number',
  'company_name',
  'website',
  'location',
  'custom_fields',
  'linkedin_profile',
  'company_url',
];
const SETTINGS = [
  'ignore_global_block_list',
  'ignore_unsubscribe_list',
  'ignore_community_bounce_list',
  'ignore_duplicate_leads_in_other_campaign',
];
export const SMARTLEAD_MAX_LEADS = 400;

export type FakeSmartlead = FakeVendor & { leads: Map<string, Record<string, unknown>[]> };

export async function startFakeSmartlead(options: {
  apiKey: string;
  campaigns: { id: number; name: string; status?: string }[];
  invalid?: string[];
  unsubscribed?: string[];
}): Promise<FakeSmartlead> {
  const leads = new Map<string, Record<string, unknown>[]>(options.campaigns.map((c) => [String(c.id), []]));
  const invalid = new Set(options.invalid ?? []);
  const unsubscribed = new Set(options.unsubscribed ?? []);

  const addLeads = (campaignId: string, body: Record<string, unknown>) => {
    const campaign = leads.get(campaignId);
    if (!campaign) return reply(404, { error: 'Campaign not found' });
    const list = body.lead_list;
    if (unknownKeys(body, ['lead_list', 'settings']).length || unknownKeys(body.settings ?? {}, SETTINGS).length)
      return reply(400, { error: '"settings.update" is not allowed' });
    if (!Array.isArray(list) || list.length === 0) return reply(400, { error: '"lead_list" is required' });
    if (list.length > SMARTLEAD_MAX_LEADS)
      return reply(400, { error: `"lead_list" must contain less than or equal to ${SMARTLEAD_MAX_LEADS} items` });
    for (const lead of list as Record<string, unknown>[]) {
      const bad = unknownKeys(lead, LEAD_FIELDS);
      if (bad.length) return reply(400, { error: `"lead_list[0].${bad[0]}" is not allowed` });
      if (Object.values((lead.custom_fields ?? {}) as object).some((v) => typeof v !== 'string'))
        return reply(400, { error: 'custom_fields values must be strings' });
    }
    let added = 0;
    let already = 0;
    const invalidEmails: string[] = [];
    const unsubscribedLeads: string[] = [];
    for (const lead of list as Record<string, unknown>[]) {
      const email = String(lead.email ?? '').toLowerCase();
      if (invalid.has(email)) invalidEmails.push(email);
      else if (unsubscribed.has(email)) unsubscribedLeads.push(email);
      else if (campaign.some((l) => l.email === email)) already++;
      else {
        campaign.push({ ...lead, email });
        added++;
      }
    }
    return reply(200, {
      ok: true,
      upload_count: list.length,
      total_leads: added,
      block_count: 0,
      duplicate_count: 0,
      invalid_email_count: invalidEmails.length,
      invalid_emails: invalidEmails,
      already_added_to_campaign: already,
      unsubscribed_leads: unsubscribedLeads,
      is_lead_limit_exhausted: false,
      lead_import_stopped_count: 0,
      bounce_count: 0,
    });
  };

  const route = (request: VendorRequest) => {
    if (request.query.get('api_key') !== options.apiKey) return reply(401, { error: 'Invalid API key' });
    if (request.method === 'GET' && request.path === '/api/v1/campaigns') {
      return reply(
        200,
        options.campaigns.map((c) => ({ id: c.id, user_id: 1, name: c.name, status: c.status ?? 'ACTIVE' })),
      );
    }
    const leadsPath = /^\/api\/v1\/campaigns\/([^/]+)\/leads$/.exec(request.path);
    if (request.method === 'POST' && leadsPath)
      return addLeads(decodeURIComponent(leadsPath[1]!), request.body as Record<string, unknown>);
    return reply(404, { error: 'Not found' });
  };
  const fake = await startFakeVendor(route);
  return Object.assign(fake, { leads });
}
