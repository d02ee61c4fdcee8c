import { type Ask, callToAction, greeting, shortestAsk, signOff } from './closers.ts';
import { type ComposeContext, type Part, titlePhrase, toned } from './compose-context.ts';
import type { Detail } from './details.ts';
import { genericOpener } from './fallback-openers.ts';
import { openerPatterns } from './openers.ts';
import { clauseOf } from './phrases.ts';
import { bridge, compactBridge, type Line, proofLine, valueLine } from './pitch.ts';
import { cutPredicate, wordCount } from './predicate.ts';
import { untag } from '../nlp.ts';
import { article, countWords } from './text.ts';

/**
 * The first e-mail of a sequence: opener (a fact from the row), the offer, optionally one value
 * proposition and one proof point, one ask, sign-off. Which optional parts appear, and every lead-in,
 * is drawn by the seed, so structure varies as well as wording. The brief's `lengthWords` is a hard
 * ceiling on the body's words (greeting and sign-off included): when the draft is over, parts are
 * dropped in this order — the opener's second sentence, the proof point, the value proposition, the
 * sign-off's role line, the long offer (for a 12-word one), then the opener's fact is cut shorter
 * (10, then 6 words of predicate); last, the bare fact, a 6-word offer, the shortest ask and the
 * sender's name alone. `fits` is false only if even that is over (the brief allows 25 words).
 */
export type FirstStep = {
  body: string;
  opener: string;
  facts: Part['facts'];
  patterns: Record<string, string>;
  topic: string | null;
  fits: boolean;
  generic: boolean;
};

function shorter(d: Detail, words: number): Detail {
  if (!d.clause) return d;
  const tokens = cutPredicate(d.clause.tokens, words);
  return { ...d, clause: { ...d.clause, tokens, predicate: untag(tokens) } };
}

function tail(ctx: ComposeContext): string | null {
  if (!ctx.title) return null;
  const title = titlePhrase(ctx.title, article);
  return toned(
    ctx,
    ctx.seed.pick('tail', [
      `Since you’re ${title} there, I’ll keep this short.`,
      `As ${ctx.title}, you may be the right person for this.`,
    ]),
  );
}

export function firstStep(ctx: ComposeContext): FirstStep {
  const detail = ctx.details[0];
  const applicable = openerPatterns.filter((p) => p.applies(ctx, detail));
  const pattern = applicable.length > 0 ? ctx.seed.pick('opener', applicable) : null;
  const render = (d: Detail | undefined): Part => (pattern ? pattern.render(ctx, d) : genericOpener(ctx));
  const usesTitle = pattern?.id.includes('title') ?? false;
  // How often the optional parts appear (ours, for variety of structure): a title sentence in 30 % of
  // openers, a value proposition in 75 % of e-mails, a proof point in half; the word ceiling may drop them.
  const tailText = !usesTitle && ctx.seed.chance('with-tail', 0.3) ? tail(ctx) : null;
  const value = ctx.seed.chance('with-value', 0.75) ? valueLine(ctx) : null;
  const proof = ctx.seed.chance('with-proof', 0.5) ? proofLine(ctx) : null;
  const main = bridge(ctx, pattern?.reason ?? false);
  const ask = callToAction(ctx);
  const facts = (p: Part) => [...p.facts, ...(tailText ? [{ claim: ctx.title!, field: 'title' }] : [])];

  type Plan = {
    opener: Part;
    tail: string | null;
    offer: Line;
    value: Line | null;
    proof: Line | null;
    role: boolean;
    ask: Ask;
    signature: boolean;
  };
  const plans: Plan[] = [];
  let plan: Plan = {
    opener: render(detail),
    tail: tailText,
    offer: main,
    value,
    proof,
    role: true,
    ask,
    signature: true,
  };
  plans.push(plan);
  for (const change of [
    { tail: null },
    { proof: null },
    { value: null },
    { role: false },
    { offer: compactBridge(ctx) },
  ] as Partial<Plan>[]) {
    plan = { ...plan, ...change };
    plans.push(plan);
  }
  for (const words of [10, 6])
    if (detail?.clause && wordCount(detail.clause.tokens) > words)
      plans.push({ ...plan, opener: render(shorter(detail, words)) });
  // Last resort for very tight targets: the bare fact, a six-word offer, the shortest ask, the name.
  const bare = detail?.clause && !detail.clause.product ? clauseOf(ctx, shorter(detail, 6)) : null;
  plans.push({
    ...plans.at(-1)!,
    ...(bare ? { opener: { text: `${bare.text}.`, facts: bare.facts } } : {}),
    offer: compactBridge(ctx, 6),
    ask: shortestAsk(ctx),
    signature: false,
  });

  const bodyOf = (p: Plan) =>
    [
      greeting(ctx),
      [p.opener.text, p.tail].filter(Boolean).join(' '),
      [p.offer.text, p.value?.text].filter(Boolean).join(' '),
      p.proof?.text,
      p.ask.text,
      p.signature ? signOff(ctx, p.role) : ctx.brief.senderName,
    ]
      .filter(Boolean)
      .join('\n\n');
  const fitting = plans.find((p) => countWords(bodyOf(p)) <= ctx.brief.lengthWords);
  const chosen = fitting ?? plans.at(-1)!;
  const opener = [chosen.opener.text, chosen.tail].filter(Boolean).join(' ');
  return {
    body: bodyOf(chosen),
    opener,
    facts: chosen.tail ? facts(chosen.opener) : chosen.opener.facts,
    patterns: {
      opener: pattern?.id ?? 'generic',
      bridge: chosen.offer.id,
      value: chosen.value?.id ?? 'none',
      proof: chosen.proof?.id ?? 'none',
      cta: chosen.ask.id,
    },
    topic: detail?.topic && !detail.topicNeedsArticle ? detail.topic : null,
    fits: !!fitting,
    generic: !pattern,
  };
}
