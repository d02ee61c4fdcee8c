import type { ExportFormat } from '#shared/export.ts';
import type { ExportGroup } from './source.ts';

/**
 * Column layouts. A sending tool imports one lead per row: its standard lead fields under its own
 * names, and every other column as a custom variable usable in its templates as `{{column}}`. So each
 * preset writes the prospect's fields under the tool's names, then the personalised e-mails as custom
 * variables `subject_N`, `opener_N`, `body_N` per sequence step N (snake_case, which all three accept
 * as variable names), then the prospect's own custom columns.
 * - Instantly: lead fields `email`, `first_name`, `last_name`, `company_name`, `website`, `phone`,
 *   `personalization` (its built-in first-line slot; we put step 1's opener there) — Instantly API v2
 *   "Lead" schema (developer.instantly.ai/api/v2/lead), which its CSV upload maps to by these names.
 * - Smartlead: `email`, `first_name`, `last_name`, `company_name`, `website`, `location`,
 *   `linkedin_profile`, `phone_number` — Smartlead API "Add leads to a campaign" lead_list fields
 *   (api.smartlead.ai), the names its CSV import maps automatically.
 * - lemlist: `email`, `firstName`, `lastName`, `companyName`, `companyDomain`, `linkedinUrl`, `phone`,
 *   `icebreaker` (its built-in first-line variable; step 1's opener) — lemlist API "Add a lead in a
 *   campaign" (developer.lemlist.com), the names its CSV import maps automatically.
 * - csv: every field under our own names (DESIGN.md §4 Prospect), the steps, and each step's grade.
 * Tools need an e-mail address: their presets skip prospects without one (counted, see index.ts).
 */
export type Row = Record<string, string>;
export type Preset = { columns(steps: number, custom: string[]): string[]; row(group: ExportGroup, steps: number): Row; needsEmail: boolean };

const v = (value: string | null | undefined) => value ?? '';
const domainOf = (website: string | null) => {
  if (!website) return '';
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};

/** `subject_1`, `opener_1`, `body_1`, … for `steps` steps (+ `grade_N` when `withGrade`). */
function stepColumns(steps: number, withGrade: boolean): string[] {
  return Array.from({ length: steps }, (_, i) => [`subject_${i + 1}`, `opener_${i + 1}`, `body_${i + 1}`, ...(withGrade ? [`grade_${i + 1}`] : [])]).flat();
}

function stepCells(group: ExportGroup, withGrade: boolean): Row {
  const cells: Row = {};
  for (const email of group.emails) {
    cells[`subject_${email.step}`] = email.subject;
    cells[`opener_${email.step}`] = email.opener;
    cells[`body_${email.step}`] = email.body;
    if (withGrade) cells[`grade_${email.step}`] = v(email.grade);
  }
  return cells;
}

/** Custom columns after ours; one that collides with a column of the layout is written as `custom_<name>`. */
export const customColumn = (name: string, taken: ReadonlySet<string>) => (taken.has(name) ? `custom_${name}` : name);

function preset(standard: (g: ExportGroup) => Row, standardColumns: string[], needsEmail: boolean, withGrade = false): Preset {
  return {
    needsEmail,
    columns: (steps, custom) => {
      const base = [...standardColumns, ...stepColumns(steps, withGrade)];
      const taken = new Set(base);
      return [...base, ...custom.map((c) => customColumn(c, taken))];
    },
    row: (group, steps) => {
      const base = { ...standard(group), ...stepCells(group, withGrade) };
      const taken = new Set([...standardColumns, ...stepColumns(steps, withGrade)]);
      const custom = Object.fromEntries(Object.entries(group.prospect.fields).map(([k, value]) => [customColumn(k, taken), value]));
      return { ...base, ...custom };
    },
  };
}

const firstOpener = (g: ExportGroup) => g.emails.find((e) => e.step === 1)?.opener ?? '';

export const presets: Record<Exclude<ExportFormat, 'json'>, Preset> = {
  csv: preset(
    ({ prospect: p }) => ({ email: v(p.email), firstName: v(p.firstName), lastName: v(p.lastName), title: v(p.title), company: v(p.company), website: v(p.website), linkedinUrl: v(p.linkedinUrl), industry: v(p.industry), location: v(p.location), notes: v(p.notes), row: p.row === null ? '' : String(p.row) }),
    ['email', 'firstName', 'lastName', 'title', 'company', 'website', 'linkedinUrl', 'industry', 'location', 'notes', 'row'],
    false,
    true,
  ),
  instantly: preset(
    (g) => ({ email: v(g.prospect.email), first_name: v(g.prospect.firstName), last_name: v(g.prospect.lastName), company_name: v(g.prospect.company), website: v(g.prospect.website), phone: '', personalization: firstOpener(g), job_title: v(g.prospect.title) }),
    ['email', 'first_name', 'last_name', 'company_name', 'website', 'phone', 'personalization', 'job_title'],
    true,
  ),
  smartlead: preset(
    (g) => ({ email: v(g.prospect.email), first_name: v(g.prospect.firstName), last_name: v(g.prospect.lastName), company_name: v(g.prospect.company), website: v(g.prospect.website), location: v(g.prospect.location), linkedin_profile: v(g.prospect.linkedinUrl), phone_number: '', job_title: v(g.prospect.title) }),
    ['email', 'first_name', 'last_name', 'company_name', 'website', 'location', 'linkedin_profile', 'phone_number', 'job_title'],
    true,
  ),
  lemlist: preset(
    (g) => ({ email: v(g.prospect.email), firstName: v(g.prospect.firstName), lastName: v(g.prospect.lastName), companyName: v(g.prospect.company), companyDomain: domainOf(g.prospect.website), linkedinUrl: v(g.prospect.linkedinUrl), phone: '', icebreaker: firstOpener(g), jobTitle: v(g.prospect.title) }),
    ['email', 'firstName', 'lastName', 'companyName', 'companyDomain', 'linkedinUrl', 'phone', 'icebreaker', 'jobTitle'],
    true,
  ),
};
