import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { researchPages, type ResearchPageRow } from '#server/db/schema/index.ts';
import { detectInjection } from '#server/engine/rows/injection.ts';
import type { ProspectListPage } from '#shared/prospects.ts';
import type { ProspectResearch } from '#shared/research.ts';
import { createActiveUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { testBrief } from '#tests/support/campaigns.ts';
import {
  isDisallowed,
  startCompanySites,
  type CompanySite,
  type CompanySites,
  type SiteKind,
} from '#tests/support/company-sites.ts';
import type { LoggedRequest } from '#tests/support/site-server.ts';
import { researchUserAgent } from './research-deps.ts';
import { researchProspects } from './research-run.ts';
import { loadResearch, queueResearch } from './research-store.ts';
import { createSiteFetcher } from './site-fetcher.ts';

/**
 * Research of 20 realistic company sites at once through researchProspect (issue 15): the fixture
 * company sites (tests/support/company-sites.ts, real companies' directory text) on 127.0.0.1, two of
 * each hard kind and ten plain ones, the real fetcher with its one-second pacing. What the sites'
 * server saw (its log, timed on its own thread) and what was stored are checked.
 */
const HARD: SiteKind[] = ['js-only', 'injected', 'disallow-all', 'redirect-home', 'customers-disallowed'];

let sites: CompanySites;
let t: TestApp;
let chosen: CompanySite[];
let log: LoggedRequest[];
const research = new Map<string, ProspectResearch>();
const stored = new Map<string, ResearchPageRow>();

beforeAll(async () => {
  sites = await startCompanySites();
  t = await createTestApp({ env: { RESEARCH_ALLOW_PRIVATE: 'true' } });
  chosen = [
    ...HARD.flatMap((kind) => sites.sites.filter((site) => site.kind === kind).slice(0, 2)),
    ...sites.sites.filter((site) => site.kind === 'plain').slice(0, 10),
  ];
  const { client } = await createActiveUser(t);
  const campaign = (await (
    await client.post('/api/v1/campaigns', {
      name: 'Company sites',
      brief: { ...testBrief, research: 'website', researchPages: 3 },
    })
  ).json()) as { id: string };
  const hosts = new Set(chosen.map((site) => site.host));
  const rows = sites.prospects().filter((row) => hosts.has(new URL(row.website).hostname));
  expect(
    (await client.request(`/api/v1/campaigns/${campaign.id}/prospects`, { method: 'POST', json: rows })).status,
  ).toBe(200);
  const list = (await (await client.get(`/api/v1/campaigns/${campaign.id}/prospects`)).json()) as ProspectListPage;
  expect(await queueResearch(t.db, undefined, campaign.id, { refresh: false })).toBe(chosen.length);

  const { env, logger } = t.deps;
  const fetcher = createSiteFetcher({
    userAgent: researchUserAgent(env),
    allowPrivate: env.RESEARCH_ALLOW_PRIVATE,
    lookup: sites.resolver,
  });
  // All at once, as the worker runs them: different hosts in parallel, each paced.
  await researchProspects(
    { db: t.db, env, logger, fetcher },
    list.items.map((p) => p.id),
  );

  for (const prospect of list.items) research.set(prospect.company!, (await loadResearch(t.db, prospect.id))!);
  const urls = [...research.values()].flatMap((r) => r.sources.map((s) => s.url));
  for (const row of await t.db.select().from(researchPages).where(inArray(researchPages.url, urls)))
    stored.set(row.url, row);
  log = await sites.log();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sites?.close();
});

const of = (kind: SiteKind) => chosen.filter((site) => site.kind === kind);
const resultOf = (site: CompanySite) => research.get(site.name)!;
const requestsTo = (site: CompanySite) => log.filter((r) => r.host === site.host);
const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{5,}/gu) ?? []);

describe('research of 20 company sites at once', () => {
  it('finishes every prospect, asking robots.txt first and never for a disallowed path', () => {
    expect([...research.values()].map((r) => r.state)).toEqual(chosen.map(() => 'done'));
    for (const site of chosen) {
      const paths = requestsTo(site).map((r) => r.path);
      expect(paths[0]).toBe('/robots.txt');
      expect(paths.filter((path) => isDisallowed(site, path))).toEqual([]);
    }
    for (const site of of('disallow-all')) {
      expect(requestsTo(site).map((r) => r.path)).toEqual(['/robots.txt']);
      expect(resultOf(site).sources.map((s) => s.skipped?.reason)).toEqual(['robots_disallowed']);
    }
    for (const site of of('customers-disallowed'))
      expect(resultOf(site).sources.find((s) => s.url.endsWith('/customers'))?.skipped?.reason).toBe(
        'robots_disallowed',
      );
  });

  it("leaves at least a second between two requests to one host, as the host's server saw them arrive", () => {
    for (const site of chosen) {
      const times = requestsTo(site).map((r) => r.at);
      const gaps = times.slice(1).map((time, i) => time - times[i]!);
      console.warn(
        site.host,
        requestsTo(site)
          .map((r, i) => `${r.path} +${i ? (r.at - times[i - 1]!).toFixed(1) : 0}`)
          .join('  '),
      );
      expect(Math.min(...gaps), site.host).toBeGreaterThanOrEqual(1_000);
    }
    // The hosts went in parallel: 20 sites of up to 6 requests took far less than 20 × 5 s.
    const all = log.map((r) => r.at);
    expect(Math.max(...all) - Math.min(...all)).toBeLessThan(20_000);
  });

  it('stores the hidden instructions of an injected site as suspicious, never in its passages', () => {
    for (const site of of('injected')) {
      const pages = resultOf(site).sources.filter((s) => !s.skipped);
      expect(pages.length).toBeGreaterThan(1);
      for (const page of pages) {
        expect(detectInjection(stored.get(page.url)!.suspicious.join('\n')).detected, page.url).toBe(true);
        expect(detectInjection(page.passages.map((p) => p.text).join('\n')).detected, page.url).toBe(false);
      }
    }
  });

  it('records a JavaScript-only site as no_text, and follows a redirect from / to /home', () => {
    for (const site of of('js-only')) {
      expect(resultOf(site).sources.map((s) => [s.status, s.skipped?.reason])).toEqual([[200, 'no_text']]);
      expect(requestsTo(site).map((r) => r.path)).toEqual(['/robots.txt', '/']);
    }
    for (const site of of('redirect-home')) {
      const [home] = resultOf(site).sources;
      expect(home).toMatchObject({ url: sites.url(site.host), finalUrl: sites.url(site.host, '/home'), skipped: null });
    }
  });

  it("gives every readable site passages in its company's own words", () => {
    const readable = chosen.filter((site) => site.kind !== 'js-only' && site.kind !== 'disallow-all');
    expect(readable).toHaveLength(16);
    for (const site of readable) {
      const sources = resultOf(site).sources;
      expect(sources.map((s) => new URL(s.url).pathname)).toEqual(['/', '/about', '/product', '/customers']);
      const passages = words(sources.flatMap((s) => s.passages.map((p) => p.text)).join(' '));
      const missing = [...words(site.description)].filter((word) => !passages.has(word));
      expect(missing, site.host).toEqual([]);
    }
  });
});
