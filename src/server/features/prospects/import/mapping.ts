import { type Mapping, type StandardField, standardFields } from '#shared/prospects.ts';
import { headerNames } from './header-names.ts';
import { isValidEmailSyntax } from '#server/lib/email-address/email-address.ts';
import { ImportError } from './import-error.ts';

/** Longer headers are not names a CRM writes; only their first 256 characters are read to map them. */
export const MAX_HEADER_CHARS = 256;

/**
 * Header words: accents removed (NFKD), Salesforce's `__c` custom suffix dropped, CamelCase split,
 * lower-cased, split on anything not a letter or digit; "e mail" joined to "email".
 * e.g. "Person Linkedin Url" → person linkedin url; "MailingCity" → mailing city; "E-mail" → email.
 */
export function headerWords(header: string): string[] {
  const plain = header.slice(0, MAX_HEADER_CHARS).normalize('NFKD').replace(/\p{M}/gu, '').replace(/__c$/i, '');
  // Each replacement looks at one or two characters per position: linear in the header's length.
  // (`([A-Z]+)([A-Z][a-z])` backtracked over every run of capitals: a 40,000-capital header took 1.5 s.)
  const spaced = plain.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/([A-Z])(?=[A-Z][a-z])/g, '$1 ');
  return spaced
    .toLowerCase()
    .replace(/\be[\s_.-]*mail/g, 'email')
    .split(/[^a-z\d]+/)
    .filter(Boolean);
}

const keyOf = (words: string[]) => words.join('');
const aliasScores = new Map<string, { field: StandardField; score: number }>();
for (const field of standardFields) {
  for (const [score, names] of headerNames[field])
    for (const name of names) aliasScores.set(keyOf(headerWords(name)), { field, score });
}

/** Words that only say whose or which value a column holds: "Contact Email", "Email (Work)", "Lead Company". */
const qualifiers = new Set([
  'contact',
  'person',
  'lead',
  'prospect',
  'customer',
  'primary',
  'main',
  'work',
  'business',
  'current',
  'corporate',
  'professional',
  'official',
]);

/** The standard field a header names, with a score (0–105), or null. Exact names first, then qualified ones (−10). */
export function matchHeader(header: string): { field: StandardField; score: number } | null {
  const words = headerWords(header);
  const exact = aliasScores.get(keyOf(words));
  if (exact) return exact;
  let start = 0;
  let end = words.length;
  while (start < end - 1 && qualifiers.has(words[start] ?? '')) start++;
  while (end > start + 1 && (qualifiers.has(words[end - 1] ?? '') || words[end - 1] === '1')) end--;
  if (start === 0 && end === words.length) return null;
  const qualified = aliasScores.get(keyOf(words.slice(start, end)));
  return qualified ? { field: qualified.field, score: Math.min(qualified.score, 100) - 10 } : null;
}

/** Share of a column's non-empty sample values that pass `test`; 0 when it has none. */
function share(values: string[], test: (value: string) => boolean): number {
  const filled = values.map((v) => v.trim()).filter(Boolean);
  return filled.length === 0 ? 0 : filled.filter(test).length / filled.length;
}
const linkedinProfile = /linkedin\.com\/(?:in|pub|sales\/lead|sales\/people)\//i;

/**
 * Suggests a standard field for each column (the preview's auto-mapping; the user can change it).
 * Candidates come from the header (header-names.ts, matchHeader) and, with sample rows, from the
 * values: a column of e-mail addresses can be `email` (70), a column of LinkedIn profile links is
 * `linkedinUrl` (75) and never `website`. LinkedIn's Connections.csv calls its profile column "URL":
 * with its "Connected On" column present, "URL" is `linkedinUrl` (95). Each field then goes to its
 * best candidate (highest score, leftmost column on a tie), each column to one field at most.
 * @param columns - the file's column names; `sample` - rows of cells in column order (may be empty)
 * @returns every column → a standard field, or null (kept as a custom merge field)
 */
export function autoMap(columns: string[], sample: string[][] = []): Mapping {
  const linkedinExport = columns.some((c) => keyOf(headerWords(c)) === 'connectedon');
  const candidates: { column: number; field: StandardField; score: number }[] = [];
  columns.forEach((column, i) => {
    const values = sample.map((row) => row[i] ?? '');
    const linkedinValues = share(values, (v) => linkedinProfile.test(v)) >= 0.5;
    const fromHeader = matchHeader(column);
    if (fromHeader && !(linkedinValues && fromHeader.field === 'website'))
      candidates.push({ column: i, ...fromHeader });
    if (linkedinExport && keyOf(headerWords(column)) === 'url')
      candidates.push({ column: i, field: 'linkedinUrl', score: 95 });
    if (linkedinValues) candidates.push({ column: i, field: 'linkedinUrl', score: 75 });
    if (share(values, (v) => isValidEmailSyntax(v.trim())) >= 0.8)
      candidates.push({ column: i, field: 'email', score: 70 });
  });
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const chosen = new Map<number, StandardField>();
  const takenFields = new Set<StandardField>();
  for (const { column, field } of candidates) {
    if (chosen.has(column) || takenFields.has(field)) continue;
    chosen.set(column, field);
    takenFields.add(field);
  }
  return Object.fromEntries(columns.map((c, i) => [c, chosen.get(i) ?? null]));
}

/**
 * The mapping an import uses: the auto-mapping, overridden by what the user sent (the preview's
 * mapping step, or an API client's `mapping`). A column the user maps to a field takes it from the
 * column auto-mapping had chosen; a column the user leaves out keeps its auto-mapping; `null` keeps a
 * column as a custom merge field.
 * @throws ImportError `invalid_mapping` for a column not in the file, or one field given to two columns
 */
export function resolveMapping(columns: string[], user: Mapping | undefined, sample: string[][] = []): Mapping {
  const auto = autoMap(columns, sample);
  if (!user) return auto;
  const userEntries = Object.entries(user);
  const unknown = userEntries.map(([column]) => column).filter((column) => !Object.hasOwn(auto, column));
  if (unknown.length > 0) {
    const list = (names: string[]) =>
      names
        .slice(0, 12)
        .map((n) => `"${n}"`)
        .join(', ') + (names.length > 12 ? ` and ${names.length - 12} more` : '');
    throw new ImportError(
      'invalid_mapping',
      `The mapping names ${list(unknown)}, not in the file. The file's columns are ${list(columns)}.`,
    );
  }
  const byField = new Map<StandardField, string>();
  for (const [column, field] of userEntries) {
    if (field === null) continue;
    const other = byField.get(field);
    if (other !== undefined) {
      throw new ImportError(
        'invalid_mapping',
        `"${other}" and "${column}" are both mapped to ${field}; map each field to one column at most.`,
      );
    }
    byField.set(field, column);
  }
  const resolved = new Map(
    Object.entries(auto).map(([column, field]) => [column, field !== null && byField.has(field) ? null : field]),
  );
  for (const [column, field] of userEntries) resolved.set(column, field);
  return Object.fromEntries(resolved);
}
