import { describe, expect, it } from 'vitest';
import { REMOTEINTECH_SOURCE } from './build-prospect-fixture.ts';
import { corpusPresent, corpusText, fixtureText, needsCorpus } from '#tests/support/test-data.ts';
import type { Company } from '#tests/support/company-sites.ts';
import { buildCompanySitesFixture, COMPANY_SITES, COMPANY_SITES_FIXTURE } from './build-company-sites-fixture.ts';

describe('the committed company-sites fixture', () => {
  it(`holds ${COMPANY_SITES} companies with a host-name slug, a blurb of 200+ characters and technologies`, () => {
    const companies = JSON.parse(fixtureText(COMPANY_SITES_FIXTURE)) as Company[];
    expect(companies).toHaveLength(COMPANY_SITES);
    expect(new Set(companies.map((c) => c.slug)).size).toBe(COMPANY_SITES);
    for (const company of companies) {
      expect(Object.keys(company)).toEqual([
        'slug',
        'name',
        'description',
        'tags',
        'location',
        'teamSize',
        'remotePolicy',
      ]);
      expect(company.slug).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
      expect(company.description.length).toBeGreaterThanOrEqual(200);
      expect(company.tags.length).toBeGreaterThan(0);
      expect(company.description).not.toMatch(/&(amp|lt|gt|quot|#39|nbsp);/);
    }
  });

  it.skipIf(!corpusPresent)(
    `is what scripts/build-company-sites-fixture.ts builds from the corpus ${needsCorpus('it is built from the corpus’s 1 MB Remote-in-Tech CSV, which is not committed')}`,
    () => {
      expect(buildCompanySitesFixture(corpusText(REMOTEINTECH_SOURCE))).toBe(fixtureText(COMPANY_SITES_FIXTURE));
    },
  );
});
