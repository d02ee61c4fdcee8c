import type { DraftFlagCode } from '#shared/emails.ts';
import { standardFields, type ProspectData } from '#shared/prospects.ts';
import { lookupField, normaliseFieldName } from '../rows/index.ts';

/**
 * Merge fields in a brief's template or instructions: `{{first_name}}`, `{{company}}`,
 * `{{firstName}}`, any custom column by its header (`{{Funding Stage}}` = `{{funding_stage}}`, see
 * rows/fields.ts for how names compare), `{{full_name}}`, and extra values the caller supplies (the sender's
 * `{{sender_name}}`, the composer's `{{opener}}`). A fallback follows a bar: `{{first_name|there}}`
 * (`{{first_name | "there"}}` and Liquid's `{{first_name | default: "there"}}` read the same).
 *
 * Rendering is one pass of plain substitution over the template: nothing is evaluated, and a value is
 * never scanned again, so a prospect whose notes contain `{{x}}` keeps that text literally.
 * A field that is unknown, or empty with no fallback, is left in the text as written (so a reviewer
 * sees it) and reported, so the draft can be flagged `missing_merge_field`.
 */
export type MissingMergeField = { token: string; field: string; reason: 'unknown' | 'empty' };
/** `used`: each field filled, by canonical name, with its value; `prospect` false for extras and `full_name`. */
export type MergeResult = {
  text: string;
  missing: MissingMergeField[];
  used: { field: string; value: string; prospect: boolean }[];
};
export type MergeExtras = Record<string, string | null | undefined>;

const TOKEN = /\{\{\s*([^{}|]{1,100}?)\s*(?:\|\s*([^{}]{0,200}?)\s*)?\}\}/g;

function fallbackOf(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const bare = raw.replace(/^default\s*:\s*/i, '').trim();
  const quoted = /^(["'“‘])(.*)(["'”’])$/.exec(bare);
  return quoted ? (quoted[2] ?? '') : bare;
}

type Found = { field: string; value: string | null; extra: boolean };

/** The value for a merge-field name: a prospect field, `full_name`, then an extra; null = unknown name. */
function valueOf(prospect: ProspectData, name: string, extras: MergeExtras): Found | null {
  const found = lookupField(prospect, name);
  if (found) return { field: found.name, value: found.value, extra: false };
  const key = normaliseFieldName(name);
  if (key === 'fullname') {
    return {
      field: 'fullName',
      value: [prospect.firstName, prospect.lastName].filter((v) => v?.trim()).join(' ') || null,
      extra: true,
    };
  }
  for (const [extra, value] of Object.entries(extras))
    if (normaliseFieldName(extra) === key) return { field: extra, value: value ?? null, extra: true };
  return null;
}

export function renderMergeFields(template: string, prospect: ProspectData, extras: MergeExtras = {}): MergeResult {
  const missing: MissingMergeField[] = [];
  const used: MergeResult['used'] = [];
  const text = template.replace(TOKEN, (token, name: string, rawFallback: string | undefined) => {
    const found = valueOf(prospect, name, extras);
    const value = found?.value?.trim();
    if (found && value) {
      used.push({ field: found.field, value, prospect: !found.extra });
      return value;
    }
    const fallback = fallbackOf(rawFallback);
    if (fallback !== null) return fallback;
    missing.push({ token, field: name.trim(), reason: found ? 'empty' : 'unknown' });
    return token;
  });
  return { text, missing, used };
}

/** `missing_merge_field` when any field was unknown or empty without a fallback. */
export const mergeFieldFlags = (result: MergeResult): DraftFlagCode[] =>
  result.missing.length > 0 ? ['missing_merge_field'] : [];

export type MergeFieldInfo = {
  /** snake_case name to write between braces: `first_name`, `funding_stage`. */
  key: string;
  token: string;
  /** The standard field or the custom header it reads. */
  field: string;
  source: 'standard' | 'custom' | 'extra';
  /** Prospects (of those given) with a non-blank value; a field not always filled wants a fallback. */
  filled: number;
  total: number;
  /** The first non-blank value, cut to 60 characters; null when none. */
  example: string | null;
};

export const snakeKey = (name: string) =>
  name
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1_$2')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');

function info(
  key: string,
  field: string,
  source: MergeFieldInfo['source'],
  values: (string | null | undefined)[],
): MergeFieldInfo {
  const filled = values.filter((v) => v?.trim());
  const first = filled[0]?.trim() ?? null;
  return {
    key,
    token: `{{${key}}}`,
    field,
    source,
    filled: filled.length,
    total: values.length,
    example: first && first.length > 60 ? `${first.slice(0, 59)}…` : first,
  };
}

/**
 * The merge fields a template can use for these prospects (a campaign's, or one), for the UI: the
 * standard fields, `full_name`, every custom column seen, then the extras (sender fields …).
 */
export function listMergeFields(prospects: readonly ProspectData[], extras: MergeExtras = {}): MergeFieldInfo[] {
  const list = standardFields.map((f) =>
    info(
      snakeKey(f),
      f,
      'standard',
      prospects.map((p) => p[f]),
    ),
  );
  list.push(
    info(
      'full_name',
      'firstName + lastName',
      'standard',
      prospects.map((p) => [p.firstName, p.lastName].filter(Boolean).join(' ')),
    ),
  );
  const reserved = new Set(list.map((i) => normaliseFieldName(i.key)));
  const headers = [...new Set(prospects.flatMap((p) => Object.keys(p.fields)))];
  for (const header of headers) {
    if (reserved.has(normaliseFieldName(header)) || !snakeKey(header)) continue;
    reserved.add(normaliseFieldName(header));
    list.push(
      info(
        snakeKey(header),
        header,
        'custom',
        prospects.map((p) => p.fields[header]),
      ),
    );
  }
  for (const [name, value] of Object.entries(extras)) {
    if (reserved.has(normaliseFieldName(name))) continue;
    list.push(
      info(
        snakeKey(name),
        name,
        'extra',
        prospects.map(() => value),
      ),
    );
  }
  return list;
}

/** The merge fields one prospect offers (the playground and the single-e-mail UI): listMergeFields for one row. */
export const availableMergeFields = (prospect: ProspectData, extras: MergeExtras = {}): MergeFieldInfo[] =>
  listMergeFields([prospect], extras);
