import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { corpusMissing, corpusPresent, corpusText, fixturePath } from '#tests/support/test-data.ts';

/**
 * Builds tests/fixtures/prospects/remoteintech-prospects.csv, the committed prospect list tests use as
 * "a realistic list", from the test corpus's copy of the Remote-in-Tech company directory
 * (remoteintech/remote-jobs, `src/companies/*.md`, ISC licence; see the fixture's PROVENANCE.md).
 * Deterministic: the same corpus gives the same bytes (scripts/build-prospect-fixture.test.ts checks it).
 *
 * The layout is the HubSpot-style contacts export of the corpus's YC list — First Name, Last Name,
 * Email, Job Title, Company Name, Website URL, Industry, City, Company Description, then two custom
 * columns — so imports exercise the same mapping:
 * - company, website: as in the directory; Company Description: the "Company blurb" section as plain
 *   text (markdown links, emphasis, headings and list markers removed, lines joined), cut at the last
 *   sentence end within 600 characters;
 * - City: the directory's hiring region as a remote location (`Remote (Europe)`); empty for "other";
 * - Industry: empty (the directory has none), as it often is in real exports;
 * - custom columns Company Size and Remote Policy, the directory's own values;
 * - the contacts are made up: first and last names from fixed lists, a job title, and
 *   `first.last@<directory slug>.example` — the reserved `.example` TLD (RFC 2606) cannot receive mail.
 * Companies whose blurb is shorter than 100 characters are left out; the rest are ordered by a SHA-256
 * of their slug (a fixed shuffle) and the first FIXTURE_ROWS kept.
 *
 *   npx tsx scripts/build-prospect-fixture.ts    (exit code 2 when the corpus is absent)
 */
export const REMOTEINTECH_SOURCE = 'companies/remoteintech/remoteintech_companies.csv';
export const PROSPECT_FIXTURE = 'prospects/remoteintech-prospects.csv';
export const FIXTURE_ROWS = 300;

const MAX_DESCRIPTION = 600;

// prettier-ignore
const FIRST_NAMES = [
  'Alba', 'Amir', 'Anouk', 'Bram', 'Camila', 'Dario', 'Dilnoza', 'Eero', 'Esme', 'Femi', 'Greta', 'Hamza',
  'Ilse', 'Ines', 'Jonah', 'Kaito', 'Keira', 'Lorcan', 'Luz', 'Malik', 'Marit', 'Nia', 'Oskar', 'Paloma',
  'Quentin', 'Rhea', 'Sanne', 'Soren', 'Tamsin', 'Tomas', 'Ugo', 'Valentina', 'Wren', 'Ximena', 'Yosef',
  'Zainab',
];
// prettier-ignore
const LAST_NAMES = [
  'Achterberg', 'Bergstrom', 'Castellano', 'Dimitrova', 'Eklund', 'Fontaine', 'Grieve', 'Halvorsen',
  'Ibarra', 'Jovanovic', 'Kariuki', 'Lindqvist', 'Marchetti', 'Nakashima', 'Oyelaran', 'Pereira',
  'Quiroga', 'Rautio', 'Sandoval', 'Takahashi', 'Underhill', 'Varga', 'Whitlock', 'Yamada', 'Zielinski',
];
// prettier-ignore
const TITLES = [
  'Founder', 'Co-founder & CEO', 'CEO', 'CTO', 'COO', 'VP of Engineering', 'Engineering Manager',
  'Head of People', 'Head of Marketing', 'Head of Product', 'VP Sales', 'Director of Operations',
];

const REGIONS: Record<string, string> = {
  worldwide: 'Remote',
  americas: 'Remote (Americas)',
  europe: 'Remote (Europe)',
  'americas-europe': 'Remote (Americas and Europe)',
  'asia-pacific': 'Remote (Asia-Pacific)',
};

export const COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Job Title',
  'Company Name',
  'Website URL',
  'Industry',
  'City',
  'Company Description',
  'Company Size',
  'Remote Policy',
] as const;

type Company = Record<string, string>;

/** The blurb's markdown as plain text: one paragraph, every list item and paragraph a sentence. */
export function plainText(markdown: string): string {
  const sentences: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const text = paragraph.join(' ').replace(/\s+/g, ' ').trim();
    if (text) sentences.push(/[.!?:;,)"”’]$/.test(text) ? text : `${text}.`);
    paragraph = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw
      .replace(/<sup>.*?<\/sup>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\\([[\]()*_#>-])/g, '$1')
      .replace(/(\*\*|__)/g, '')
      .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s.,;:!?)]|$)/g, '$1$2')
      .trim();
    if (/^#{1,6}\s/.test(line)) {
      flush(); // a heading names a section; its words are not a sentence of the blurb
      continue;
    }
    const item = /^(?:[*+-]|\d+[.)])\s*(.*)$/.exec(line);
    if (item) {
      flush();
      paragraph.push(item[1]!);
      flush();
      continue;
    }
    const quoted = line.replace(/^>\s?/, '');
    if (!quoted || /^[-*_]{3,}$/.test(quoted)) flush();
    else paragraph.push(quoted);
  }
  flush();
  return sentences.join(' ');
}

/** Cut at the last sentence end within `max` characters (else at the last space), as a CRM field would hold it. */
export function cut(text: string, max = MAX_DESCRIPTION): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const end = Math.max(...['. ', '! ', '? '].map((stop) => head.lastIndexOf(stop)));
  if (end > max / 3) return head.slice(0, end + 1);
  return head.slice(0, head.lastIndexOf(' ')).replace(/[\s,;:–—-]+$/, '');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The fixture's CSV (CRLF, as HubSpot exports) from the directory's CSV text. */
export function buildProspectFixture(source: string, rows = FIXTURE_ROWS): string {
  const companies = Papa.parse<Company>(source, { header: true, skipEmptyLines: true }).data;
  const picked = companies
    .map((c) => ({ c, description: cut(plainText(c.description ?? '')) }))
    .filter(({ c, description }) => c.slug && c.name?.trim() && c.website?.trim() && description.length >= 100)
    .sort((a, b) => Buffer.compare(digest(`prospect:${a.c.slug}`), digest(`prospect:${b.c.slug}`)))
    .slice(0, rows);
  const records = picked.map(({ c, description }) => {
    const seed = digest(`contact:${c.slug}`);
    const first = FIRST_NAMES[seed[0]! % FIRST_NAMES.length]!;
    const last = LAST_NAMES[seed[1]! % LAST_NAMES.length]!;
    return {
      'First Name': first,
      'Last Name': last,
      Email: `${first}.${last}@${c.slug}.example`.toLowerCase(),
      'Job Title': TITLES[seed[2]! % TITLES.length]!,
      'Company Name': c.name!.trim(),
      'Website URL': c.website!.trim(),
      Industry: '',
      City: REGIONS[c.region ?? ''] ?? '',
      'Company Description': description,
      'Company Size': c.company_size ?? '',
      'Remote Policy': c.remote_policy ?? '',
    };
  });
  return `${Papa.unparse({ fields: [...COLUMNS], data: records.map((r) => COLUMNS.map((k) => r[k])) }, { newline: '\r\n' })}\r\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!corpusPresent) {
    console.error(`scripts/build-prospect-fixture.ts: ${corpusMissing(REMOTEINTECH_SOURCE)}`);
    process.exit(2);
  }
  const csv = buildProspectFixture(corpusText(REMOTEINTECH_SOURCE));
  writeFileSync(fixturePath(PROSPECT_FIXTURE), csv);
  console.log(`${PROSPECT_FIXTURE}: ${FIXTURE_ROWS} rows, ${Buffer.byteLength(csv)} bytes`);
}
