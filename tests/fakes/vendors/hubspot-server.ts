import { reply, startFakeVendor, unknownKeys, type FakeVendor, type VendorRequest } from './fake-http.ts';

/**
 * A local HubSpot CRM, API v3, as developers.hubspot.com documents it:
 * - `Authorization: Bearer <private-app token>` on every call, else 401;
 * - `GET /crm/v3/objects/contacts?limit` → `{results}`;
 * - `GET /crm/v3/properties/contacts` → `{results: [{name, label, type, fieldType, groupName}]}` (the
 *   default properties, then those created); `POST /crm/v3/properties/contacts/batch/create`
 *   `{inputs: [{name, label, type, fieldType, groupName, …}]}` creates them (400 on a missing field or
 *   an existing name);
 * - `POST /crm/v3/objects/contacts/batch/upsert` `{inputs: [{idProperty, id, properties}]}`: at most 100
 *   inputs; any property that does not exist, or an address in `invalid`, fails the whole batch (400
 *   VALIDATION_ERROR), as HubSpot does; else each contact is created or updated by e-mail and returned
 *   with `new`.
 */
const DEFAULT_PROPERTIES = [
  'email',
  'firstname',
  'lastname',
  'company',
  'jobtitle',
  'website',
  'phone',
  'hs_linkedin_url',
  'industry',
  'city',
];
export const HUBSPOT_MAX_INPUTS = 100;

export type FakeHubSpot = FakeVendor & {
  contacts: Map<string, { id: string; properties: Record<string, string> }>;
  properties: Map<string, Record<string, unknown>>;
};

export async function startFakeHubSpot(options: { token: string; invalid?: string[] }): Promise<FakeHubSpot> {
  const contacts = new Map<string, { id: string; properties: Record<string, string> }>();
  const properties = new Map<string, Record<string, unknown>>(
    DEFAULT_PROPERTIES.map((name) => [
      name,
      { name, label: name, type: 'string', fieldType: 'text', groupName: 'contactinformation' },
    ]),
  );
  const invalid = new Set(options.invalid ?? []);
  let nextId = 1000;

  const createProperties = (body: { inputs?: Record<string, unknown>[] }) => {
    for (const input of body.inputs ?? []) {
      if (['name', 'label', 'type', 'fieldType', 'groupName'].some((k) => typeof input[k] !== 'string'))
        return reply(400, {
          status: 'error',
          message: 'name, label, type, fieldType and groupName are required',
          category: 'VALIDATION_ERROR',
        });
      if (properties.has(String(input.name)))
        return reply(409, {
          status: 'error',
          message: `Property ${String(input.name)} already exists`,
          category: 'OBJECT_ALREADY_EXISTS',
        });
    }
    for (const input of body.inputs ?? []) properties.set(String(input.name), input);
    return reply(201, { status: 'COMPLETE', results: body.inputs ?? [] });
  };

  const upsert = (body: { inputs?: { idProperty?: string; id?: string; properties?: Record<string, unknown> }[] }) => {
    const inputs = body.inputs ?? [];
    if (inputs.length > HUBSPOT_MAX_INPUTS)
      return reply(400, {
        status: 'error',
        message: `Batch input must have at most ${HUBSPOT_MAX_INPUTS} inputs`,
        category: 'VALIDATION_ERROR',
      });
    for (const input of inputs) {
      if (
        unknownKeys(input, ['idProperty', 'id', 'properties', 'objectWriteTraceId']).length ||
        input.idProperty !== 'email'
      )
        return reply(400, { status: 'error', message: 'idProperty must be email', category: 'VALIDATION_ERROR' });
      const missing = Object.keys(input.properties ?? {}).find((name) => !properties.has(name));
      if (missing)
        return reply(400, {
          status: 'error',
          message: `Property "${missing}" does not exist`,
          category: 'VALIDATION_ERROR',
        });
      if (invalid.has(String(input.id)))
        return reply(400, {
          status: 'error',
          message: `Property values were not valid: email "${String(input.id)}" is invalid`,
          category: 'VALIDATION_ERROR',
        });
    }
    const results = inputs.map((input) => {
      const email = String(input.id).toLowerCase();
      const existing = contacts.get(email);
      const contact = existing ?? { id: String(nextId++), properties: {} };
      Object.assign(contact.properties, input.properties, { email });
      contacts.set(email, contact);
      return {
        id: contact.id,
        new: !existing,
        properties: { ...contact.properties },
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
        archived: false,
      };
    });
    return reply(200, {
      status: 'COMPLETE',
      results,
      startedAt: new Date().toISOString(),
      completedAt: new Date().toISOString(),
    });
  };

  const route = (request: VendorRequest) => {
    if (request.headers.authorization !== `Bearer ${options.token}`)
      return reply(401, {
        status: 'error',
        message: 'Authentication credentials not found.',
        category: 'INVALID_AUTHENTICATION',
      });
    if (request.method === 'GET' && request.path === '/crm/v3/objects/contacts')
      return reply(200, { results: [...contacts.values()].slice(0, Number(request.query.get('limit') ?? 10)) });
    if (request.method === 'GET' && request.path === '/crm/v3/properties/contacts')
      return reply(200, { results: [...properties.values()] });
    if (request.method === 'POST' && request.path === '/crm/v3/properties/contacts/batch/create')
      return createProperties(request.body as never);
    if (request.method === 'POST' && request.path === '/crm/v3/objects/contacts/batch/upsert')
      return upsert(request.body as never);
    return reply(404, { status: 'error', message: 'Not found', category: 'OBJECT_NOT_FOUND' });
  };
  const fake = await startFakeVendor(route);
  return Object.assign(fake, { contacts, properties });
}
