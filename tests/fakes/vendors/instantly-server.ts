import { randomUUID } from 'node:crypto';
import { reply, startFakeVendor, unknownKeys, type FakeVendor, type VendorRequest } from './fake-http.ts';

/**
 * A local Instantly, API v2, as developer.instantly.ai documents it:
 * - `Authorization: Bearer <key>` on every call, else 401;
 * - `GET /api/v2/campaigns?limit&starting_after` → `{items, next_starting_after}`;
 * - `POST /api/v2/leads/add` `{campaign_id, leads: [1..1000], skip_if_in_campaign?, …}`: refuses
 *   (400) a body with fields the reference does not name, a lead without `email`, a custom variable
 *   that is not a string, number, boolean or null; answers `created_leads: [{id, email, index}]` and the
 *   counts of what it skipped (`in_blocklist` for `blocklist` addresses, `duplicated_leads` for
 *   addresses already in the campaign when `skip_if_in_campaign`, `invalid_email_count`).
 * `leads` holds what each campaign received; `revokeKey()` makes the key refused from then on.
 */
export const INSTANTLY_LEAD_FIELDS = [
  'email',
  'personalization',
  'website',
  'last_name',
  'first_name',
  'company_name',
  'job_title',
  'phone',
  'lt_interest_status',
  'pl_value_lead',
  'assigned_to',
  'custom_variables',
] as const;
const BODY_FIELDS = [
  'leads',
  'campaign_id',
  'list_id',
  'blocklist_id',
  'assigned_to',
  'verify_leads_on_import',
  'skip_if_in_workspace',
  'skip_if_in_campaign',
  'skip_if_in_list',
];
const SCALAR = new Set(['string', 'number', 'boolean']);

export type FakeInstantly = FakeVendor & { leads: Map<string, Record<string, unknown>[]>; revokeKey(): void };

export async function startFakeInstantly(options: {
  apiKey: string;
  campaigns: { id: string; name: string; status?: number }[];
  blocklist?: string[];
  port?: number;
}): Promise<FakeInstantly> {
  const leads = new Map<string, Record<string, unknown>[]>(options.campaigns.map((c) => [c.id, []]));
  const blocklist = new Set(options.blocklist ?? []);
  let apiKey = options.apiKey;

  const addLeads = (body: Record<string, unknown>) => {
    const extra = unknownKeys(body, BODY_FIELDS);
    const list = body.leads;
    if (extra.length) return reply(400, { message: `body/${extra[0]} is not allowed` });
    if (!Array.isArray(list) || list.length < 1 || list.length > 1000)
      return reply(400, { message: 'body/leads must have 1 to 1000 items' });
    const campaign = leads.get(String(body.campaign_id));
    if (!campaign) return reply(404, { message: 'Campaign not found' });
    for (const lead of list as Record<string, unknown>[]) {
      const bad = unknownKeys(lead, INSTANTLY_LEAD_FIELDS);
      if (bad.length) return reply(400, { message: `body/leads/${bad[0]} is not allowed` });
      if (typeof lead.email !== 'string')
        return reply(400, { message: 'body/leads/email is required with campaign_id' });
      const vars = Object.values((lead.custom_variables ?? {}) as object);
      if (vars.some((v) => v !== null && !SCALAR.has(typeof v)))
        return reply(400, { message: 'custom_variables values must be scalars' });
    }
    const created: { id: string; email: string; index: number }[] = [];
    let inBlocklist = 0;
    let duplicated = 0;
    let invalid = 0;
    (list as Record<string, unknown>[]).forEach((lead, index) => {
      const email = String(lead.email).toLowerCase();
      if (!email.includes('@')) invalid++;
      else if (blocklist.has(email)) inBlocklist++;
      else if (body.skip_if_in_campaign && campaign.some((l) => String(l.email).toLowerCase() === email)) duplicated++;
      else {
        const id = randomUUID();
        campaign.push({ ...lead, id });
        created.push({ id, email, index });
      }
    });
    const skipped = list.length - created.length;
    return reply(200, {
      status: 'success',
      total_sent: list.length,
      leads_uploaded: created.length,
      in_blocklist: inBlocklist,
      duplicated_leads: duplicated,
      skipped_count: skipped,
      invalid_email_count: invalid,
      incomplete_count: 0,
      duplicate_email_count: 0,
      remaining_in_plan: 10_000,
      created_leads: created,
    });
  };

  const route = (request: VendorRequest) => {
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      return reply(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid API key' });
    if (request.method === 'GET' && request.path === '/api/v2/campaigns') {
      const limit = Number(request.query.get('limit') ?? 10);
      const after = request.query.get('starting_after');
      const start = after ? options.campaigns.findIndex((c) => c.id === after) + 1 : 0;
      const page = options.campaigns.slice(start, start + limit);
      const more = start + page.length < options.campaigns.length;
      return reply(200, {
        items: page.map((c) => ({ id: c.id, name: c.name, status: c.status ?? 1 })),
        next_starting_after: more ? page.at(-1)!.id : null,
      });
    }
    if (request.method === 'POST' && request.path === '/api/v2/leads/add')
      return addLeads(request.body as Record<string, unknown>);
    return reply(404, { message: `Route ${request.method}:${request.path} not found` });
  };
  const fake = await startFakeVendor(route, { port: options.port });
  return Object.assign(fake, { leads, revokeKey: () => (apiKey = `revoked-${apiKey}`) });
}
