import { callToAction, greeting, signOff } from './closers.ts';
import { type ComposeContext, type Fact, toned } from './compose-context.ts';
import { clauseOf } from './phrases.ts';
import { proofLine, valueLine } from './pitch.ts';
import { offerTopic } from './subjects.ts';
import { asSentence, lowerFirst } from './text.ts';

/**
 * Follow-ups, sequence steps 2–4 (the 3-touch sequence in the GitHub repository
 * jamon8888/Agent-Skills-for-Context-Engineering, solo/skills/draft-outreach/references/follow-up-sequence.md,
 * MIT: "Don't just follow up to follow up. Add something", then a short close-the-loop note). Each
 * refers to the sender's own earlier e-mail ("my last note") — never to a call, a meeting or a reply
 * that did not happen — adds one new thing, and asks once:
 * - step 2: another fact from the prospect's row when there is one (a second description sentence),
 *   else the next value proposition;
 * - step 3: a proof point or another value proposition (else the offer's first sentence), and a softer ask;
 * - step 4: closes the loop: no pressure, one yes/no question.
 * Their word ceiling is FOLLOW_UP_WORDS or the brief's target, whichever is lower. 60 is ours: follow-ups
 * should be short, and the rewritten follow-up in the same repository's before/after examples runs
 * about 35 words ("Extremely short — respects their time"); 60 leaves room for a greeting, one new
 * point, the ask and a sign-off.
 */
export const FOLLOW_UP_WORDS = 60;

export type FollowUp = { id: string; opener: string; paragraphs: string[]; facts: Fact[] };

function reference(ctx: ComposeContext, choice: string): string {
  const topic = offerTopic(ctx);
  const refs = [
    'A quick follow-up to my last note.',
    'A short addition to my earlier e-mail.',
    'One more thought since my last note.',
    ...(topic ? [`Following up on my note about ${topic}.`] : []),
  ];
  return toned(ctx, ctx.seed.pick(choice, refs));
}

function stepTwo(ctx: ComposeContext): FollowUp {
  const second = ctx.details.find(
    (d, i) => i > 0 && d.clause && d.clause.predicate !== ctx.details[0]?.clause?.predicate,
  );
  const ref = reference(ctx, 'ref-2');
  if (second && ctx.company && !second.clause?.product) {
    const c = clauseOf(ctx, second);
    const angle = `I also read that ${c.text} — one more reason I thought this could be useful.`;
    return { id: 'step2-second-fact', opener: ref, paragraphs: [`${ref} ${angle}`], facts: c.facts };
  }
  const value = valueLine(ctx, 1, true) ?? proofLine(ctx);
  return { id: 'step2-value', opener: ref, paragraphs: [value ? `${ref} ${value.text}` : ref], facts: [] };
}

/** A brief with no proof points or value propositions: the offer's first sentence, so step 3 still adds something. */
function offerRecap(ctx: ComposeContext): { text: string } | null {
  const first = ctx.brief.offer
    .trim()
    .split(/(?<=[.!?])\s+/)[0]
    ?.trim();
  return first ? { text: `The short version: ${lowerFirst(asSentence(first))}` } : null;
}

function stepThree(ctx: ComposeContext): FollowUp {
  const ref = toned(
    ctx,
    ctx.seed.pick('ref-3', [
      'Back once more, briefly.',
      'Circling back one more time.',
      'One last idea before I stop.',
    ]),
  );
  const line = proofLine(ctx, 1) ?? valueLine(ctx, 2, true) ?? offerRecap(ctx);
  return { id: 'step3-proof', opener: ref, paragraphs: [line ? `${ref} ${line.text}` : ref], facts: [] };
}

function stepFour(ctx: ComposeContext): FollowUp {
  const topic = offerTopic(ctx);
  const who = ctx.company ?? 'your team';
  const opener = toned(
    ctx,
    ctx.seed.pick('ref-4', [
      'I’ll stop here after this one.',
      'This is my last note on this.',
      'Closing the loop on my earlier e-mails.',
    ]),
  );
  const plural = !!topic && /[^s]s$/i.test(topic);
  const graceful = toned(
    ctx,
    `If ${topic ?? 'this'} ${plural ? 'aren’t' : 'isn’t'} a priority for ${who} right now, no problem at all.`,
  );
  const facts: Fact[] = ctx.company ? [{ claim: ctx.company, field: 'company' }] : [];
  return { id: 'step4-close', opener, paragraphs: [`${opener} ${graceful}`], facts };
}

/** The body paragraphs of a follow-up, greeting and sign-off included, and what it used. */
export function followUp(ctx: ComposeContext): FollowUp & { body: (withExtras: boolean) => string } {
  const f = ctx.step === 2 ? stepTwo(ctx) : ctx.step === 3 ? stepThree(ctx) : stepFour(ctx);
  const ask =
    ctx.step === 4
      ? toned(
          ctx,
          ctx.seed.pick('ask-4', [
            'Should I close the file on this?',
            'Worth a conversation later this year instead?',
            'Is there someone else I should talk to?',
          ]),
        )
      : callToAction(ctx, `cta-${ctx.step}`).text;
  return {
    ...f,
    body: (withExtras) =>
      [greeting(ctx), ...(withExtras ? f.paragraphs : [f.opener]), ask, signOff(ctx, false)].join('\n\n'),
  };
}
