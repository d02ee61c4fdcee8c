import { citationLines } from '#server/engine/rows/index.ts';
import type { ExportGroup } from './types.ts';

/**
 * Building blocks of the column layouts (presets.ts). Step columns are named `<part>_<step>`
 * (`subject_1`, `opener_1`, `body_1`, …): letters, digits and `_` only, which each tool accepts as a
 * custom variable and merge tag (`{{subject_1}}`) — see presets.ts for the sources. The push to a tool
 * (features/integrations) sends these same names. `sources_N` (the CSV layout) lists the website
 * passages the e-mail's claims cite, one per line: `“quote” — URL` (issue 15's claim ledger).
 */
export type StepPart = 'subject' | 'opener' | 'body' | 'status' | 'grade' | 'verdict' | 'sources';

/** `prefix` namespaces the columns where a tool's own fields share one namespace (HubSpot: `coldsmith_subject_1`). */
export const stepColumns = (steps: number, parts: readonly StepPart[], prefix = ''): string[] =>
  Array.from({ length: steps }, (_, i) => parts.map((part) => `${prefix}${part}_${i + 1}`)).flat();

/** The cells under stepColumns(steps, parts) for one prospect: '' for a step it has no e-mail for. */
export function stepCells(group: ExportGroup, steps: number, parts: readonly StepPart[]): string[] {
  const cells = new Array<string>(steps * parts.length).fill('');
  for (const email of group.emails) {
    if (!Number.isInteger(email.step) || email.step < 1 || email.step > steps) continue;
    parts.forEach((part, j) => {
      cells[(email.step - 1) * parts.length + j] =
        part === 'sources' ? citationLines(email.claims ?? []) : (email[part] ?? '');
    });
  }
  return cells;
}

/**
 * Header names for the prospect's custom fields, after a layout's own columns. A name that equals one
 * already taken (case-insensitively: tools match headers loosely, and a custom `Email` must not be
 * mapped onto the address) is written as `custom_<name>` (`custom_custom_<name>`… until free).
 */
export function customHeaders(custom: readonly string[], layout: readonly string[]): string[] {
  const taken = new Set(layout.map((c) => c.toLowerCase()));
  return custom.map((name) => {
    let header = name;
    while (taken.has(header.toLowerCase())) header = `custom_${header}`;
    taken.add(header.toLowerCase());
    return header;
  });
}

/** `https://www.acme.dev/about` → `acme.dev`; '' when the website is missing or not a host name. */
export function domainOf(website: string | null): string {
  if (!website) return '';
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Prospects have no standard phone field: a custom column named like one (`Phone`, `Phone Number`, `Mobile`…) fills the tools' phone column. */
const PHONE_HEADERS = new Set([
  'phone',
  'phonenumber',
  'mobile',
  'mobilephone',
  'mobilenumber',
  'telephone',
  'tel',
  'workphone',
  'directphone',
]);
export function phoneOf(fields: Record<string, string>): string {
  for (const [name, value] of Object.entries(fields))
    if (PHONE_HEADERS.has(name.toLowerCase().replace(/[^a-z]/g, ''))) return value;
  return '';
}
