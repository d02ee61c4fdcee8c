import { standardFields, type ProspectData, type StandardField } from '#shared/prospects.ts';

/**
 * Finds a prospect field by the name a model, a template or a person uses for it. Names compare without
 * case, spaces or punctuation (`first_name` = `firstName` = `First Name`; `Funding Stage` =
 * `funding_stage`), in this order:
 * 1. a standard field's own name (`company`, `firstName`, `linkedinUrl` …);
 * 2. a custom column's header, as imported;
 * 3. a common synonym of a standard field (`name` → firstName, `job_title` → title, `description` →
 *    notes …), so a custom column named like a synonym wins over the synonym.
 */
export const normaliseFieldName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const synonyms: Record<string, StandardField> = {
  name: 'firstName',
  first: 'firstName',
  firstname: 'firstName',
  givenname: 'firstName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  jobtitle: 'title',
  role: 'title',
  position: 'title',
  companyname: 'company',
  organization: 'company',
  organisation: 'company',
  account: 'company',
  url: 'website',
  domain: 'website',
  websiteurl: 'website',
  linkedin: 'linkedinUrl',
  city: 'location',
  description: 'notes',
  companydescription: 'notes',
  note: 'notes',
};

/** A field found by name: `name` is canonical (`firstName`, or the custom header as imported). */
export type FoundField = { name: string; value: string | null; custom: boolean };

/** @returns the field (its value null or '' when empty), or null when the prospect has no such field */
export function lookupField(prospect: ProspectData, name: string): FoundField | null {
  const key = normaliseFieldName(name);
  if (!key) return null;
  const standard = standardFields.find((f) => normaliseFieldName(f) === key);
  if (standard) return { name: standard, value: prospect[standard], custom: false };
  for (const [header, value] of Object.entries(prospect.fields)) {
    if (normaliseFieldName(header) === key) return { name: header, value, custom: true };
  }
  const synonym = Object.hasOwn(synonyms, key) ? synonyms[key] : undefined; // never `constructor` from the prototype
  return synonym ? { name: synonym, value: prospect[synonym], custom: false } : null;
}

export type ResolvedField = { name: string; value: string };

/** @returns the field's canonical name and its non-blank text, or null when missing or blank */
export function resolveField(prospect: ProspectData, name: string): ResolvedField | null {
  const found = lookupField(prospect, name);
  return found?.value?.trim() ? { name: found.name, value: found.value } : null;
}
