import { standardFields, type ProspectData, type StandardField } from '#shared/prospects.ts';

/**
 * The playground's prospect (typed, pasted or picked): the standard fields as the form edits them, and
 * the custom columns (`fields`) kept beside them so a picked or pasted prospect reaches the engine
 * whole — custom columns are facts it may use.
 */
export type ProspectValues = { standard: Partial<Record<StandardField, string>>; custom: Record<string, string> };

export const emptyProspect: ProspectValues = { standard: {}, custom: {} };

/** A stored prospect (picked from a campaign) as form values; empty values are left out. */
export function fromProspect(prospect: ProspectData): ProspectValues {
  const standard: ProspectValues['standard'] = {};
  for (const field of standardFields) if (prospect[field]) standard[field] = prospect[field];
  return { standard, custom: { ...prospect.fields } };
}

/** The request's `prospect`: only what has a value, so the server's defaults apply to the rest. */
export function toRequestProspect(values: ProspectValues): Record<string, unknown> {
  const standard = Object.fromEntries(Object.entries(values.standard).filter(([, v]) => v?.trim()));
  const fields = Object.fromEntries(Object.entries(values.custom).filter(([, v]) => v.trim()));
  return Object.keys(fields).length > 0 ? { ...standard, fields } : standard;
}

// `first_name`, `First Name` and `firstName` name one field: compare without case, spaces or punctuation.
const squash = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');
const byKey = new Map<string, StandardField>(standardFields.map((f) => [squash(f), f]));

/**
 * A pasted prospect: a JSON object such as an API answer or a row exported as JSON. Keys naming a
 * standard field fill it; a nested `fields` object and every other scalar become custom columns.
 * @throws Error with a message for people when the text is not a JSON object
 */
export function parsePastedProspect(text: string): ProspectValues {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('Paste a JSON object, e.g. {"firstName": "Sara", "company": "Pibit.ai"}.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('Paste one prospect: a JSON object, not a list or a single value.');
  const values: ProspectValues = { standard: {}, custom: {} };
  const add = (key: string, value: unknown, nested: boolean) => {
    if (value === null || value === undefined || typeof value === 'object') return;
    const text = String(value).trim();
    if (!text) return;
    const field = nested ? undefined : byKey.get(squash(key));
    if (field) values.standard[field] = text;
    else values.custom[key] = text;
  };
  for (const [key, value] of Object.entries(parsed)) {
    if (key === 'fields' && typeof value === 'object' && value !== null)
      for (const [k, v] of Object.entries(value)) add(k, v, true);
    else add(key, value, false);
  }
  return values;
}
