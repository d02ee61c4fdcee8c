import { reply, startFakeVendor, type FakeVendor, type VendorRequest } from './fake-http.ts';

/**
 * A local Slack incoming-webhook endpoint, as api.slack.com/messaging/webhooks documents it: `POST
 * /services/<T>/<B>/<secret>` with a JSON message answers 200 `ok` as text; a body without `text` (nor
 * `blocks`) is 400 `invalid_payload`; a webhook that was removed (`removed`) is 404 `no_service`; an
 * unknown path 404 `no_service` too. `messages` holds what each webhook received.
 */
export type FakeSlack = FakeVendor & {
  messages: Map<string, Record<string, unknown>[]>;
  webhook(name: string): string;
  remove(name: string): void;
};

export async function startFakeSlack(): Promise<FakeSlack> {
  const messages = new Map<string, Record<string, unknown>[]>();
  const removed = new Set<string>();
  const route = (request: VendorRequest) => {
    if (request.method !== 'POST' || !messages.has(request.path) || removed.has(request.path))
      return reply(404, 'no_service');
    const body = request.body as Record<string, unknown> | null;
    if (!body || (typeof body.text !== 'string' && !Array.isArray(body.blocks))) return reply(400, 'invalid_payload');
    messages.get(request.path)!.push(body);
    return reply(200, 'ok');
  };
  const fake = await startFakeVendor(route);
  const pathOf = (name: string) => `/services/T0001/B${name}/${Buffer.from(name).toString('hex')}`;
  return Object.assign(fake, {
    messages,
    webhook: (name: string) => {
      messages.set(pathOf(name), []);
      return `${fake.url}${pathOf(name)}`;
    },
    remove: (name: string) => removed.add(pathOf(name)),
  });
}
