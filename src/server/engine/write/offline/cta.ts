import { asSentence, isPastParticiple, lowerFirst, tag, type Tagged, untag, upperFirst } from '../../language/index.ts';
import type { ComposeContext } from './compose-context.ts';
import { formOf } from './forms.ts';
import { midSentence } from './phrases.ts';

/**
 * The one call to action, always a question. Without a CTA in the brief, an interest question (Gong's
 * study of 304k cold e-mails: interest CTAs got 12 % replies against 7 % for meeting asks; the graded
 * `send` e-mails end with "Would that be useful?", "Worth a look?"). With one, the brief's ask turned
 * into a fluent question:
 * - a question is used as written;
 * - a description of the ask (`ask whether they are hiring senior engineers this quarter`) becomes the
 *   question itself (`Are you hiring senior engineers this quarter?`): `they`→`you`, the auxiliary
 *   moved before the subject (`Is onboarding or activation a priority this quarter?`);
 * - a described wh-question (`ask how many engineering interviews their team ran last month`) stays an
 *   embedded question, which keeps its word order and tense: `Could I ask how many engineering interviews
 *   your team ran last month?`;
 * - a thing (`a 15-minute call next week`) becomes `Worth a 15-minute call next week?` and the like;
 * - an action (`book a demo`) becomes `Would you like to book a demo?`.
 */
export type Ask = { id: string; text: string };

const INTEREST = [
  'Would that be useful for your team?',
  'Worth a look?',
  'Is that something your team would want?',
  'Would that help?',
  'Is this worth a closer look?',
  'Would that be useful?',
] as const;
const NP_ASKS = [
  'Worth {x}?',
  'Open to {x}?',
  'Would {x} be useful?',
  'Any interest in {x}?',
  'Would {x} help?',
] as const;
const DESCRIBED =
  /^(?:please\s+)?(?:ask|asking|find out|check|see)\s+(?:them\s+|him\s+|her\s+)?(?:whether|if)\s+(.+)$/i;
/** "ask how many …", "find out what …": a question word after the asking verb. */
const DESCRIBED_WH =
  /^(?:please\s+)?(?:ask|asking|find out)\s+(?:them\s+|him\s+|her\s+)?((?:how(?: many| much| often| long)?|what|which|when|where|who)\b.+)$/i;
const PERSON: Record<string, string> = {
  they: 'you',
  them: 'you',
  their: 'your',
  theirs: 'yours',
  themselves: 'yourselves',
  he: 'you',
  she: 'you',
  his: 'your',
  her: 'your',
};
const AUX_BY_YOU: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "'s": 'are',
  '’s': 'are',
};

/**
 * `they are hiring …` → `Are you hiring …?`; a main verb takes "do" (English's do-support): `they have a
 * trade show on the calendar` → `Do you have a trade show on the calendar?`, not "Have you a trade show…",
 * and `they run cold storage` → `Do you run cold storage?`. Null when no verb can be moved or supported.
 */
export function clauseToQuestion(clause: string): string | null {
  const tokens = readerTokens(clause);
  const aux = tokens.findIndex((t) => t.pos === 'AUX');
  const supported = doSupport(tokens, aux);
  if (supported) return supported;
  if (aux <= 0 || aux > 6) return null;
  const subject = tokens.slice(0, aux);
  const you = subject.length === 1 && subject[0]!.text === 'you';
  const verb = you ? (AUX_BY_YOU[tokens[aux]!.text.toLowerCase()] ?? tokens[aux]!.text) : tokens[aux]!.text;
  const rest = tokens.slice(aux + 1);
  return `${upperFirst(verb.toLowerCase())} ${lowerFirst(untag(subject))} ${untag(rest)}?`.replace(/\s+\?$/, '?');
}

/** The clause's tokens said to the reader ("their team ran" → "your team ran"), without its closing stop. */
function readerTokens(clause: string): Tagged[] {
  return tag(clause.trim().replace(/[.!?]+$/u, '')).map((t) => ({
    ...t,
    text: PERSON[t.text.toLowerCase()] ?? t.text,
  }));
}

/** "Do you have …?" / "Do you run …?" for a clause whose verb is a main verb after "you", else null. */
function doSupport(tokens: readonly Tagged[], aux: number): string | null {
  // "they have thought about …": before a participle, "have" is the auxiliary of a perfect, never a main verb.
  const have = aux > 0 && /^(?:have|has)$/i.test(tokens[aux]!.text) && !isPastParticiple(tokens[aux + 1]?.text ?? '');
  const verb = have ? aux : aux < 0 ? tokens.findIndex((t) => t.pos === 'VERB') : -1;
  if (verb <= 0 || verb > 6) return null;
  const subject = tokens.slice(0, verb);
  const word = tokens[verb]!.text.toLowerCase();
  // Only "you" (the brief's "they"), and a present-tense base form: "they run", "they have".
  if (subject.length !== 1 || subject[0]!.text !== 'you' || /(?:ed|ing)$/.test(word)) return null;
  const base = word === 'has' ? 'have' : word;
  return `Do you ${base} ${untag(tokens.slice(verb + 1))}?`.replace(/\s+\?$/, '?');
}

/** The e-mail's one question (see the module comment); `choice` names the seed's draw. */
export function askOf(ctx: ComposeContext, choice = 'cta'): Ask {
  const cta = ctx.brief.callToAction?.trim();
  const interest = (): Ask => ({ id: 'interest', text: ctx.seed.pick(choice, INTEREST) });
  if (!cta) return interest();
  if (cta.endsWith('?')) return { id: 'as-written', text: upperFirst(cta) };
  const described = DESCRIBED.exec(cta);
  if (described) {
    const question = clauseToQuestion(described[1]!);
    return question ? { id: 'described', text: question } : interest();
  }
  const wh = DESCRIBED_WH.exec(cta);
  if (wh) return { id: 'described-wh', text: `Could I ask ${untag(readerTokens(wh[1]!))}?` };
  const form = formOf(cta, ctx.brief.senderCompany);
  const x = midSentence(cta.replace(/[.!]+$/u, ''));
  if (form === 'np') return { id: 'np', text: ctx.seed.pick(choice, NP_ASKS).replace('{x}', x) };
  if (form === 'verb') return { id: 'verb', text: `Would you like to ${x}?` };
  return { id: 'sentence', text: asSentence(upperFirst(cta)) };
}

/** Interest questions other than `avoid` (follow-ups ask differently from the first e-mail). */
export function otherInterest(ctx: ComposeContext, avoid: string, choice: string): string {
  return ctx.seed.pick(
    choice,
    INTEREST.filter((q) => q !== avoid),
  );
}

/** The shortest form of the ask, for very tight word targets (`Worth a 15-minute call next week?`). */
export function shortestAsk(ctx: ComposeContext): Ask {
  const ask = askOf(ctx);
  return ask.id === 'np'
    ? {
        id: 'np-short',
        text: NP_ASKS[0].replace('{x}', midSentence(ctx.brief.callToAction!.trim().replace(/[.!]+$/u, ''))),
      }
    : ask;
}
