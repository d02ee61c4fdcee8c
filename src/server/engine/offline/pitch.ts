import { tag, untag } from '../nlp.ts';
import { type ComposeContext, toned } from './compose-context.ts';
import { formOf } from './forms.ts';
import { midSentence } from './phrases.ts';
import { cutPredicate } from './predicate.ts';
import { splitSentences } from './sentences.ts';
import { asSentence, upperFirst } from './text.ts';

/**
 * The sender's side of the e-mail, from the brief only: the offer, one value proposition, one proof
 * point. The user's words are kept; the composer only adds a lead-in and the grammar that joins them
 * (forms.ts). Nothing is claimed about the sender beyond the brief (no invented customers or numbers).
 */
export type Line = { id: string; text: string };

/**
 * The offer's first sentence, at most OFFER_WORDS words (cut at a phrase boundary), as a sentence.
 * 30 is ours: one sentence of a 90-word e-mail (a third), with the opener and the ask around it.
 */
export const OFFER_WORDS = 30;

export function offerSentence(ctx: ComposeContext, maxWords = OFFER_WORDS): string {
  const { offer, senderCompany } = ctx.brief;
  const first = splitSentences(offer)[0]?.text ?? offer;
  const text = untag(cutPredicate(tag(first.replace(/[.!]+$/u, '')), maxWords));
  switch (formOf(text, senderCompany)) {
    case 'sentence':
    case 'question':
      return asSentence(upperFirst(text));
    case 'verb3':
      return asSentence(`${senderCompany ?? 'My company'} ${midSentence(text)}`);
    case 'verb':
      return asSentence(
        senderCompany ? `With ${senderCompany}, you can ${midSentence(text)}` : `I can help you ${midSentence(text)}`,
      );
    case 'np':
      return asSentence(
        senderCompany ? `${senderCompany} offers ${midSentence(text)}` : `I offer ${midSentence(text)}`,
      );
  }
}

function intro(ctx: ComposeContext): string {
  const { senderName, senderRole, senderCompany } = ctx.brief;
  const where =
    senderRole && senderCompany ? `, ${senderRole} at ${senderCompany}` : senderCompany ? ` from ${senderCompany}` : '';
  return toned(ctx, `I’m ${senderName}${where}. `);
}

/** The offer with a lead-in drawn by the seed; `reasonGiven` when the opener already said why. */
export function bridge(ctx: ComposeContext, reasonGiven: boolean, maxWords = OFFER_WORDS): Line {
  const offer = offerSentence(ctx, maxWords);
  const leads: Line[] = [
    { id: 'plain', text: offer },
    { id: 'intro', text: intro(ctx) + offer },
    { id: 'context', text: `Some quick context: ${midSentence(offer)}` },
  ];
  if (!reasonGiven) {
    leads.push({ id: 'reason', text: `The reason for my note: ${midSentence(offer)}` });
    leads.push({ id: 'why', text: toned(ctx, 'Here’s why I’m writing: ') + midSentence(offer) });
  }
  return ctx.seed.pick('bridge', leads);
}

/** A short offer line for tight word budgets. */
export const compactBridge = (ctx: ComposeContext, words = 12): Line => ({
  id: 'compact',
  text: offerSentence(ctx, words),
});

/**
 * One value proposition, in a sentence that fits its form; null when the brief has none.
 * `standalone` (follow-ups): no lead-in that points back at an offer sentence ("that means …").
 */
export function valueLine(ctx: ComposeContext, offset = 0, standalone = false): Line | null {
  const props = ctx.brief.valueProps;
  if (props.length === 0) return null;
  const vp = props[(ctx.seed.index('value', props.length) + offset) % props.length]!;
  switch (formOf(vp, ctx.brief.senderCompany)) {
    case 'sentence':
    case 'question':
      return { id: 'value-sentence', text: asSentence(upperFirst(vp)) };
    case 'verb3':
      return {
        id: 'value-it',
        text: asSentence(`${standalone ? (ctx.brief.senderCompany ?? 'It') : 'It'} ${midSentence(vp)}`),
      };
    case 'verb':
      return {
        id: 'value-lets',
        text: asSentence(`${standalone ? (ctx.brief.senderCompany ?? 'It') : 'It'} lets you ${midSentence(vp)}`),
      };
    case 'np': {
      const leads = standalone
        ? [
            { id: 'value-left-out', text: `Something I left out: ${midSentence(vp)}` },
            { id: 'value-not-mentioned', text: toned(ctx, 'What I didn’t mention: ') + midSentence(vp) },
          ]
        : [
            { id: 'value-in-practice', text: `In practice, that means ${midSentence(vp)}` },
            { id: 'value-looks-like', text: `What that looks like: ${midSentence(vp)}` },
            ...(ctx.company
              ? [{ id: 'value-for-company', text: `For ${ctx.company}, that could mean ${midSentence(vp)}` }]
              : []),
          ];
      const line = ctx.seed.pick('value-lead', leads);
      return { id: line.id, text: asSentence(line.text) };
    }
  }
}

/** One proof point with a lead-in; null when the brief has none. */
export function proofLine(ctx: ComposeContext, offset = 0): Line | null {
  const points = ctx.brief.proofPoints;
  if (points.length === 0) return null;
  const point = points[(ctx.seed.index('proof', points.length) + offset) % points.length]!;
  const form = formOf(point, ctx.brief.senderCompany);
  if (form === 'verb3' || form === 'verb')
    return { id: 'proof-subject', text: asSentence(`${ctx.brief.senderCompany ?? 'We'} ${midSentence(point)}`) };
  const leads = [
    { id: 'proof-plain', text: upperFirst(point) },
    { id: 'proof-context', text: `For context: ${midSentence(point)}` },
    { id: 'proof-data-point', text: `One data point: ${midSentence(point)}` },
    { id: 'proof-worth', text: toned(ctx, 'For what it’s worth, ') + midSentence(point) },
  ];
  const line = ctx.seed.pick('proof-lead', leads);
  return { id: line.id, text: asSentence(line.text) };
}
