import { audienceFit } from '../role-family.ts';
import { type Ask, askOf } from './cta.ts';
import { greeting, signOff } from './closers.ts';
import type { ComposeContext, Part } from './compose-context.ts';
import type { Detail } from './details.ts';
import { genericOpener } from './fallback-openers.ts';
import { factHook, type Hook, linkLeads, thinHook } from './hook.ts';
import { type Line, offerForms, proofSentence, valueSentence, valueVariant } from './offer.ts';
import { aboutProducts, offerFitsRole } from './offer-fit.ts';
import { lowerFirst } from './text.ts';
import { proseWords } from './prose.ts';

/**
 * The first e-mail of a sequence, in the form the graded `send` e-mails share: greeting; the hook (a
 * fact from the row, hook.ts); the offer opened by a link to that fact, in one of several forms
 * (offer.ts), with one value proposition and sometimes one proof point; one question (cta.ts);
 * sign-off. Prose (without greeting and sign-off) is held to PROSE_WORDS: Lavender's data puts the
 * best replies at 25–50 words, and the rubric calls 25–90 fine; the brief's `lengthWords` is a hard
 * ceiling on the whole body. When over, the proof point goes first, then the value proposition, then
 * the offer's long form, then the link.
 *
 * Audience (engine/role-family.ts): a prospect outside the brief's audience whose role the offer
 * cannot help (offer-fit.ts) gets an honest note that asks whether this is theirs or someone else's,
 * never "you may be the right person", and the draft is flagged `off_audience` with the reason.
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

type Plan = { hook: Part; link: Part | null; offer: Line; value: string | null; proof: string | null; ask: Ask };

const referral = (ctx: ComposeContext): Ask => ({
  id: 'referral',
  text: ctx.company
    ? `Is this something for you, or for someone else at ${ctx.company}?`
    : 'Is this something for you, or for someone else on your team?',
});

/** Why the prospect is outside the brief's audience with an offer that cannot help their role, or null. */
export function offAudienceReason(ctx: ComposeContext): string | null {
  const fit = audienceFit(ctx.title, ctx.brief.audience);
  return fit.fit === 'out' && !offerFitsRole(ctx.brief, fit.families) ? fit.reason : null;
}

function hookOf(ctx: ComposeContext, detail: Detail | undefined): { hook: Hook | null; generic: boolean } {
  if (ctx.company && detail?.clause) return { hook: factHook(ctx, detail), generic: false };
  const thin = thinHook(ctx);
  return thin ? { hook: thin, generic: false } : { hook: null, generic: true };
}

export function firstStep(ctx: ComposeContext): FirstStep {
  const detail = ctx.details.find((d) => d.clause);
  const offAudience = offAudienceReason(ctx);
  const { hook, generic } = hookOf(ctx, detail);
  const opening: Part = hook?.part ?? genericOpener(ctx);
  const forms = offerForms(ctx.brief);
  const offer = ctx.seed.pick('offer', forms);
  const values = ctx.brief.valueProps
    .map((vp) => valueSentence(ctx.brief, vp))
    .filter((v): v is string => !!v && !sameEnding(offer.text, v));
  const proofs = ctx.brief.proofPoints.map((p) => proofSentence(ctx.brief, p)).filter((p): p is string => !!p);
  const linked = hook && !hook.id.startsWith('thin') && !offAudience;
  const link = linked ? ctx.seed.pick('link', linkLeads(ctx, detail, aboutProducts(ctx.brief))) : null;
  const ask = offAudience ? referral(ctx) : askOf(ctx);
  const full: Plan = {
    hook: opening,
    link,
    offer,
    value:
      values.length > 0
        ? valueVariant(ctx.seed.pick('value', values), (items) => ctx.seed.pick('value-variant', items))
        : null,
    // One proof point in about a third of e-mails (ours: variety of structure, and room for the hook).
    proof: proofs.length > 0 && ctx.seed.chance('with-proof', 0.35) ? ctx.seed.pick('proof', proofs) : null,
    ask,
  };
  const shortOffer = forms.find((f) => f.id === 'offer-short') ?? forms.at(-1)!;
  const plans: Plan[] = [full, { ...full, proof: null }, { ...full, proof: null, value: null }];
  plans.push({ ...plans.at(-1)!, offer: shortOffer }, { ...plans.at(-1)!, offer: shortOffer, link: null });

  const bodyOf = (p: Plan) => {
    const offerText = p.link ? `${p.link.text}${lowerFirstKeepBrand(p.offer.text, ctx)}` : p.offer.text;
    return [greeting(ctx), p.hook.text, [offerText, p.value, p.proof].filter(Boolean).join(' '), p.ask.text, signOff(ctx, true)].join(
      '\n\n',
    );
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
