import { askOf, otherInterest } from './cta.ts';
import { greeting, signOff } from './closers.ts';
import { type ComposeContext, type Fact, toned } from './compose-context.ts';
import { offerForms, proofSentence, valueSentence } from './offer.ts';
import { companyFact } from './phrases.ts';
import { headcountFact, headcountOf } from '../../rows/index.ts';
import { FOUNDER_TEAM, offerWork, SIDE_JOB_TEAM } from './work-link.ts';
import { lowerFirst, upperFirst } from '../../language/index.ts';

/**
 * Follow-ups, sequence steps 2–4. Each brings one new angle and never repeats an earlier step
 * (Belkins: three e-mails in a sequence do best, each follow-up with a new angle; the graded set marks
 * a near-copy `dont_send` and a thin "circling back" `edit`):
 * - step 2: a proof point (the brief's first that reads as a sentence), else a value proposition;
 * - step 3: a value proposition, named with the brand so it stands alone (`With Relaybase, there are no
 *   agents to run.`), a different one from step 2;
 * - step 4 (and any step with nothing new left): a soft last note — no pressure, one yes/no question.
 * A brief with neither proof points nor value propositions gets the offer's short version at step 2.
 * Each refers to the sender's own earlier e-mail at most ("one thing I left out"), never to a call,
 * a meeting or a reply that did not happen, and asks once, differently from the first e-mail. Their
 * word ceiling is FOLLOW_UP_WORDS (language/lengths.ts) or the brief's target, whichever is lower.
 */

/** `short`: the paragraph without its lead, for a tight word target. */
export type FollowUp = { id: string; opener: string; paragraphs: string[]; short?: string; facts: Fact[] };

const PROOF_LEADS = [
  'I left one thing out.',
  'Here is a number I should have mentioned.',
  'One more data point might help.',
] as const;
const VALUE_LEADS = [
  'Here is a different angle.',
  'There is one more practical point.',
  'Another way to look at it:',
] as const;

/** The last four words of a sentence, the key that says an earlier step already made this point. */
const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .slice(-4)
    .join(' ');

/**
 * A step's new point, one no earlier step made (`earlier`: their bodies): step 2 a proof point first,
 * step 3 a value proposition first, each falling back to the other; null when none is left.
 */
function angle(ctx: ComposeContext, earlier: readonly string[]): { id: string; lead: string; text: string } | null {
  const said = earlier.map((b) => b.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ''));
  const fresh = (text: string | null): text is string => !!text && !said.some((b) => b.includes(key(text)));
  const proof = ctx.brief.proofPoints.map((p) => proofSentence(ctx.brief, p, true)).filter(fresh);
  const value = ctx.brief.valueProps.map((v) => valueSentence(ctx.brief, v, true)).filter(fresh);
  const asProof = proof.map((text) => ({ id: 'proof', lead: ctx.seed.pick('lead', PROOF_LEADS), text }));
  const asValue = value.map((text) => ({ id: 'value', lead: ctx.seed.pick('lead', VALUE_LEADS), text }));
  const order = ctx.step === 2 ? [...asProof, ...asValue] : [...asValue, ...asProof];
  const recap = offerForms(ctx.brief)[0];
  const point =
    order[0] ?? (ctx.step === 2 && recap ? { id: 'offer', lead: 'The short version:', text: recap.text } : undefined);
  // After a colon the point goes on in lower case; after a full sentence it starts one.
  const brand = ctx.brief.senderCompany?.trim();
  const keep = !point || !point.lead.endsWith(':') || (brand && point.text.startsWith(brand));
  return point ? { ...point, text: keep ? point.text : lowerFirst(point.text) } : null;
}

/**
 * What ties a follow-up's new point to this prospect (the graded `send` follow-ups: "…, which matters
 * most on a small remote team"; a bare "Circling back. <proof>." is `edit`): the first e-mail's
 * guess about who carries the offer's work at the company's size (work-link.ts), put as a condition the
 * reader can answer ("If the bookkeeping at Skyvern is still a founder's job, …"); null without a
 * headcount or an offer object (the lead then names the company). A tie an earlier step used is not used
 * again.
 */
function tieOf(ctx: ComposeContext, earlier: readonly string[]): { text: string; facts: Fact[] } | null {
  const size = headcountOf(ctx.prospect);
  const work = offerWork(ctx.brief);
  if (!size || !work || !ctx.company) return null;
  const is = work.plural ? 'are' : 'is';
  const state =
    size.high <= FOUNDER_TEAM
      ? `still a founder’s job`
      : size.high <= SIDE_JOB_TEAM
        ? `still someone’s second job`
        : `spread across several people`;
  const options = [
    `If ${work.text} at ${ctx.company} ${is} ${state}, that’s the part this takes off your plate.`,
    `Worth knowing if ${work.text} at ${ctx.company} ${is} ${state}.`,
    `That matters most while ${work.text} at ${ctx.company} ${is} ${state}.`,
  ].map((o) => toned(ctx, o));
  // A tie an earlier step already used would be said again word for word (the verdict edits that).
  const unused = options.filter((o) => !earlier.some((e) => e.includes(o)));
  return {
    text: ctx.seed.pick('tie', unused.length > 0 ? unused : options),
    facts: [...companyFact(ctx), headcountFact(size)],
  };
}

/** A lead that names the company, for a follow-up with no size to tie it to (`Here is one number for Acme.`). */
const namedLeads = (company: string, id: string) =>
  id === 'proof'
    ? [`Here is one number for ${company}.`, `Here is a data point that may matter at ${company}.`]
    : [`Here is another angle for ${company}.`, `There is one more practical point for ${company}.`];

function softClose(ctx: ComposeContext): FollowUp {
  const opener = toned(
    ctx,
    ctx.seed.pick('close', ['This is my last note on this.', 'I’ll leave it here after this one.']),
  );
  const who = ctx.company ? `for ${ctx.company}` : 'for you';
  const text = toned(ctx, `If it isn’t a priority ${who} right now, no problem at all.`);
  return { id: 'step4-close', opener, paragraphs: [`${opener} ${text}`], facts: companyFact(ctx) };
}

/** The body of a follow-up, greeting and sign-off included, and what it used. */
export function followUp(
  ctx: ComposeContext,
  earlier: readonly string[],
): FollowUp & { body: (withExtras: boolean) => string } {
  const found = ctx.step === 4 ? null : angle(ctx, earlier);
  const tie = found ? tieOf(ctx, earlier) : null;
  const named = !!found && !tie && !!ctx.company && found.id !== 'offer';
  const point =
    named && ctx.company
      ? {
          ...found,
          lead: toned(ctx, ctx.seed.pick('named-lead', namedLeads(ctx.company, found.id))),
          text: upperFirst(found.text),
        }
      : found;
  const f: FollowUp = point
    ? {
        id: `step${ctx.step}-${point.id}`,
        opener: point.lead,
        paragraphs: [[point.lead, point.text, tie?.text].filter(Boolean).join(' ')],
        short: [upperFirst(point.text), tie?.text].filter(Boolean).join(' '),
        facts: [...(tie?.facts ?? []), ...(named ? companyFact(ctx) : [])],
      }
    : softClose(ctx);
  const first = askOf(ctx).text;
  const closing = ctx.step === 4 || (!point && !ctx.brief.callToAction?.trim());
  const ask = closing
    ? toned(
        ctx,
        ctx.seed.pick('ask-4', ['Should I check back in a few months instead?', 'Is there someone else I should ask?']),
      )
    : ctx.brief.callToAction?.trim()
      ? askOf(ctx, `cta-${ctx.step}`).text
      : ctx.company
        ? ctx.seed.pick(`cta-${ctx.step}`, [
            `Would that be useful at ${ctx.company}?`,
            `Worth a look for ${ctx.company}?`,
            `Is that relevant for ${ctx.company} right now?`,
          ])
        : otherInterest(ctx, first, `cta-${ctx.step}`);
  return {
    ...f,
    body: (withExtras) =>
      [greeting(ctx), ...(withExtras ? f.paragraphs : [f.short ?? f.opener]), ask, signOff(ctx, false)].join('\n\n'),
  };
}
