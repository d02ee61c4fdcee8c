import { randomBytes } from 'node:crypto';
import { reply, startFakeVendor, type FakeVendor, type VendorRequest } from './fake-http.ts';

/**
 * A local lemlist, as developer.lemlist.com documents it:
 * - HTTP Basic with an empty user and the key as password on every call, else 401;
 * - `GET /api/team` → the team; `GET /api/campaigns?version=v2&limit&page` → `{campaigns, pagination}`;
 * - `POST /api/campaigns/{campaignId}/leads/{email}` with the lead's fields and custom variables as a
 *   flat body of strings (400 otherwise, or for an address in `invalid`); 409 when the address is
 *   already in the campaign; the created lead (`_id`, …) otherwise.
 */
export type FakeLemlist = FakeVendor & { leads: Map<string, Record<string, unknown>[]> };

export async function startFakeLemlist(options: {
  apiKey: string;
  campaigns: { id: string; name: string }[];
  invalid?: string[];
}): Promise<FakeLemlist> {
  const leads = new Map<string, Record<string, unknown>[]>(options.campaigns.map((c) => [c.id, []]));
  const invalid = new Set(options.invalid ?? []);
  const expected = `Basic ${Buffer.from(`:${options.apiKey}`).toString('base64')}`;

  const addLead = (campaignId: string, email: string, body: unknown) => {
    const campaign = leads.get(campaignId);
    if (!campaign) return reply(404, { message: 'Campaign not found' });
    if (!body || typeof body !== 'object' || Object.values(body).some((v) => typeof v !== 'string'))
      return reply(400, { message: 'Lead variables must be strings' });
    if ('email' in body) return reply(400, { message: 'The email goes in the path' });
    if (invalid.has(email)) return reply(400, { message: 'Invalid email' });
    if (campaign.some((l) => l.email === email)) return reply(409, { message: 'Lead already in the campaign' });
    const lead = {
      _id: `lea_${randomBytes(8).toString('hex')}`,
      email,
      ...(body as Record<string, string>),
      campaignId,
    };
    campaign.push(lead);
    return reply(200, lead);
  };

  const route = (request: VendorRequest) => {
    if (request.headers.authorization !== expected) return reply(401, 'Unauthorized');
    if (request.method === 'GET' && request.path === '/api/team') return reply(200, { _id: 'tea_1', name: 'Team' });
    if (request.method === 'GET' && request.path === '/api/campaigns') {
      const items = options.campaigns.map((c) => ({ _id: c.id, name: c.name, status: 'running' }));
      return reply(200, {
        campaigns: items,
        pagination: { totalRecords: items.length, currentPage: 1, nextPage: null, totalPage: 1 },
      });
    }
    const leadPath = /^\/api\/campaigns\/([^/]+)\/leads\/([^/]+)$/.exec(request.path);
    if (request.method === 'POST' && leadPath)
      return addLead(decodeURIComponent(leadPath[1]!), decodeURIComponent(leadPath[2]!).toLowerCase(), request.body);
    return reply(404, { message: 'Not found' });
  };
  const fake = await startFakeVendor(route);
  return Object.assign(fake, { leads });
}
