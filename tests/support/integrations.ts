import type { PushDetail, PushLeadResult } from '#shared/integrations.ts';
import type { TestClient } from '#tests/setup/test-app.ts';

/** Integration tests' steps through the API: connect a tool, push, poll the push until it settles. */
export async function connect(client: TestClient, provider: string, body: Record<string, string>): Promise<Response> {
  return client.request(`/api/v1/integrations/${provider}`, { method: 'PUT', json: body });
}

/** Polls `GET /api/v1/integrations/pushes/:id` every 50 ms until it is `completed` or `failed`. */
export async function waitForPush(client: TestClient, pushId: string, timeoutMs = 30_000): Promise<PushDetail> {
  const deadline = Date.now() + timeoutMs;
  let last: PushDetail | undefined;
  while (Date.now() < deadline) {
    last = (await (await client.get(`/api/v1/integrations/pushes/${pushId}?limit=500`)).json()) as PushDetail;
    if (last.state === 'completed' || last.state === 'failed') return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`push did not settle: ${JSON.stringify(last)?.slice(0, 500)}`);
}

/** Starts a push and waits for it; fails the test on anything but 202. */
export async function pushAndWait(
  client: TestClient,
  provider: string,
  body: Record<string, unknown>,
  timeoutMs?: number,
): Promise<PushDetail> {
  const res = await client.post(`/api/v1/integrations/${provider}/push`, body);
  if (res.status !== 202) throw new Error(`push: ${res.status} ${await res.text()}`);
  return waitForPush(client, ((await res.json()) as { id: string }).id, timeoutMs);
}

/** Every result of a push (all pages). */
export async function allResults(client: TestClient, pushId: string): Promise<PushLeadResult[]> {
  const items: PushLeadResult[] = [];
  let cursor: string | null = null;
  do {
    const page = (await (
      await client.get(`/api/v1/integrations/pushes/${pushId}?limit=500${cursor ? `&cursor=${cursor}` : ''}`)
    ).json()) as PushDetail;
    items.push(...page.results.items);
    cursor = page.results.nextCursor;
  } while (cursor);
  return items;
}
