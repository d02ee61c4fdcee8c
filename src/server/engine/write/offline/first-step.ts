import { audienceFit, companyTypeMismatch, lacksPrerequisite, sizeMismatch } from '../../rows/index.ts';
import { findSpamPhrases, lowerFirst, untag } from '../../language/index.ts';
import { type Ask, askOf, shortestAsk } from './cta.ts';
import { greeting, signOff } from './closers.ts';
import type { ComposeContext, Part } from './compose-context.ts';
import type { Detail } from './details.ts';
import { factHook, fieldHook, genericOpener, type Hook, linkLeads, thinHook } from './hook.ts';
import {
  compactOffer,
  type Line,
  offerObject,
  statingForms,
  proofSentence,
  valueSentence,
  valueVariant,
} from './offer.ts';
import { aboutProducts } from './offer-fit.ts';
import { cutPredicate } from './predicate.ts';
import { proseWords } from './prose.ts';
import { type WorkLink, workLink } from './work-link.ts';

/**
 * The first e-mail of a sequence, in the form the graded `send` e-mails share: greeting; the hook (a
 * fact from the row, hook.ts); the offer opened by a link to that fact, in one of several forms
 * (offer.ts), with one value proposition and sometimes one proof point; one question (cta.ts);
 * sign-off. Prose (without greeting and sign-off) is held to PROSE_WORDS: Lavender's data puts the
 * best replies at 25–50 words, and the rubric calls 25–90 fine; the brief's `lengthWords` is a hard
 * ceiling on the whole body. When over, the proof point goes first, then the value proposition, then
 * the offer's long form, then the link.
 *
 * Audience (engine/rows/role-family.ts): a prospect outside the brief's audience gets an honest note that
 * asks whether this is theirs or someone else's, never "you may be the right person", and the draft is
 * flagged `off_audience` with the reason; so is one whose company is far outside the size the audience
 * names (engine/rows/company-size.ts).
 */
export const PROSE_WORDS = 60;

export type FirstStep = {
  body: string;
  opener: string;
  facts: Part['facts'];
  patterns: Record<string, string>;
  topic: string | null;
  fits: boolean;
  generic: boolean;
  offAudience: string | null;
};

type Plan = {
  hook: Part;
  link: Part | null;
  offer: Line;
  value: string | null;
  proof: string | null;
  ask: Ask;
  signature: boolean;
};

/** The detail with its predicate cut to `words` (for tight `lengthWords`). */
function shorter(d: Detail, words: number): Detail | null {
  if (!d.clause) return null;
  const tokens = cutPredicate(d.clause.tokens, words);
  return tokens.length > 0 ? { ...d, clause: { ...d.clause, tokens, predicate: untag(tokens) } } : null;
}

const referral = (ctx: ComposeContext): Ask => ({
  id: 'referral',
  text: ctx.company
    ? `Is this something for you, or for someone else at ${ctx.company}?`
    : 'Is this something for you, or for someone else on your team?',
});

/**
 * Why the prospect is outside the brief's audience, or null: a title out of it, a company of another
 * kind, one too small to have what the audience's companies have, or far outside its size (rows/). The audience the sender wrote is their own
 * statement of whom the offer helps, and the verdict's audience criterion (judge/score/audience.ts) reads it the
 * same way: a keyword match on the offer's words once wrote to every VP of Engineering for a content
 * agency whose offer says its writers "have worked as engineers", and each of those drafts was `ready`
 * with a `dont_send` verdict.
 */
export function offAudienceReason(ctx: ComposeContext): string | null {
  const fit = audienceFit(ctx.title, ctx.brief.audience);
  if (fit.fit === 'out') return fit.reason;
  return (
    companyTypeMismatch(ctx.prospect, ctx.brief.audience) ??
    lacksPrerequisite(ctx.prospect, ctx.brief.audience) ??
    sizeMismatch(ctx.prospect, ctx.brief.audience)
  );
}

function hookOf(
  ctx: ComposeContext,
  detail: Detail | undefined,
  work: WorkLink | null,
): { hook: Hook | null; generic: boolean } {
  if (ctx.company && detail?.clause) return { hook: factHook(ctx, detail, false, work), generic: false };
  const thin = thinHook(ctx, offerObject(ctx.brief), work) ?? fieldHook(ctx);
  return thin ? { hook: thin, generic: false } : { hook: null, generic: true };
}

export function firstStep(ctx: ComposeContext): FirstStep {
  // A fact that quotes a spam filter's trigger ("instant", "at no cost") gives way to the next one.
  const facts = ctx.details.filter((d) => d.clause);
  const detail = facts.find((d) => findSpamPhrases(d.clause!.predicate).length === 0) ?? facts[0];
  const offAudience = offAudienceReason(ctx);
  // Off-audience prospects get no reasoning about who carries the work: the note asks whose it is.
  const work = offAudience ? null : workLink(ctx);
  const { hook, generic } = hookOf(ctx, detail, work);
  const opening: Part = hook?.part ?? genericOpener(ctx);
  // The pitch says what is offered: a value prop alone is a detail (offer.ts statingForms).
  const forms = statingForms(ctx.brief);
  // A definition (`Northlight is a product design studio …`) does not read after a link (`For a team like X’s, …`).
  const definition = (f: Line) => /^\S+(?:\s\p{Lu}\S*)?\s(?:is|are)\s(?:an?|the)\s/u.test(f.text);
  const linkable = forms.filter((f) => !definition(f));
  const willLink =
    !!hook &&
    !!detail?.clause &&
    hook.id !== 'industry' &&
    hook.id !== 'city' &&
    !hook.id.startsWith('thin') &&
    linkable.length > 0;
  const offer = ctx.seed.pick('offer', willLink ? linkable : forms);
  const values = ctx.brief.valueProps
    .map((vp) => valueSentence(ctx.brief, vp))
    .filter((v): v is string => !!v && !sameEnding(offer.text, v));
  const proofs = ctx.brief.proofPoints.map((p) => proofSentence(ctx.brief, p)).filter((p): p is string => !!p);
  const linked = willLink && !offAudience;
  const brand = ctx.brief.senderCompany?.trim();
  // After a hook that already links to the offer, the lead only hands over to the brand (`That’s where
  // Relaybase comes in: it …`), or there is none; otherwise it links the fact (hook.ts linkLeads).
  const handOver: Part[] =
    brand && offer.text.startsWith(`${brand} `)
      ? [
          { text: '', facts: [] },
          { text: `That’s where ${brand} comes in: `, facts: [] },
          { text: `This is what ${brand} is for: `, facts: [] },
        ]
      : [{ text: '', facts: [] }];
  const link = !linked
    ? null
    : hook?.linked
      ? ctx.seed.pick('hand-over', handOver)
      : ctx.seed.pick('link', linkLeads(ctx, detail, aboutProducts(ctx.brief)));
  const ask = offAudience ? referral(ctx) : askOf(ctx);
  const full: Plan = {
    hook: opening,
    link,
    offer,
    // A value proposition in 60 % of e-mails, a proof point in 30 % (ours: structure varies, and what every
    // e-mail of a batch shares stays a small part of each: mean trigram Jaccard ≤ 0.15).
    value:
      values.length > 0 && ctx.seed.chance('with-value', 0.6)
        ? valueVariant(ctx.seed.pick('value', values), (items) => ctx.seed.pick('value-variant', items))
        : null,
    proof: proofs.length > 0 && ctx.seed.chance('with-proof', 0.3) ? ctx.seed.pick('proof', proofs) : null,
    ask,
    signature: true,
  };
  const shortOffer = [...forms].sort((a, b) => countBody(a.text) - countBody(b.text))[0]!;
  const plans: Plan[] = [full, { ...full, proof: null }, { ...full, proof: null, value: null }];
  plans.push({ ...plans.at(-1)!, offer: shortOffer }, { ...plans.at(-1)!, offer: shortOffer, link: null });
  // A long fact with its link: the fact cut to 12 words, then 8, keeping the link and the signature.
  // Last resorts for very tight targets: the fact cut to 10, then 6 words; the sender's name alone.
  const cutHook = (words: number) => {
    const cut = detail && hook && !hook.id.startsWith('thin') ? shorter(detail, words) : null;
    return cut ? factHook(ctx, cut, true, work).part : null;
  };
  for (const words of [12, 8]) {
    const cut = cutHook(words);
    if (cut) plans.push({ ...plans.at(-1)!, hook: cut });
  }
  for (const words of [10, 6, 4]) {
    const cut = cutHook(words);
    if (cut) plans.push({ ...plans.at(-1)!, hook: cut, signature: false });
  }
  const compact = compactOffer(ctx.brief, 6);
  plans.push({ ...plans.at(-1)!, signature: false, ask: shortestAsk(ctx), ...(compact ? { offer: compact } : {}) });

  const bodyOf = (p: Plan) => {
    const offerText = !p.link?.text
      ? p.offer.text
      : p.link.text.endsWith(': ') && brand && p.offer.text.startsWith(`${brand} `)
        ? `${p.link.text}it ${p.offer.text.slice(brand.length + 1)}`
        : `${p.link.text}${lowerFirstKeepBrand(p.offer.text, ctx)}`;
    const signature = p.signature ? signOff(ctx, true) : ctx.brief.senderName;
    return [
      greeting(ctx),
      p.hook.text,
      [offerText, p.value, p.proof].filter(Boolean).join(' '),
      p.ask.text,
      signature,
    ].join('\n\n');
  };
  const fitting = plans.find(
    (p) => proseWords(bodyOf(p)) <= PROSE_WORDS && countBody(bodyOf(p)) <= ctx.brief.lengthWords,
  );
  const chosen = fitting ?? plans.at(-1)!;
  return {
    body: bodyOf(chosen),
    opener: chosen.hook.text,
    facts: [...chosen.hook.facts, ...(chosen.link?.facts ?? [])],
    patterns: {
      opener: hook?.id ?? 'generic',
      link: chosen.link ? chosen.link.text.split(' ').slice(0, 4).join(' ') : 'none',
      offer: chosen.offer.id,
      value: chosen.value ? 'value' : 'none',
      proof: chosen.proof ? 'proof' : 'none',
      cta: chosen.ask.id,
      ...(offAudience ? { offAudience } : {}),
    },
    topic: hook?.topic ?? null,
    fits: !!fitting,
    generic,
    offAudience,
  };
}

const countBody = (body: string) => body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** The offer sentence after a link: lower-cased first letter unless it is the brand or a name. */
function lowerFirstKeepBrand(text: string, ctx: ComposeContext): string {
  const brand = ctx.brief.senderCompany?.trim();
  if (brand && text.startsWith(brand.split(/\s+/)[0]!)) return text;
  return lowerFirst(text);
}

/** The value sentence repeats the offer sentence's words (the `offer-value` form used the same proposition). */
const sameEnding = (offer: string, value: string) => {
  const tail = (t: string) => t.toLowerCase().split(/\s+/).slice(-4).join(' ');
  return tail(offer) === tail(value);
};
