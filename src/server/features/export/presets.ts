import type { ExportFormat } from '#shared/export.ts';
import { customHeaders, domainOf, phoneOf, stepCells, stepColumns, type StepPart } from './columns.ts';
import type { ExportGroup } from './types.ts';

/**
 * Column layouts (decision 015). A sending tool imports one lead per row: its standard lead fields
 * under its own names, and every other column as a custom variable usable in its templates as
 * `{{column}}`. So each preset writes the prospect under the tool's field names, then the personalised
 * e-mails as custom variables `subject_N`, `opener_N`, `body_N` per sequence step N (a step-1 template
 * is then just `{{subject_1}}` / `{{body_1}}`), then the prospect's own custom columns. Tools need an
 * address: their presets skip prospects without one (counted in the export's stats).
 *
 * Sources of the field names: each tool's lead fields as its API reference names them. Each tool's CSV
 * upload asks the user to map columns onto these same fields; headers equal to the field names are the
 * easiest to map (not checked against each upload screen, which the docs corpus here does not hold):
 * - Instantly — developer.instantly.ai/api-reference/lead (API v2 "Create lead"): `email`,
 *   `first_name`, `last_name`, `company_name`, `job_title`, `website`, `phone`, `personalization`
 *   (its built-in first-line variable `{{personalization}}`: step 1's opener); anything else is a
 *   `custom_variables` entry, used as `{{name}}`.
 * - Smartlead — api.smartlead.ai/guides/lead-management (`lead_list` of "Add leads to campaign":
 *   `email`, `first_name`, `last_name`, `company_name`, `location`; everything else in
 *   `custom_fields`, used as `{{field_name}}`, `job_title` included) and the standard-field list in
 *   docs.getcargo.ai/integration/smartlead (`phone_number`, `website`, `linkedin_profile`).
 * - lemlist — developer.lemlist.com/api-reference/objects-definitions/lead (`email`, `firstName`,
 *   `lastName`, `companyName`, `phone`, `linkedinUrl`, `icebreaker` — its built-in first-line variable
 *   `{{icebreaker}}`: step 1's opener) and developer.lemlist.com/api-reference/endpoints/contacts/upsert-contact
 *   (`companyDomain`, e.g. `lemlist.com`; `jobTitle`); other columns become custom variables `{{name}}`.
 * - HubSpot — contacts, not leads: the default contact properties' labels, which HubSpot's import maps
 *   a column to by name (knowledge.hubspot.com/import-and-export/map-columns-from-import-files-to-hubspot-properties;
 *   labels of knowledge.hubspot.com/properties/hubspots-default-contact-properties: `Email`,
 *   `First Name`, `Last Name`, `Company Name`, `Job Title`, `Website URL`, `Phone Number`,
 *   `LinkedIn URL`, `Industry`). HubSpot has one namespace for every contact property, so the e-mail
 *   text goes as custom properties `coldsmith_subject_N`, `coldsmith_opener_N`, `coldsmith_body_N` —
 *   the same internal names the contact push creates (features/integrations/connectors/hubspot.ts), so
 *   a file and a push fill the same properties.
 * - csv — our own names (DESIGN.md §4 "Prospect"), `row`, and per step also `status_N`, `grade_N` and
 *   `verdict_N` (send, edit or dont_send).
 * Prospect fields a tool has no standard slot for (industry, location…) go as custom variables.
 */
const v = (value: string | null | undefined) => value ?? '';

/** Where a column's value comes from: the prospect's fields, or step 1's opener (the tools' first-line slot). */
const sources = {
  email: (g) => v(g.prospect.email),
  firstName: (g) => v(g.prospect.firstName),
  lastName: (g) => v(g.prospect.lastName),
  title: (g) => v(g.prospect.title),
  company: (g) => v(g.prospect.company),
  website: (g) => v(g.prospect.website),
  companyDomain: (g) => domainOf(g.prospect.website),
  linkedinUrl: (g) => v(g.prospect.linkedinUrl),
  industry: (g) => v(g.prospect.industry),
  location: (g) => v(g.prospect.location),
  notes: (g) => v(g.prospect.notes),
  row: (g) => (g.prospect.row == null ? '' : String(g.prospect.row)),
  phone: (g) => phoneOf(g.prospect.fields),
  firstOpener: (g) => g.emails.find((e) => e.step === 1)?.opener ?? '',
} satisfies Record<string, (group: ExportGroup) => string>;
type Source = keyof typeof sources;

/** `fields`: the layout's own leading columns, header → source, in order; `stepPrefix` goes before each step column. */
export type Preset = {
  needsEmail: boolean;
  fields: Readonly<Record<string, Source>>;
  stepParts: readonly StepPart[];
  stepPrefix?: string;
};
/** `record`: one prospect as `{column: cell}` (the raw text: CSV neutralising happens when a file is written). */
export type Layout = {
  columns: string[];
  row(group: ExportGroup): string[];
  record(group: ExportGroup): Record<string, string>;
};

const MESSAGE: readonly StepPart[] = ['subject', 'opener', 'body'];

export const presets: Record<Exclude<ExportFormat, 'json'>, Preset> = {
  csv: {
    needsEmail: false,
    stepParts: [...MESSAGE, 'status', 'grade', 'verdict', 'sources'],
    fields: {
      email: 'email',
      firstName: 'firstName',
      lastName: 'lastName',
      title: 'title',
      company: 'company',
      website: 'website',
      linkedinUrl: 'linkedinUrl',
      industry: 'industry',
      location: 'location',
      notes: 'notes',
      row: 'row',
    },
  },
  instantly: {
    needsEmail: true,
    stepParts: MESSAGE,
    fields: {
      email: 'email',
      first_name: 'firstName',
      last_name: 'lastName',
      company_name: 'company',
      website: 'website',
      phone: 'phone',
      personalization: 'firstOpener',
      job_title: 'title',
      linkedin_url: 'linkedinUrl',
      location: 'location',
      industry: 'industry',
    },
  },
  smartlead: {
    needsEmail: true,
    stepParts: MESSAGE,
    fields: {
      email: 'email',
      first_name: 'firstName',
      last_name: 'lastName',
      company_name: 'company',
      website: 'website',
      location: 'location',
      linkedin_profile: 'linkedinUrl',
      phone_number: 'phone',
      job_title: 'title',
      industry: 'industry',
    },
  },
  lemlist: {
    needsEmail: true,
    stepParts: MESSAGE,
    fields: {
      email: 'email',
      firstName: 'firstName',
      lastName: 'lastName',
      companyName: 'company',
      companyDomain: 'companyDomain',
      linkedinUrl: 'linkedinUrl',
      phone: 'phone',
      icebreaker: 'firstOpener',
      jobTitle: 'title',
      location: 'location',
      industry: 'industry',
    },
  },
  hubspot: {
    needsEmail: true,
    stepParts: MESSAGE,
    stepPrefix: 'coldsmith_',
    fields: {
      Email: 'email',
      'First Name': 'firstName',
      'Last Name': 'lastName',
      'Company Name': 'company',
      'Job Title': 'title',
      'Website URL': 'website',
      'Phone Number': 'phone',
      'LinkedIn URL': 'linkedinUrl',
      Industry: 'industry',
    },
  },
};

/** A preset's columns for `steps` steps and the campaign's custom fields, and each row's cells in that order. */
export function layout(preset: Preset, steps: number, customColumns: readonly string[]): Layout {
  const fields = Object.entries(preset.fields);
  const own = [...fields.map(([column]) => column), ...stepColumns(steps, preset.stepParts, preset.stepPrefix)];
  const columns = [...own, ...customHeaders(customColumns, own)];
  const row = (group: ExportGroup) => [
    ...fields.map(([, source]) => sources[source](group)),
    ...stepCells(group, steps, preset.stepParts),
    ...customColumns.map((name) => group.prospect.fields[name] ?? ''),
  ];
  return {
    columns,
    row,
    record: (group) => {
      const cells = row(group);
      return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
    },
  };
}
