import Papa from 'papaparse';
import { prospectDataSchema, type ProspectData } from '#shared/prospects.ts';
import { corpusText, fixtureText } from '#tests/support/test-data.ts';

/**
 * Prospect lists for tests, laid out as a HubSpot contacts export (First Name, Last Name, Email, Job
 * Title, Company Name, Website URL, Industry, City, Company Description, then custom columns). Read by
 * tests only, never at run time (DESIGN.md §3). In both, the companies and their descriptions are real
 * and the contacts are made up.
 *
 * - `listProspects()`: tests/fixtures/prospects/remoteintech-prospects.csv, 300 companies of the
 *   Remote-in-Tech directory (remoteintech/remote-jobs, ISC; see the PROVENANCE.md there). Committed:
 *   for tests that need "a realistic prospect list".
 * - `ycProspects()`: prospects/yc-prospects-hubspot.csv of the test corpus (SHARED_DATA_DIR), 1,000 YC
 *   companies with YC's directory text, which may not be redistributed: for the tests of the writing
 *   engine's quality on real rows, which are skipped without the corpus.
 *
 * The headers map to ProspectData as the import mapper would (header-names.ts there lists "Company
 * Description" under notes and "City" under location); this helper does it by hand so the generation
 * tests do not depend on the import library (prospect-lists.test.ts proves both agree). Other columns
 * (Company Size, Remote Policy; Number of Employees, YC Batch) are kept as custom fields, as imports
 * keep them.
 */
export const LIST_PROSPECTS_FIXTURE = 'prospects/remoteintech-prospects.csv';
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

export type ProspectRow = { row: number; raw: Record<string, string>; prospect: ProspectData };

/** A HubSpot-style CSV's records in order; `row` is the spreadsheet row (header = 1, first record = 2). */
export function hubspotProspects(csv: string): ProspectRow[] {
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  return parsed.data.map((raw, i) => {
    const standard: Record<string, string | null> = {};
    const fields: Record<string, string> = {};
    for (const [header, value] of Object.entries(raw)) {
      const key = STANDARD[header];
      if (key) standard[key] = value.trim() || null;
      else if (value.trim()) fields[header] = value.trim();
    }
    return { row: i + 2, raw, prospect: prospectDataSchema.parse({ ...standard, fields }) };
  });
}

let listCache: ProspectRow[] | undefined;
let ycCache: ProspectRow[] | undefined;

/** The committed list (always present). */
export function listProspects(): ProspectRow[] {
  return (listCache ??= hubspotProspects(fixtureText(LIST_PROSPECTS_FIXTURE)));
}

/** The corpus's YC list; throws when the corpus is absent (guard with `corpusPresent`). */
export function ycProspects(): ProspectRow[] {
  return (ycCache ??= hubspotProspects(corpusText(YC_PROSPECTS_FILE)));
}

/** The YC row whose company is `name` (exact), for tests that build claims on a known row. */
export function ycProspect(name: string): ProspectData {
  const found = ycProspects().find((r) => r.raw['Company Name'] === name);
  if (!found) throw new Error(`no row for ${name} in ${YC_PROSPECTS_FILE}`);
  return found.prospect;
}
