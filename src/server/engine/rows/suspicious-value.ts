import type { ProspectData, ProspectFlag } from '#shared/prospects.ts';
import {
  ADDRESS,
  DOMAIN,
  EMAIL,
  FORMULA,
  LINK,
  MERGE_TAG,
  NOT_A_COMPANY,
  NOT_A_NAME,
  NOT_A_PLACE,
  NOTE,
  NULL_LIKE,
  PHONE_RUN,
  SPREADSHEET_ERROR,
  STREET_END,
  TAKES_THE,
} from './suspicious-patterns.ts';

/**
 * Is a prospect's name, company, location or title something a writer may put in an e-mail as it is?
 * A cell can hold something else (RUBRIC.md's "wrong identity": a placeholder, `None`, `=HYPERLINK(…)`,
 * a location like "No physical office"); an e-mail that says "Hi None" or "your team in Worldwide"
 * must not be sent. Pure and synchronous. Kinds, first match wins:
 * - `formula`: a spreadsheet formula or its error value (OWASP "CSV Injection"; suspicious-patterns.ts);
 * - `contact`: an e-mail address, a link or a phone number (in a name field a bare domain or @handle too);
 * - `placeholder`: an unfilled merge tag (`{{first_name}}`, `[Company]`), a null-like (`None`, `null`,
 *   `N/A`, `-`, `TBD`, `test`, `unknown`), a column's own header, or what stands in for a missing
 *   name ("Sir or Madam", "there") or employer ("Self-employed", "Stealth");
 * - `digits`: digits in a person's name, or a title or location that is only digits (a company may be
 *   `42`: real YC companies are);
 * - `address`: a street address where a company or location belongs (USPS street suffixes …);
 * - `note`: a remark instead of the value — a sentence, a negation, "see notes" (a location), more
 *   than four words or note punctuation (a name), "please", "see notes" or over twelve words (a company).
 * A name in capitals or lower case is not suspicious: it only needs normalising (language/text.ts).
 * Not suspicious either: `Remote` or `Worldwide` as a location (true, but no place: placeName).
 * Why these rules, and their figures: docs/decisions/029. Tested on the Remote-in-Tech directory's
 * company names and office answers (tests/fixtures/prospects) and, with the test corpus, the YC
 * directory's 5,706 names and the graded e-mails' rows.
 */
export const suspiciousFields = ['firstName', 'lastName', 'company', 'location', 'title'] as const;
export type SuspiciousField = (typeof suspiciousFields)[number];
export type SuspicionKind = 'formula' | 'contact' | 'placeholder' | 'digits' | 'address' | 'note';
/** `reason` names the field and its value: `company "=HYPERLINK(…)" is a spreadsheet formula, not a company name`. */
export type Suspicion = { kind: SuspicionKind; reason: string };

const fieldLabel: Record<SuspiciousField, string> = {
  firstName: 'first name',
  lastName: 'last name',
  company: 'company',
  location: 'location',
  title: 'job title',
};
const meant: Record<SuspiciousField, string> = {
  firstName: 'a name',
  lastName: 'a name',
  company: 'a company name',
  location: 'a place',
  title: 'a job title',
};
const described: Record<SuspicionKind, string> = {
  formula: 'a spreadsheet formula',
  contact: 'an e-mail address, link or phone number',
  placeholder: 'a placeholder',
  digits: 'a number',
  address: 'a street address',
  note: 'a note',
};

const isName = (field: SuspiciousField) => field === 'firstName' || field === 'lastName';
const NAME_NOTE = /[?!:;|\\/(){}[\]<>=+*#$%^~"]|\b(?:see|please|unknown|ask for)\b/i;
const COMPANY_NOTE =
  /\b(?:see (?:notes?|above|below|comments?)|please|do not (?:contact|e-?mail)|no longer|left the company)\b/i;
const NULL_LEAD = /^(?:none|n\/a|null|nil|tbd|unknown)\b/i;

/** The value as a null-like is compared: lower case, without emoji, shortcodes, markdown and end punctuation. */
function bareKey(text: string): string {
  const key = text.toLowerCase().replace(/:[a-z_]+:|[*_`]/g, '');
  // Plain ASCII, the usual case, needs no Unicode classes (an import checks five fields per row).
  const bare = /^[\x20-\x7e]*$/.test(key)
    ? key.replace(/^[^a-z\d]+|[^a-z\d]+$/g, '')
    : key
        .replace(/\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\uFE0F/gu, '')
        .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return bare.replace(/\s+/g, ' ');
}

const words = (text: string) => text.split(/\s+/).length; // text is trimmed
/** Null-likes and the names standing in for none are short; longer values skip the lookup (import speed). */
const LONGEST_PLACEHOLDER = 32;

function isPlaceholder(field: SuspiciousField, text: string): boolean {
  if (/[{[<%*$]/.test(text) && MERGE_TAG.test(text)) return true;
  if (text.length > LONGEST_PLACEHOLDER) return false;
  const key = bareKey(text);
  if (key === '' || NULL_LIKE.has(key)) return true;
  if (isName(field)) return NOT_A_NAME.has(key);
  return field === 'company' && NOT_A_COMPANY.has(key);
}

const isPhone = (text: string) => (text.match(PHONE_RUN) ?? []).some((run) => run.replace(/\D/g, '').length >= 7);

// Each pattern runs only when the characters it needs are there: an import checks five fields per row.
function isContact(field: SuspiciousField, text: string, digits: boolean): boolean {
  const dotted = text.includes('.') || text.includes('/');
  if ((text.includes('@') && EMAIL.test(text)) || (dotted && LINK.test(text)) || (digits && isPhone(text))) return true;
  return isName(field) && ((dotted && DOMAIN.test(text)) || /^[@+]/.test(text));
}

function isNote(field: SuspiciousField, text: string): boolean {
  if (isName(field)) return words(text) > 4 || NAME_NOTE.test(text);
  if (field === 'company') return words(text) > 12 || COMPANY_NOTE.test(text);
  // A bare null-like was a placeholder already: here one leads a longer remark ("None! We have …").
  if (field === 'location') return NULL_LEAD.test(text) || NOTE.some((p) => p.test(text));
  return false;
}

function kindOf(field: SuspiciousField, text: string): SuspicionKind | null {
  const digits = /\d/.test(text);
  if ((/^['=+@#-]/.test(text) || text.includes('|')) && (FORMULA.test(text) || SPREADSHEET_ERROR.test(text)))
    return 'formula';
  if (isName(field) && isContact(field, text, digits)) return 'contact';
  if (isPlaceholder(field, text)) return 'placeholder';
  if (digits && (isName(field) || (field !== 'company' && /^[\d\s.,()#+-]+$/.test(text) && !isPhone(text))))
    return 'digits';
  if (digits && (field === 'company' || field === 'location') && ADDRESS.some((p) => p.test(text))) return 'address';
  // A remark that also carries a link ("… headquarters are in Columbia … [Source](https://…)") is a note.
  if (isNote(field, text)) return 'note';
  return isContact(field, text, digits) ? 'contact' : null;
}

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat;
};

/**
 * @param value - the field's text as stored (trimmed here); null or blank is absent, never suspicious
 * @returns why the value is not usable as the field, or null when it is
 */
export function suspiciousValue(field: SuspiciousField, value: string | null): Suspicion | null {
  const text = value?.trim();
  if (!text) return null;
  const kind = kindOf(field, text);
  if (!kind) return null;
  const what = kind === 'digits' && isName(field) ? 'has digits, so it is' : `is ${described[kind]},`;
  return { kind, reason: `${fieldLabel[field]} "${excerpt(text)}" ${what} not ${meant[field]}` };
}

/** The prospect's suspicious fields, in suspiciousFields order. */
export function findSuspiciousFields(prospect: ProspectData): (Suspicion & { field: SuspiciousField })[] {
  return suspiciousFields.flatMap((field) => {
    const found = suspiciousValue(field, prospect[field]);
    return found ? [{ field, ...found }] : [];
  });
}

/**
 * The import flag `suspicious_value` (#shared/prospects.ts) for a row, one per row like the e-mail
 * flags: its reason lists every suspicious field, e.g. `Company "=HYPERLINK(…)" is a spreadsheet
 * formula, not a company name; location "No physical office" is a note, not a place.`
 * @param also - reasons found before the values were stored, listed first: markup removed from a
 *   field (engine/rows/markup.ts), `company held HTML markup, removed (kept "Acme")`
 * @returns the flag, or null when no field is suspicious and `also` is empty
 */
export function suspiciousValueFlag(prospect: ProspectData, also: readonly string[] = []): ProspectFlag | null {
  const found = [...also, ...findSuspiciousFields(prospect).map((f) => f.reason)];
  if (found.length === 0) return null;
  const reason = found.join('; ');
  return { code: 'suspicious_value', reason: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.` };
}

/**
 * The place a sentence may name for a location ("your team in …"), or null: the first part of a
 * single place (`San Francisco` of `San Francisco, CA, USA`, with "the" where English needs it: `the
 * US`, `the United Kingdom`), never a suspicious value, a way of working or a region (`Remote`,
 * `Worldwide`, `Remote (Europe)`, `EMEA`), a label (`Headquarters: …`, `HQ in …`), or a list of
 * offices (lines, `|`, `;`, ` - `). A single bullet (`- Vancouver, Canada.`) is read as its item.
 */
export function placeName(location: string | null): string | null {
  const text = location?.trim();
  if (!text || suspiciousValue('location', text)) return null;
  const single = text.replace(/^[-*•]\s+/u, '').replace(/\.$/, '');
  if (/[\n|;]|\s[-–—]\s/u.test(single) || NOT_A_PLACE.test(single)) return null;
  const first = single.split(',')[0]!.trim();
  if (!/^\p{L}[\p{L}\p{M} .'’&-]*$/u.test(first) || STREET_END.test(first) || words(first) > 4 || first.length > 40)
    return null;
  return TAKES_THE.test(first) ? `the ${first}` : first;
}

/** Whether a location names a place a sentence can use (placeName). */
export const isUsablePlace = (location: string | null): boolean => placeName(location) !== null;
