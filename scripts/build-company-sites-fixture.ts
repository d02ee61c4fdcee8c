import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import type { Company } from '#tests/support/company-sites.ts';
import { corpusMissing, corpusPresent, corpusText, fixturePath } from '#tests/support/test-data.ts';
import { cut, plainText, REMOTEINTECH_SOURCE } from './build-prospect-fixture.ts';

/**
 * Builds tests/fixtures/company-sites/companies.json, the real companies the fixture company websites
 * (tests/support/company-sites.ts) are made from, out of the test corpus's copy of the Remote-in-Tech
 * directory (remoteintech/remote-jobs, ISC; see the fixture's PROVENANCE.md). Deterministic: the same
 * corpus gives the same bytes (scripts/build-company-sites-fixture.test.ts checks it).
 *
 * Per company: `slug` (the directory's, a valid host name label), `name`, `description` (the "Company
 * blurb" as plain text, cut at a sentence end within 900 characters), `tags` (the directory's
 * technologies), `location` (the "Region" answer as plain text, else ''), `teamSize` (the "Company
 * size" answer, else ''; both with HTML entities decoded), `remotePolicy` (fully-remote, remote-first, remote-friendly, hybrid or '').
 * Kept: companies with at least one technology and a blurb of 200 characters or more; ordered by a
 * SHA-256 of their slug (a fixed shuffle) and the first COMPANY_SITES taken.
 *
 *   npx tsx scripts/build-company-sites-fixture.ts    (exit code 2 when the corpus is absent)
 */
export const COMPANY_SITES_FIXTURE = 'company-sites/companies.json';
export const COMPANY_SITES = 200;

const digest = (text: string) => createHash('sha256').update(text).digest();
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
// The profiles' markdown has an HTML entity here and there (`&gt;30`); the sites escape text themselves.
const text = (markdown: string | undefined, max: number) =>
  cut(
    plainText(markdown ?? '').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!),
    max,
  );

/** The fixture's JSON (two-space indent, a final newline) from the directory's CSV text. */
export function buildCompanySitesFixture(source: string, count = COMPANY_SITES): string {
  const rows = Papa.parse<Record<string, string>>(source, { header: true, skipEmptyLines: true }).data;
  const companies: Company[] = rows
    .map((row) => ({
      slug: row.slug ?? '',
      name: (row.name ?? '').trim(),
      description: text(row.description, 900),
      tags: (row.technologies ?? '')
        .split(';')
        .map((tag) => tag.trim())
        .filter(Boolean),
      location: text(row.region_text, 240),
      teamSize: text(row.company_size_text, 200),
      remotePolicy: row.remote_policy ?? '',
    }))
    .filter((c) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(c.slug) && c.name && c.tags.length > 0)
    .filter((c) => c.description.length >= 200)
    .sort((a, b) => Buffer.compare(digest(`site:${a.slug}`), digest(`site:${b.slug}`)))
    .slice(0, count);
  return `${JSON.stringify(companies, null, 2)}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!corpusPresent) {
    console.error(`scripts/build-company-sites-fixture.ts: ${corpusMissing(REMOTEINTECH_SOURCE)}`);
    process.exit(2);
  }
  const json = buildCompanySitesFixture(corpusText(REMOTEINTECH_SOURCE));
  writeFileSync(fixturePath(COMPANY_SITES_FIXTURE), json);
  console.log(`${COMPANY_SITES_FIXTURE}: ${COMPANY_SITES} companies, ${Buffer.byteLength(json)} bytes`);
}
