import { stepColumns } from '#server/features/export/index.ts';
import { presets } from '#server/features/export/index.ts';
import type { Connector, Lead, LeadResult, VendorContext } from './types.ts';
import { failAll, okData, vendorFetch, vendorMessage, withoutEmpty } from './vendor-http.ts';

/**
 * HubSpot CRM, API v3 (developers.hubspot.com). Auth: a private app's access token as
 * `Authorization: Bearer` (developers.hubspot.com/docs/apps/legacy-apps/private-apps/overview; the
 * app needs the `crm.objects.contacts.write` and `crm.schemas.contacts.write` scopes).
 * - verify: `GET /crm/v3/objects/contacts?limit=1`.
 * - prepare: the e-mail text goes in custom contact properties `coldsmith_subject_N`,
 *   `coldsmith_opener_N`, `coldsmith_body_N` (the columns of our HubSpot CSV preset), which must exist:
 *   `GET /crm/v3/properties/contacts` lists them and `POST /crm/v3/properties/contacts/batch/create`
 *   creates the missing ones (developers.hubspot.com/docs/api-reference/crm-properties-v3/batch/post-crm-v3-properties-objectType-batch-create).
 * - push: `POST /crm/v3/objects/contacts/batch/upsert` with `{idProperty: 'email', id, properties}`
 *   per contact, at most 100 per call (developers.hubspot.com/docs/api-reference/legacy/crm/objects/contacts/batch/upsert-contacts;
 *   batch limit: developers.hubspot.com/docs/guides/api/crm/objects/contacts). Each result says `new`
 *   (created) or not (updated); an upsert by e-mail is idempotent, so a re-sent contact changes nothing.
 *   HubSpot refuses a whole batch for one bad value (400): the batch is then sent one contact at a time,
 *   so only that contact fails, with HubSpot's message.
 * - rate limit: private apps may send 100 requests per 10 s on Free and Starter accounts (190 on
 *   Professional and Enterprise) (developers.hubspot.com/docs/guides/apps/api-usage/usage-details).
 * Only the preset's standard columns with a HubSpot property and the e-mail text are sent: a prospect's
 * own custom columns have no property to go to (the CSV preset keeps them, for the import to map).
 */
const VENDOR = 'HubSpot';
/** Our HubSpot CSV preset's column labels → HubSpot's internal property names. */
const PROPERTY_BY_COLUMN: Record<string, string> = {
  Email: 'email',
  'First Name': 'firstname',
  'Last Name': 'lastname',
  'Company Name': 'company',
  'Job Title': 'jobtitle',
  'Website URL': 'website',
  'Phone Number': 'phone',
  'LinkedIn URL': 'hs_linkedin_url',
  Industry: 'industry',
};
const PREFIX = presets.hubspot.stepPrefix ?? '';

const auth = (ctx: VendorContext) => ({ authorization: `Bearer ${ctx.apiKey}` });

function contactProperties(record: Record<string, string>): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [column, value] of Object.entries(record)) {
    const name = PROPERTY_BY_COLUMN[column] ?? (column.startsWith(PREFIX) && PREFIX ? column : undefined);
    if (name) properties[name] = value;
  }
  return withoutEmpty(properties);
}

type UpsertAnswer = {
  results?: { id?: string; new?: boolean; properties?: { email?: string } }[];
  errors?: { message?: string }[];
};

async function upsert(ctx: VendorContext, leads: Lead[]): Promise<LeadResult[]> {
  const inputs = leads.map((lead) => ({
    idProperty: 'email',
    id: lead.email,
    properties: contactProperties(lead.record),
  }));
  const response = await vendorFetch(VENDOR, ctx, {
    method: 'POST',
    path: '/crm/v3/objects/contacts/batch/upsert',
    body: { inputs },
    headers: auth(ctx),
  });
  if (!response.ok) {
    // One bad contact fails the batch: find it by sending each alone.
    if (response.status === 400 && leads.length > 1)
      return (await Promise.all(leads.map((lead) => upsert(ctx, [lead])))).flat();
    return leads.map((lead) => ({
      prospectId: lead.prospectId,
      status: 'failed',
      detail: `HubSpot: ${vendorMessage(response.data, response.status)}`,
      vendorId: null,
    }));
  }
  const answer = (response.data ?? {}) as UpsertAnswer;
  const byEmail = new Map((answer.results ?? []).map((r) => [String(r.properties?.email ?? '').toLowerCase(), r]));
  return leads.map((lead, i): LeadResult => {
    const result =
      byEmail.get(lead.email.toLowerCase()) ??
      (answer.results?.length === leads.length && !answer.errors?.length ? answer.results[i] : undefined);
    if (result)
      return {
        prospectId: lead.prospectId,
        status: result.new ? 'created' : 'updated',
        detail: null,
        vendorId: result.id ?? null,
      };
    const error =
      answer.errors?.find((e) => JSON.stringify(e).toLowerCase().includes(lead.email.toLowerCase())) ??
      answer.errors?.[0];
    return {
      prospectId: lead.prospectId,
      status: 'failed',
      detail: `HubSpot: ${error?.message ?? 'the contact is missing from its answer'}`,
      vendorId: null,
    };
  });
}

export const hubspot: Connector = {
  provider: 'hubspot',
  preset: 'hubspot',
  rateLimit: { limit: 100, intervalMs: 10_000 },
  batchSize: 100,

  async verify(ctx) {
    okData(
      VENDOR,
      await vendorFetch(VENDOR, ctx, { path: '/crm/v3/objects/contacts', query: { limit: '1' }, headers: auth(ctx) }),
    );
  },

  async prepare(ctx, { steps }) {
    const existing = okData(
      VENDOR,
      await vendorFetch(VENDOR, ctx, { path: '/crm/v3/properties/contacts', headers: auth(ctx) }),
    ) as { results?: { name?: string }[] };
    const have = new Set((existing.results ?? []).map((p) => p.name));
    const inputs = stepColumns(steps, presets.hubspot.stepParts, PREFIX)
      .filter((name) => !have.has(name))
      .map((name) => {
        const [, part, step] = /^.*?(subject|opener|body)_(\d+)$/.exec(name) ?? [];
        return {
          name,
          label: `Coldsmith ${part} ${step}`,
          description: `Sequence step ${step}'s ${part}, written by Coldsmith.`,
          groupName: 'contactinformation',
          type: 'string',
          fieldType: part === 'subject' ? 'text' : 'textarea',
        };
      });
    if (inputs.length > 0) {
      okData(
        VENDOR,
        await vendorFetch(VENDOR, ctx, {
          method: 'POST',
          path: '/crm/v3/properties/contacts/batch/create',
          body: { inputs },
          headers: auth(ctx),
        }),
      );
    }
  },

  async pushBatch(ctx, { leads }) {
    try {
      return await upsert(ctx, leads);
    } catch (error) {
      return failAll(leads, error);
    }
  },
};
