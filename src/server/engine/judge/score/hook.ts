import type { ScoreCriterion } from '#shared/emails.ts';
import { stem } from '../../language/index.ts';
import { contentStems, evidenceOf, names, type Evidence } from './evidence.ts';
import { criterion, type ScoreInput } from './input.ts';

/**
 * Hook depth: first e-mails, and follow-ups that open on the prospect's company (a follow-up that opens
 * on the sender's news or a proof point is judged by its new angle alone, follow-up.ts). The blind
 * readers of the model path asked for an edit to follow-ups that reopen on a row fact with no link
 * ("opens with an unlinked fact about the Print Delivery Network", "the opening customer-list fact
 * stands unlinked to the offer") just as they did to first e-mails.
 *
 * RUBRIC.md (edit): "The hook is mail merge only (name, title, company,
 * city or industry used as if it were insight), or a true fact with no link to why the offer matters to
 * this prospect"; (send) "a hook that is a real fact about this prospect linked to the offer (or an
 * honest, relevant observation about their role when the row is thin)". Lavender's and 30 Minutes to
 * President's Club's "observation → problem" opener is the same rule.
 *
 * The hook is the prose before the first sentence about the sender (their company, "we", "our"), or the
 * first sentence when that one already names the prospect. It is linked when it
 * - talks about the problem the offer solves: one of the offer's content words that the row does not
 *   already hold (a row's "Engineering Manager" is not a link to an offer for engineers), or
 * - reasons from the fact: a consequence ("so …", "which means …", "where …", "if …", "when …") that adds
 *   at least two words of the writer's own (not from the row);
 * and not when it is flattery or a made-up rationale ("that's amazing", "which is the reason for this
 * note", "I thought you might find this relevant").
 */
const CONSEQUENCE =
  /(?:,\s*(?:so|which|where|and)\b|\bso (?:the|a|an|that|I|you|your|each|every|those|these|they|it|on-call)\b|\bwhich (?:likely |probably )?(?:means|makes)\b|\bmeans\b|\bif\b|\bwhen\b|\bbecause\b)/i;
const EMPTY_LINK =
  /\b(?:reason for (?:this|my) (?:note|e-?mail)|(?:might|could|may) be (?:relevant|useful|of interest|a fit)|thought (?:of you|you might|I(?:'|’)d reach out)|keep this short|that(?:'|’)s (?:amazing|impressive|awesome|great|incredible|quite a journey)(?=[.!,])|which is (?:impressive|amazing|great|a big claim[^.!]*)(?=[.!])|a big claim|big fan|love that|congrats|congratulations)\b/i;
const SENDER_START = /^(?:we|our|i(?:'|’)m|i am|my|at (?:our|my))\b/i;
const PLEASANTRY = /^(?:I hope|Hope (?:all|you|this)|I wanted to|I(?:'|’)m reaching out|Just wanted)/i;
/**
 * An opening that admits the writer knows nothing of the prospect ("All I know is that you're CTO at …",
 * "I only know your role at …", "I don't know much about Acme beyond your title"): the rubric's mail
 * merge hook said out loud. Honest, but no reason to read on (the graded sets' readers: edit).
 */
const ADMITS_NOTHING =
  /\b(?:all I know (?:about \S+(?: \S+){0,3} )?is|I only know (?:your|that|about|you)|I (?:don(?:'|’)t|do not) know (?:much|anything|a lot)|(?:know|knew) (?:little|nothing) about|beyond your (?:title|role|job title|name))\b/i;

/**
 * Words a link uses when it says only that the offer matters ("so I imagine the bookkeeping matters a
 * lot there", "so it's probably on the team's mind", "which likely makes it a real concern"): hedges,
 * "matter", "mind", "concern", "priority". A link that names a consequence of the fact ("so senior
 * hires are a constant topic", "so a payment job that fails reaches a merchant first") uses others.
 */
const HOLLOW = new Set(
  (
    'imagine guess guessing bet probably likely surely sure assume matter matters mattering lot lots great deal ' +
    'mind minds team teams real concern concerns important importance priority priorities top focus thing things ' +
    'there make makes made big key worth relevant useful critical essential crucial'
  )
    .split(' ')
    .map(stem),
);

/**
 * Whether the hook's only link to the offer is a hollow one: a consequence clause ("…, so …", "…, which
 * …", "…, and I'd guess …") whose words, the offer's own aside, are all HOLLOW, after a fact that
 * itself says nothing about the offer's problem.
 */
function hollowLink(text: string, e: Evidence): boolean {
  const m = HOLLOW_CLAUSE.exec(text);
  if (!m) return false;
  const fact = text.slice(0, m.index);
  const link = text.slice(m.index + m[0].length);
  if (contentStems(fact).some((s) => e.offerStems.has(s) && !e.rowStems.has(s))) return false;
  const words = contentStems(link).filter((s) => !e.offerStems.has(s) && !e.rowStems.has(s));
  // `…, mobile apps, and smart AI solutions`: a list the row goes on with is no link at all.
  const rowOnly = contentStems(link).every((s) => e.rowStems.has(s));
  return !rowOnly && words.every((s) => HOLLOW.has(s));
}
const HOLLOW_CLAUSE = /,\s*(?:so|which|and)\b/i;

/**
 * Content words of the writer's own (not the row's) at which an opening interprets its fact rather than
 * restating it ("… is the kind of workload where cloud costs creep up quietly", "Early fintech teams
 * often build fast and pay for headroom they never use"), hollow and generic words aside ("you probably
 * have a lot on your plate" interprets nothing). Below it, a fact with a word or two added is mail merge
 * or a bare fact. The blind readers of four fresh rounds sent 14 of 19 openings that interpret their fact
 * in this way but use none of the offer's words.
 */
const OWN_REASONING = 4;
/** Words any opening can add without saying anything of the fact ("a 120-person company … a lot on your plate"). */
const GENERIC = new Set(
  'company companies team teams business businesses plate desk role person people day week year'.split(' ').map(stem),
);

/** The hook's sentences (see above); the rest of the prose is the pitch and the ask. */
export function hookOf(e: Evidence): string[] {
  const aboutSender = (s: string) => SENDER_START.test(s) || e.brands.some((b) => names(s, b));
  const hook: string[] = [];
  for (const s of e.parts.sentences) {
    if (aboutSender(s)) {
      const prospectFirst = hook.length === 0 && (e.companyNames.some((c) => names(s, c)) || /^(?:if|when)\b/i.test(s));
      if (prospectFirst) hook.push(s);
      break;
    }
    hook.push(s);
  }
  return hook;
}

export function hookCriterion(input: ScoreInput): ScoreCriterion {
  const e = evidenceOf(input);
  const hook = hookOf(e);
  const first = e.parts.sentences[0] ?? '';
  if (input.step > 1 && (hook.length === 0 || !e.companyNames.some((c) => names(hook[0]!, c))))
    return criterion('hook', 'pass', 'Follow-up: judged by its new angle');
  if (hook.length === 0 || PLEASANTRY.test(first))
    return criterion('hook', 'warn', 'No opening about the prospect: the e-mail starts with the sender');
  const text = hook.join(' ');
  const quote = `“${hook[0]}”`;
  // Said as a frank preface to a direct question ("All I know is that you're CTO, so: are you hiring?"), it
  // is the rubric's honest observation for a thin row; said before a pitch, it is an empty opening.
  if (ADMITS_NOTHING.test(first) && !/\?\s*$/.test(first))
    return criterion('hook', 'warn', `The opening (“${first}”) admits knowing nothing about the prospect`);
  if (EMPTY_LINK.test(text))
    return criterion(
      'hook',
      'warn',
      `The opening (${quote}) flatters or gives a made-up reason instead of linking a fact to the offer`,
    );
  if (hollowLink(text, e))
    return criterion(
      'hook',
      'warn',
      `The opening (${quote}) links its fact to the offer only by saying the offer matters, not why`,
    );
  const stems = contentStems(text);
  const own = stems.filter((s) => !e.rowStems.has(s));
  // "a mistranslated term", "unpaid invoices": the offer's word with a negating prefix names its problem too.
  const problem = own.filter((s) => e.offerStems.has(s) || e.offerStems.has(s.replace(/^(?:mis|un)(?=\p{L}{3})/u, '')));
  if (problem.length > 0)
    return criterion(
      'hook',
      'pass',
      `The opening links the prospect to the problem the offer solves (${problem.slice(0, 3).join(', ')})`,
    );
  if (CONSEQUENCE.test(text) && own.length >= 2)
    return criterion('hook', 'pass', `The opening reasons from a fact about the prospect: ${quote}`);
  if (new Set(own.filter((w) => !HOLLOW.has(w) && !GENERIC.has(w))).size >= OWN_REASONING)
    return criterion('hook', 'pass', `The opening says, in the writer's own words, what the fact means: ${quote}`);
  const rowOnly = own.length <= 1;
  return criterion(
    'hook',
    'warn',
    rowOnly
      ? `Mail merge: the opening (${quote}) only repeats the row (name, title, company, place)`
      : `The opening (${quote}) states a fact but not why the offer matters to this prospect`,
  );
}
