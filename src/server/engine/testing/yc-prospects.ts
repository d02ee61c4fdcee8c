import Papa from 'papaparse';
import { prospectDataSchema, type ProspectData } from '#shared/prospects.ts';
import { readSharedData } from '#tests/support/shared-data.ts';

/**
 * Test material: `prospects/yc-prospects-hubspot.csv` of the shared test data beside the checkout (read
 * through tests/support/shared-data.ts): 1,000 real companies of Y Combinator's public directory (as
 * scraped by akshaybhalotia/yc_company_scraper on GitHub) with their descriptions, laid out as a HubSpot
 * contacts export; the contacts are made up. Read by tests only, never at run time (DESIGN.md §3).
 *
 * The HubSpot headers map to ProspectData as the import mapper would (features/prospects/import/header-names.ts
 * lists "Company Description" under notes and "City" under location); this helper does it by hand so
 * the generation tests do not depend on the import library. Unmapped columns (Number of Employees,
 * YC Batch) are kept as custom fields, as imports keep them.
 */
export const YC_PROSPECTS_FILE = 'prospects/yc-prospects-hubspot.csv';

const STANDARD: Record<string, keyof Omit<ProspectData, 'fields'>> = {
  'First Name': 'firstName',
  'Last Name': 'lastName',
  Email: 'email',
  'Job Title': 'title',
  'Company Name': 'company',
  'Website URL': 'website',
  Industry: 'industry',
  City: 'location',
  'Company Description': 'notes',
};

export type YcRow = { row: number; raw: Record<string, string>; prospect: ProspectData };

let cache: YcRow[] | undefined;

/** The file's records in order; `row` is the spreadsheet row (header = 1, first record = 2). */
export function ycProspects(): YcRow[] {
  if (cache) return cache;
  const parsed = Papa.parse<Record<string, string>>(readSharedData(YC_PROSPECTS_FILE).toString('utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  cache = parsed.data.map((raw, i) => {
    const standard: Record<string, string | null> = {};
    const fields: Record<string, string> = {};
    for (const [header, value] of Object.entries(raw)) {
      const key = STANDARD[header];
      if (key) standard[key] = value.trim() || null;
      else if (value.trim()) fields[header] = value.trim();
    }
    return { row: i + 2, raw, prospect: prospectDataSchema.parse({ ...standard, fields }) };
  });
  return cache;
}

/** The row whose company is `name` (exact), for tests that build claims on a known row. */
export function ycProspect(name: string): ProspectData {
  const found = ycProspects().find((r) => r.raw['Company Name'] === name);
  if (!found) throw new Error(`no row for ${name} in ${YC_PROSPECTS_FILE}`);
  return found.prospect;
}
