import type { ComposeContext } from './compose-context.ts';
import { formOf } from './forms.ts';
import { midSentence } from './phrases.ts';
import { asSentence, upperFirst } from './text.ts';

/**
 * Greeting, the one call to action, and the sign-off, in the brief's tone (`friendly`, `formal`,
 * `direct`, `casual`). Cold-e-mail practice (the before/after rewrites in the GitHub repository
 * jamon8888/Agent-Skills-for-Context-Engineering, sales/skills/email-coach/references/before-after-examples.md,
 * MIT): one low-friction ask, phrased as a question, no "looking forward to hearing from you", no "hope
 * this finds you well".
 */
const GREETINGS = {
  friendly: ['Hi {name},', 'Hello {name},'],
  formal: ['Dear {name},', 'Hello {name},'],
  direct: ['{name},', 'Hi {name},'],
  casual: ['Hey {name},', 'Hi {name},'],
} as const;
const NAMELESS = { friendly: 'Hi there,', formal: 'Hello,', direct: 'Hi,', casual: 'Hey there,' } as const;

export function greeting(ctx: ComposeContext): string {
  const tone = ctx.brief.tone;
  if (!ctx.firstName) return NAMELESS[tone];
  return ctx.seed.pick('greeting', GREETINGS[tone]).replace('{name}', ctx.firstName);
}

const NP_ASKS = {
  friendly: ['Open to {x}?', 'Would {x} work for you?', 'Worth {x}?'],
  formal: ['Would you be open to {x}?', 'Would {x} be possible?', 'Might {x} be useful?'],
  direct: ['Worth {x}?', 'Open to {x}?', 'Can we do {x}?'],
  casual: ['Up for {x}?', 'Open to {x}?', 'Worth {x}?'],
} as const;
const VERB_ASKS = {
  friendly: ['Would you like to {x}?', 'Want to {x}?'],
  formal: ['Would you like to {x}?', 'Would you be willing to {x}?'],
  direct: ['Want to {x}?', 'Would you like to {x}?'],
  casual: ['Want to {x}?', 'Keen to {x}?'],
} as const;
const DEFAULT_ASK = {
  friendly: 'a short call next week',
  formal: 'a brief call next week',
  direct: 'a 15-minute call next week',
  casual: 'a quick call next week',
} as const;

export type Ask = { id: string; text: string };

/** The call to action: the brief's, in a question that fits its form, or a tone default. */
export function callToAction(ctx: ComposeContext, choice = 'cta'): Ask {
  const tone = ctx.brief.tone;
  const cta = ctx.brief.callToAction?.trim() || DEFAULT_ASK[tone];
  const form = formOf(cta, ctx.brief.senderCompany);
  if (form === 'question') return { id: 'cta-as-written', text: upperFirst(cta) };
  if (form === 'sentence' || (form === 'verb' && /^\p{Lu}/u.test(cta)))
    return { id: 'cta-as-written', text: asSentence(cta) };
  const asks = form === 'verb' ? VERB_ASKS[tone] : NP_ASKS[tone];
  const i = ctx.seed.index(choice, asks.length);
  return { id: `cta-${form}-${i}`, text: asks[i]!.replace('{x}', midSentence(cta.replace(/[.!?]+$/u, ''))) };
}

/** The shortest ask for very tight targets: `Open to <it>?` / `Want to <do it>?`. */
export function shortestAsk(ctx: ComposeContext): Ask {
  const cta = ctx.brief.callToAction?.trim() || DEFAULT_ASK[ctx.brief.tone];
  const form = formOf(cta, ctx.brief.senderCompany);
  if (form === 'question' || form === 'sentence') return callToAction(ctx);
  const x = midSentence(cta.replace(/[.!?]+$/u, ''));
  return { id: `cta-${form}-short`, text: form === 'verb' ? `Want to ${x}?` : `Open to ${x}?` };
}

const SIGN_OFFS = {
  friendly: ['Best,', 'Thanks,', 'All the best,'],
  formal: ['Kind regards,', 'Best regards,', 'Regards,'],
  direct: ['Best,', 'Thanks,'],
  casual: ['Cheers,', 'Thanks,', 'Best,'],
} as const;

/** `Best,` / the sender's name / `Role, Company` (the last line only when `withRole` and known). */
export function signOff(ctx: ComposeContext, withRole = true): string {
  const { senderName, senderRole, senderCompany } = ctx.brief;
  const words = ctx.seed.pick('sign-off', SIGN_OFFS[ctx.brief.tone]);
  const role = [senderRole, senderCompany].filter((v) => v?.trim()).join(', ');
  return [words, senderName, withRole && role ? role : null].filter(Boolean).join('\n');
}
