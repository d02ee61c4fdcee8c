import type { Resolver } from '#server/lib/ssrf.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp, type TestClient } from '#tests/setup/test-app.ts';

/**
 * The app as research tests need it (issue 15): its workers running, research allowed to reach the
 * fixture sites on loopback (RESEARCH_ALLOW_PRIVATE) and their names resolved by `resolver`, never
 * by real DNS; with one active user's client.
 */
export async function startResearchApp(resolver: Resolver): Promise<{ t: TestApp; owner: TestClient }> {
  const t = await createTestApp({ workers: true, resolver, env: { RESEARCH_ALLOW_PRIVATE: 'true' } });
  return { t, owner: (await createActiveUser(t)).client };
}
