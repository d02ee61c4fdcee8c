import type { Brief } from '#shared/brief.ts';
import { audienceFamilies, headcountFact, headcountOf, roleFamiliesOf, type RoleFamily } from '../../rows/index.ts';
import { article, tag, untag } from '../../language/index.ts';
import { type ComposeContext, type Fact, type Part, titlePhrase, toned } from './compose-context.ts';
import { offerVerbObject } from './offer.ts';
import { familiesNamedBy, offerFitsRole, workWords } from './offer-fit.ts';
import { companyFact } from './phrases.ts';

/**
 * The link from a fact of the row to why the offer matters to this prospect: who carries the offer's
 * work. From the company's size when the row gives it; else from the prospect's role when that role does
 * the work ("As CTO, you’re probably responsible for hiring senior engineers"). "Zoa Research is 5
 * people, so the bookkeeping probably still falls to a founder" is an inference the reader can check against their own
 * company — the move of the graded `send` "StackAI is around 55 people …, so I imagine senior
 * engineering hires are a constant topic" (../shared/data/graded-emails) and of the "observation →
 * problem" opener (Lavender; 30 Minutes to President's Club) — where "…, so the bookkeeping probably
 * matters a lot there" says only that the offer matters (RUBRIC.md `edit`: "a true fact with no link to
 * why the offer matters"). The size is the row's own figure; the rest is hedged ("probably").
 */

/** Team sizes (people) up to which a founder does the work, then someone beside their main job (BANDS). */
export const FOUNDER_TEAM = 10;
export const SIDE_JOB_TEAM = 50;

/** Verbs whose object is what the prospect hires (`places senior engineers` → `hiring senior engineers`). */
const SUPPLIES = /^(?:places?|recruits?|sources?|staffs?|supplies|supply|matches|match)$/i;
/** Verbs whose object is the work itself (`does the bookkeeping` → `the bookkeeping`). */
const CARRIES = /^(?:does|do|handles?|runs?|manages?|takes?|covers?|owns?)$/i;
/** One-syllable verbs that double their last consonant before -ing (`run` → `running`). */
const DOUBLES = new Set([
  'run',
  'plan',
  'ship',
  'stop',
  'get',
  'set',
  'cut',
  'put',
  'scan',
  'log',
  'tag',
  'map',
  'chat',
]);

/** The -ing form of a third-person verb: monitors → monitoring, writes → writing, fixes → fixing, carries → carrying. */
export function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  const base = /ies$/.test(lower)
    ? `${lower.slice(0, -3)}y`
    : /(?:ss|sh|ch|x|z|o)es$/.test(lower)
      ? lower.slice(0, -2)
      : /[^s]s$/.test(lower)
        ? lower.slice(0, -1)
        : lower;
  if (DOUBLES.has(base)) return `${base}${base.at(-1)}ing`;
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^e]e$/.test(base)) return `${base.slice(0, -1)}ing`;
  return `${base}ing`;
}

/**
 * The offer's work as the prospect would do it without the sender, with its grammatical number and the
 * thing a person is responsible for (`duty`):
 * `the bookkeeping` (does), `monitoring background jobs and webhooks` (monitors), `hiring senior and
 * staff software engineers` (places), `onboarding or activation` (from the call to action). Null when
 * the brief's offer has no object (offer.ts offerVerbObject).
 */
export function offerWork(brief: Brief): Work | null {
  const found = offerVerbObject(brief);
  if (!found) return null;
  const { verb, object } = found;
  // "your app" keeps its word (offer.ts: a lone singular noun); a plural or a phrase reads without it.
  const bare = /^(?:your|their|its)\s+\S+$/i.test(object) ? object : object.replace(/^(?:the|your|their)\s+/i, '');
  if (verb && SUPPLIES.test(verb)) return { text: `hiring ${bare}`, plural: false, duty: `hiring ${bare}` };
  if (verb && !CARRIES.test(verb)) return { text: `${gerund(verb)} ${bare}`, plural: false, duty: bare };
  const plural = /\band\b/.test(object) || (/[^s]s$/.test(object) && !/\bor\b/.test(object));
  return { text: object, plural, duty: object };
}

/** The offer's work (offerWork): `text` as a subject, `duty` as what someone is responsible for (`scheduled jobs and queues`). */
export type Work = { text: string; plural: boolean; duty: string };

/** Who reads the e-mail: the person who does the offer's work, a founder, or someone else in the audience. */
type Reader = 'owner' | 'founder' | 'other';
type Say = (work: string, plural: boolean) => string;
type Band = { upTo: number; says: Record<Reader, Say[]> };
const v = (plural: boolean, one: string, many: string) => (plural ? many : one);
const secondJob: Say = (w, p) => `${w} ${v(p, 'is', 'are')} probably someone’s second job`;
const betweenJobs: Say = (w, p) => `${w} probably ${v(p, 'gets', 'get')} done between other jobs`;
const ownJob: Say = (w, p) => `${w} ${v(p, 'is', 'are')} probably a job of ${v(p, 'its', 'their')} own by now`;
const outgrown: Say = (w, p) => `${w} ${v(p, 'has', 'have')} probably outgrown a part-time setup`;
const team: Say = (w, p) => `${w} probably ${v(p, 'takes', 'take')} a team of ${v(p, 'its', 'their')} own`;
const teams: Say = (w, p) => `${w} probably ${v(p, 'runs', 'run')} across several teams`;
/**
 * Who carries the work at a given size (ours, from how startups staff operations: founders do it
 * first, then someone beside their main job, then a person or team), said to the reader: the one who
 * does the work hears it is on their desk; a founder, that it falls to a founder; anyone else, that
 * it is someone's side job. Each band's sentences are seeded.
 */
const BANDS: Band[] = [
  {
    upTo: FOUNDER_TEAM,
    says: {
      owner: [(w, p) => `${w} probably ${v(p, 'lands', 'land')} on your desk along with everything else`],
      founder: [
        (w, p) => `${w} probably still ${v(p, 'falls', 'fall')} to a founder`,
        (w, p) => `${w} ${v(p, 'is', 'are')} probably one more job on a founder’s plate`,
      ],
      other: [(w, p) => `${w} ${v(p, 'is', 'are')} probably a side job for someone on the team`],
    },
  },
  {
    upTo: SIDE_JOB_TEAM,
    says: {
      owner: [(w, p) => `${w} ${v(p, 'is', 'are')} probably one of several jobs on your desk`],
      founder: [secondJob, betweenJobs],
      other: [secondJob, betweenJobs],
    },
  },
  { upTo: 250, says: { owner: [ownJob, outgrown], founder: [ownJob, outgrown], other: [ownJob, outgrown] } },
  { upTo: Number.POSITIVE_INFINITY, says: { owner: [team, teams], founder: [team, teams], other: [team, teams] } },
];

/**
 * Whether the prospect does the offer's work (a functional family of the title that the brief's audience
 * names, or with no families in the audience, that the offer's words name: offer-fit.ts), is a founder,
 * or neither. A CTO reading about bookkeeping for "founders and operators" is neither. Nor is a head of
 * engineering whom the audience names for another reason (they hire the engineers a payroll offer
 * employs abroad): when the duty itself is a function's work (`payroll`: operations, finance, people),
 * only that function carries it.
 */
function readerOf(ctx: ComposeContext, work: Work): Reader {
  const families = roleFamiliesOf(ctx.title);
  const functional = families.filter((f) => f !== 'executive');
  const audience = audienceFamilies(ctx.brief.audience);
  const carriers = familiesNamedBy(work.duty);
  // The brief's audience names the roles that do the work; without one, the offer's words do.
  const owner =
    (audience.length > 0
      ? functional.some((f) => audience.includes(f))
      : functional.length > 0 && offerFitsRole(ctx.brief, functional)) &&
    (carriers.length === 0 || functional.some((f) => carriers.includes(f)));
  if (owner) return 'owner';
  return /\b(?:founder|co-?founder|ceo|owner|president)\b/i.test(ctx.title ?? '') ? 'founder' : 'other';
}

export type WorkLink = {
  /** `At 116 people, the bookkeeping is probably a job of its own by now.` */
  sentence: Part;
  /** The same link as a clause after a short fact: `, and at 116 people, …` (no full stop). */
  clause: Part;
  /** A thin row's whole opening: `All I know about Zoa is that it’s a team of 5, so …`. */
  thin: Part | null;
};

/** The link for this prospect and brief (see the module comment): by size, else by role, else null. */
export function workLink(ctx: ComposeContext): WorkLink | null {
  const work = offerWork(ctx.brief);
  if (!work) return null;
  return sizeLink(ctx, work) ?? roleLink(ctx, work);
}

/** `As CTO`, `As a founder`: the title as written for a leader (`CTO`, `Head of Growth`), else lower case with an article. */
function asTitle(title: string): string {
  const phrase = titlePhrase(title, article);
  return phrase === title ? title : phrase.replace(/ .*/, (rest) => rest.toLowerCase());
}

/**
 * The role link: the person who does the offer's work (readerOf) hears "As COO, you’re probably
 * responsible for the bookkeeping"; a founder whose title names no other function, a softer guess
 * without a size to go on ("As a founder, you may still have scheduled jobs and queues on your plate":
 * the sentence's subject is the reader, so `As a founder` modifies them). Anyone
 * else gets none: a CTO is not told the bookkeeping is theirs.
 */
function roleLink(ctx: ComposeContext, work: Work): WorkLink | null {
  if (!ctx.title) return null;
  const reader = readerOf(ctx, work);
  const functional = roleFamiliesOf(ctx.title).filter((f) => f !== 'executive');
  if (reader === 'other' || (reader === 'founder' && functional.length > 0)) return reasonLink(ctx, functional);
  const own =
    reader === 'owner'
      ? `you’re probably responsible for ${work.duty}`
      : `you may still have ${work.duty} on your plate`;
  const as = asTitle(ctx.title);
  return linkParts(ctx, `As ${as}`, own, `All I know is that you’re ${as} at ${ctx.company}`, [
    { claim: ctx.title, field: 'title' },
  ]);
}

/**
 * The link for someone the audience names who does not carry the offer's work: the part of the offer
 * that is their function's work, in the brief's own words (`hire engineers in any country` → `As VP of
 * Engineering, you’re probably involved in hiring engineers`). The reason the sender wrote to them,
 * hedged; null when the brief names no work of theirs (a CTO reading about bookkeeping gets nothing).
 */
function reasonLink(ctx: ComposeContext, functional: readonly RoleFamily[]): WorkLink | null {
  const audience = audienceFamilies(ctx.brief.audience);
  const phrase = functional
    .filter((f) => audience.includes(f))
    .map((f) => familyWork(ctx.brief, f))
    .find((found) => found !== null);
  if (!phrase) return null;
  const as = asTitle(ctx.title!);
  return linkParts(
    ctx,
    `As ${as}`,
    `you’re probably involved in ${phrase}`,
    `All I know is that you’re ${as} at ${ctx.company}`,
    [{ claim: ctx.title!, field: 'title' }],
  );
}

/**
 * A family's work as the brief words it, as a gerund phrase: the verb before one of the family's work
 * words (offer-fit.ts) and the words between (`hire engineers` → `hiring engineers`, `ship code faster`
 * → `shipping code`). From the offer, then the value propositions; null when none names it so.
 */
export function familyWork(brief: Brief, family: RoleFamily): string | null {
  const words = workWords(family);
  if (!words) return null;
  for (const text of [brief.offer, ...brief.valueProps]) {
    const tokens = tag(text);
    for (let i = 0; i < tokens.length; i++) {
      if (!words.test(tokens[i]!.text)) continue;
      for (let v = i - 1; v >= Math.max(0, i - 3); v--) {
        const between = tokens.slice(v + 1, i);
        if (!between.every((t) => ['ADJ', 'NOUN', 'PROPN', 'NUM'].includes(t.pos))) break;
        if (tokens[v]!.pos !== 'VERB' || !/^\p{Ll}+$/u.test(tokens[v]!.text)) continue;
        return `${gerund(tokens[v]!.text)} ${untag(tokens.slice(v + 1, i + 1))}`;
      }
    }
  }
  return null;
}

function sizeLink(ctx: ComposeContext, work: Work): WorkLink | null {
  const size = headcountOf(ctx.prospect);
  if (!size) return null;
  const band = BANDS.find((b) => size.high <= b.upTo)!;
  const says = ctx.seed.pick('scale-says', band.says[readerOf(ctx, work)])(work.text, work.plural);
  const people = `${size.text} people`;
  const lead = ctx.seed.pick('scale-lead', [`At ${people}`, `With ${people}`]);
  return linkParts(ctx, lead, says, `All I know about ${ctx.company} is that it’s a team of ${size.text}`, [
    headcountFact(size),
  ]);
}

/**
 * A link's three forms from its lead (`At 116 people`, `As COO`) and what it says: a sentence, a clause
 * after a short fact (`, and at 116 people, …`), and a thin row's whole opening (`thinLead`, so …);
 * the thin form needs the company's name. The lead opens with `At`, `With` or `As`, lower-cased mid-sentence.
 */
function linkParts(ctx: ComposeContext, lead: string, says: string, thinLead: string, facts: Fact[]): WorkLink {
  return {
    sentence: { text: toned(ctx, `${lead}, ${says}.`), facts },
    clause: { text: toned(ctx, `, and ${lead.charAt(0).toLowerCase()}${lead.slice(1)}, ${says}`), facts },
    thin: ctx.company ? { text: toned(ctx, `${thinLead}, so ${says}.`), facts: [...companyFact(ctx), ...facts] } : null,
  };
}
