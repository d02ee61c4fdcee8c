import type { ProspectData } from '#shared/prospects.ts';
import { normaliseFieldName } from './fields.ts';

/**
 * Company size: the headcount a row gives, the size of company a brief's audience names, and whether
 * the one is clearly outside the other. The composer's work link reads the headcount
 * (write/offline/work-link.ts); the verdict's audience criterion (judge/score/audience.ts) and the composer's
 * off-audience note (write/offline/first-step.ts) read the fit. RUBRIC.md calls "pitches a role the offer
 * cannot help" dont_send: a startup bookkeeping offer to a 7,000-person company is that, whatever the
 * reader's title.
 *
 * Bands, in employees, from the EU's SME definition (Commission Recommendation 2003/361/EC, Annex
 * art. 2: micro < 10, small < 50, medium < 250, large from 250), which is also the ceiling the startup
 * laws that define one use (Italy's "startup innovativa", Decree-Law 179/2012, requires an SME):
 * startups, early-stage, seed and Series A companies, small businesses, SMBs and SMEs are under 250;
 * small businesses alone under 50; mid-market and mid-sized companies 50–249; enterprises and large
 * companies 250 and over. An audience may also give its own figures ("10–200 employees", "under 50
 * people", "500+ employees"), which win. The audience's edge is fuzzy (a 300-person scale-up still calls
 * itself a startup), so a company is only out when it is CLEAR_FACTOR times past the edge: 1,000 or more
 * people for "startups", 62 or fewer for "enterprises".
 */

/** A company's headcount from the row: `low`–`high` people (equal for an exact figure), the field it came from. */
export type Headcount = { low: number; high: number; text: string; field: string };

/** The headcount as a fact the grounding check reads: the figure, without `over`. */
export const headcountFact = (size: Headcount) => ({ claim: size.text.replace(/^over /, ''), field: size.field });

/** Headers that hold a headcount: `employees`, `Number of Employees`, `Company size`, `Headcount`, `Team size` … */
const HEADCOUNT_FIELD =
  /^(?:(?:numberof|no|num|#)?employees(?:count|number)?|employeecount|headcount|(?:company|team|org)size|staff(?:count)?)$/;
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;
const RANGE = new RegExp(String.raw`^${NUMBER}\s*(?:-|–|—|to)\s*${NUMBER}(?:\s*employees)?$`, 'i');
const SINGLE = new RegExp(String.raw`^${NUMBER}(\+)?(?:\s*employees)?$`, 'i');
const toNumber = (s: string) => Number(s.replace(/,/g, ''));
const GROUPED = new Intl.NumberFormat('en-US');

/**
 * The row's headcount: an exact figure (`116`, `1,200`), a range as CRMs and LinkedIn export it
 * (`11-50`, `51–200`) or an open one (`10,001+`). Null without such a field, for 0 or 1 (a solo founder
 * is not a "team"), or for a value that is not a figure ("unknown", "a few").
 */
export function headcountOf(prospect: ProspectData): Headcount | null {
  for (const [header, raw] of Object.entries(prospect.fields)) {
    if (!HEADCOUNT_FIELD.test(normaliseFieldName(header))) continue;
    const value = raw.trim();
    const range = RANGE.exec(value);
    if (range) {
      const [low, high] = [toNumber(range[1]!), toNumber(range[2]!)];
      if (low >= 1 && high > low) return { low, high, text: `${range[1]}–${range[2]}`, field: header };
      continue;
    }
    const single = SINGLE.exec(value);
    if (!single) continue;
    const n = toNumber(single[1]!);
    if (n < 2) continue;
    // `3500` is written `3,500`, as the e-mail's other figures are (the grounding check reads both).
    const text = GROUPED.format(n);
    return single[2]
      ? { low: n, high: Number.POSITIVE_INFINITY, text: `over ${text}`, field: header }
      : { low: n, high: n, text, field: header };
  }
  return null;
}

/** How far past the audience's size a company must be to be clearly outside it (a multiple of the edge). */
export const CLEAR_FACTOR = 4;

/**
 * The size of company an audience names: `low`–`high` employees (`high` Infinity when open), its words,
 * and whether it states figures (`50–500 employees`) rather than a word for a size (`startups`).
 */
export type AudienceSize = { low: number; high: number; words: string; stated: boolean };

const SIZE_WORDS: { pattern: RegExp; low: number; high: number }[] = [
  { pattern: /\b(?:small[- ]businesses|small[- ]business owners|small companies)\b/i, low: 1, high: 49 },
  { pattern: /\b(?:mid[- ]?market|mid[- ]?sized?|medium[- ]sized?)\b/i, low: 50, high: 249 },
  {
    pattern: /\b(?:start[- ]?ups?|early[- ]stage|pre[- ]?seed|seed[- ]stage|series a|smbs?|smes?)\b/i,
    low: 1,
    high: 249,
  },
  {
    // `enterprise` alone is often an adjective of the product (`enterprise software startups`): only its nouns.
    pattern:
      /\b(?:enterprises|enterprise (?:companies|organi[sz]ations|businesses)|large (?:companies|organi[sz]ations|businesses)|fortune 500|global 2000)\b/i,
    low: 250,
    high: Number.POSITIVE_INFINITY,
  },
];
const PEOPLE = String.raw`\s*(?:employees|people|staff|person|headcount)`;
const BETWEEN = new RegExp(String.raw`\b${NUMBER}\s*(?:-|–|—|to)\s*${NUMBER}${PEOPLE}`, 'i');
const UNDER = new RegExp(String.raw`\b(?:under|fewer than|less than|up to|below)\s+${NUMBER}${PEOPLE}`, 'i');
const OVER = new RegExp(String.raw`(?:\b(?:over|more than|above)\s+${NUMBER}${PEOPLE}|\b${NUMBER}\+${PEOPLE})`, 'i');

/**
 * The size of company the brief's audience names, or null when it names none: "Founders and operators
 * at venture-backed startups" → 1–249 (startups); "HR leaders at companies with 50–500 employees" →
 * 50–500; "IT leaders at large enterprises" → 250+ (`enterprise software` names no size). Figures the audience writes win over its words.
 */
export function audienceSize(audience: string | null | undefined): AudienceSize | null {
  const a = (audience ?? '').trim();
  if (!a) return null;
  const between = BETWEEN.exec(a);
  if (between) return { low: toNumber(between[1]!), high: toNumber(between[2]!), words: between[0], stated: true };
  const under = UNDER.exec(a);
  if (under)
    return { low: 1, high: toNumber(under[1]!) - (/up to/i.test(under[0]) ? 0 : 1), words: under[0], stated: true };
  const over = OVER.exec(a);
  if (over) return { low: toNumber(over[1] ?? over[2]!), high: Number.POSITIVE_INFINITY, words: over[0], stated: true };
  for (const { pattern, low, high } of SIZE_WORDS) {
    const found = pattern.exec(a);
    if (found) return { low, high, words: found[0], stated: false };
  }
  return null;
}

/**
 * How the row's company is clearly outside the size the brief's audience names: the reason (one sentence
 * naming both figures), which side it is on, and the row's headcount; null when it is inside, near the
 * edge, or either side is unknown. Smaller is reported whether or not it matters (smallerMatters).
 */
export function sizeGap(
  prospect: ProspectData,
  audience: string | null | undefined,
): { reason: string; smaller: boolean; size: Headcount } | null {
  const size = headcountOf(prospect);
  const band = audienceSize(audience);
  if (!size || !band) return null;
  const tooBig = Number.isFinite(band.high) && size.low >= (band.high + 1) * CLEAR_FACTOR;
  const tooSmall = size.high <= band.low / CLEAR_FACTOR;
  if (!tooBig && !tooSmall) return null;
  const edge = tooBig ? `up to ${GROUPED.format(band.high)}` : `${GROUPED.format(band.low)} or more`;
  const reason = `${size.text.replace(/^over/, 'Over')} people (${size.field}) is far outside the “${band.words}” the brief’s audience names (${edge} people).`;
  return { reason, smaller: !tooBig, size };
}

/**
 * Why the company is clearly outside the audience's size in a way that matters — larger, or smaller where
 * smallerMatters — or null: sizeGap's reason alone.
 */
export function sizeMismatch(prospect: ProspectData, audience: string | null | undefined): string | null {
  const gap = sizeGap(prospect, audience);
  return gap && (!gap.smaller || smallerMatters(audience)) ? gap.reason : null;
}

/**
 * Why the row's company is outside the range of employees the brief's audience states in figures
 * ("2–50 employees", "150–3,000 employees"), though not far outside (sizeMismatch): a doubtful fit the
 * sender should check before sending (the graded sets' readers: "weak fit: 11–50 vs a 150–3,000
 * target", edit). A range the row states must lie wholly outside; a size word ("startups") is too loose
 * for this and only counts when far outside. Smaller is reported whether or not it matters (smallerMatters).
 * @returns the reason (one sentence naming both figures) and whether the company is the smaller, or null
 */
export function sizeOutside(
  prospect: ProspectData,
  audience: string | null | undefined,
): { reason: string; smaller: boolean } | null {
  const size = headcountOf(prospect);
  const band = audienceSize(audience);
  if (!size || !band?.stated) return null;
  if (size.high >= band.low && size.low <= band.high) return null;
  const reason = `${size.text.replace(/^over/, 'Over')} people (${size.field}) is outside the “${band.words}” the brief’s audience names.`;
  return { reason, smaller: size.high < band.low };
}

/**
 * What the audience says its companies must already have or do ("with a support team", "that run their
 * own warehouse", "running 100+ SaaS tools", "with staff in several countries").
 */
const PREREQUISITE =
  /\b(?:with (?:an? |their own |its own )?(?!\d|roughly|about|around|over|under|between|more|fewer|less|up to)[\p{L}/-]+(?: [\p{L}/-]+){0,3}|(?:that|which|who) (?:already )?(?:run|runs|have|has|keep|keeps|ship|ships|merge|merges|hire|hires|use|uses|operate|operates|manage|manages)\b[^,;()]*|running [^,;()]+)/iu;

/**
 * A volume the audience's companies must have, other than people: "that pay hundreds of supplier invoices
 * a month", "running 100+ SaaS tools", "running 50 or more vans", "over 200 locations". A company below
 * the audience's range of employees is unlikely to have it.
 */
const VOLUME = new RegExp(
  String.raw`\b(?:hundreds|thousands|dozens|millions) of\b|(?:\b${NUMBER}\s*(?:\+|or more)|\b(?:over|more than|at least)\s+${NUMBER})\s+(?!(?:employees|people|staff|persons?|headcount)\b)\p{L}`,
  'iu',
);

/**
 * Whether being smaller than the audience's size says the offer is not for them. A range of employees the
 * audience states is where the sender expects buyers, not a floor: the blind readers of the model path
 * sent well-written notes to 2-, 7- and 30-person companies for audiences of "10–200", "20–1,000" and
 * "50–2,000 employees" (booths, translation, benefits: nothing there grows with headcount), and asked
 * for an edit or refused when the audience also names a volume the small company cannot have ("hundreds
 * of supplier invoices a month", "100+ SaaS tools"; the graded sets' "weak fit: 11–50 vs a 150–3,000
 * target") or something its companies have or do (PREREQUISITE: "with a support team"). A size word
 * ("mid-market", "enterprises") or a floor alone ("500+ employees") is the market itself, so smaller
 * always counts there.
 */
export function smallerMatters(audience: string | null | undefined): boolean {
  const band = audienceSize(audience);
  if (!band?.stated || !Number.isFinite(band.high)) return true;
  return VOLUME.test(audience ?? '') || PREREQUISITE.test(audience ?? '');
}

/**
 * Fewer people than this and a company is small (Commission Recommendation 2003/361/EC, Annex art. 2:
 * small < 50): it has heads for few functions, and its operations leader covers the rest.
 */
export const SMALL_COMPANY = 50;

/**
 * A company of this many people or fewer has no departments: no support team, warehouse staff or people
 * team of its own. The model path's blind readers refused 2–3-person companies for an offer that needs
 * one ("a 2-person company has no support team to QA") and only asked for an edit at 8–15 people.
 */
export const TINY_COMPANY = 5;

/**
 * Why a company far below the audience's size cannot be one of its companies: the audience names what they
 * have or do (PREREQUISITE) and the row's headcount is TINY_COMPANY or fewer. One sentence naming the
 * size and what the audience needs, or null.
 */
export function lacksPrerequisite(prospect: ProspectData, audience: string | null | undefined): string | null {
  const gap = sizeGap(prospect, audience);
  if (!gap?.smaller || gap.size.high > TINY_COMPANY) return null;
  const needs = PREREQUISITE.exec(audience ?? '')?.[0];
  return needs
    ? `${gap.reason} The audience is companies ${needs}, which a company this small is unlikely to have.`
    : null;
}
