import { describe, expect, it } from 'vitest';
import { companyAnswer } from './company-pages.ts';
import { companySiteProspects, companySites, isDisallowed, type CompanySite } from './company-sites.ts';

const sites = companySites();
const entryText = (site: CompanySite) => [site.name, site.description, site.location, site.teamSize].join('\n');
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
/** What a reader sees of a page's content: the text of its <main>, the markup dropped. */
const mainText = (html: string) =>
  (/<main>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name]!);
// The pages' own words around the entry's: headings ("What … does", "Open roles", "Careers at …"), "Our stack
// includes …", "We are hiring a … engineer to work with us at …", "… is a remote-first company", "Our latest
// post, …, went up on …", "Posted on … by the … team", the blog titles and the technologies' names.
const FRAMING = new Set(
  wordsOf(`what does about careers at our customers open roles where we work hire team stack includes and are
    hiring a an engineer database to with us is fully remote first friendly hybrid company office latest post went
    up on from the blog posted by do short introduction machine learning net node js react native postgresql
    january february march april may june july august september october november december`),
);

describe('companySites', () => {
  it('gives 200 real companies their own host, with the default share of each hard kind', () => {
    expect(sites).toHaveLength(200);
    expect(new Set(sites.map((s) => s.host)).size).toBe(200);
    for (const site of sites) expect(site.host).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.test$/);
    const counts = Object.fromEntries(
      Object.entries(Object.groupBy(sites, (s) => s.kind)).map(([k, v]) => [k, v!.length]),
    );
    expect(counts).toEqual({
      plain: 154,
      'js-only': 6,
      injected: 6,
      'disallow-all': 4,
      'redirect-home': 10,
      'customers-disallowed': 20,
    });
    expect(companySites()).toEqual(sites);
    const few = companySites({ count: 10, hardShares: { 'js-only': 0.5 } });
    expect(few.filter((s) => s.kind === 'js-only')).toHaveLength(5);
  });

  it('answers robots.txt, the pages and the redirect by kind, and keeps /internal from every crawler', () => {
    const of = (kind: CompanySite['kind']) => sites.find((s) => s.kind === kind)!;
    expect(companyAnswer(of('plain'), '/robots.txt')?.body).toBe('User-agent: *\nDisallow: /internal\n');
    expect(companyAnswer(of('customers-disallowed'), '/robots.txt')?.body).toContain(
      'User-agent: Coldsmith\nDisallow: /customers\nDisallow: /internal\n',
    );
    expect(companyAnswer(of('redirect-home'), '/')).toMatchObject({ status: 301, location: '/home' });
    expect(companyAnswer(of('js-only'), '/about')?.body).toContain('<div id="root"></div>');
    expect(companyAnswer(of('plain'), '/nowhere')).toBeUndefined();
    expect(isDisallowed(of('plain'), '/internal')).toBe(true);
    expect(isDisallowed(of('plain'), '/customers')).toBe(false);
    expect(isDisallowed(of('customers-disallowed'), '/customers')).toBe(true);
    expect(isDisallowed(of('disallow-all'), '/')).toBe(true);
  });

  it("restates only the company's entry: no number and no word that the entry or the framing does not have", () => {
    for (const site of sites.filter((s) => s.kind === 'plain')) {
      const allowed = new Set([...wordsOf(entryText(site)), ...site.tags, ...FRAMING]);
      const numbers = new Set([
        ...(entryText(site).match(/\d+/g) ?? []),
        ...site.post.date.split('-').map(Number).map(String),
      ]);
      for (const path of ['/', '/about', '/product', '/customers', '/careers', site.post.path]) {
        const text = mainText(companyAnswer(site, path)!.body);
        expect(text.length, `${site.host}${path}`).toBeGreaterThan(40);
        expect(
          wordsOf(text).filter((word) => !allowed.has(word)),
          `${site.host}${path}`,
        ).toEqual([]);
        expect(
          (text.match(/\d+/g) ?? []).filter((n) => !numbers.has(n)),
          `${site.host}${path}`,
        ).toEqual([]);
      }
    }
  });
});

describe('companySiteProspects', () => {
  it('gives one deterministic prospect per site: a first name, the company, an audience title and the site', () => {
    const rows = companySiteProspects(8080);
    expect(rows).toHaveLength(200);
    expect(companySiteProspects(8080)).toEqual(rows);
    expect(rows.map((r) => r.website)).toEqual(sites.map((s) => `http://${s.host}:8080/`));
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(['firstName', 'company', 'title', 'website']);
      expect(row.firstName).toMatch(/^[A-Z][a-z]+$/);
      expect(row.title).toMatch(/Founder|CEO|CTO|COO|Operations|Engineering/);
    }
    expect(new Set(rows.map((r) => r.title)).size).toBeGreaterThan(5);
  });
});
