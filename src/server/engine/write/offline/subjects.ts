import { countWords, splitSentences, stem, tag, upperFirst, wordsOf } from '../../language/index.ts';
import type { ComposeContext } from './compose-context.ts';
import { keyPhrase } from './key-phrase.ts';

/**
 * Subject lines of 2–5 words that match the body (the subject-line guide in the GitHub repository
 * jamon8888/Agent-Skills-for-Context-Engineering, sales/skills/email-coach/references/subject-line-guide.md,
 * MIT: short, specific, lower-key, no hype). Candidates name the prospect's topic, the company or the
 * offer's topic; one is drawn by the seed among those whose every content word appears in the body, so
 * a subject never promises what the e-mail does not say. Sentence case; names keep their capitals.
 */
export const SUBJECT_MIN_WORDS = 2;
export const SUBJECT_MAX_WORDS = 5;

/** The offer's key phrase (≤ 2 words), e.g. `monthly close`; null when none stands out. */
export function offerTopic(ctx: ComposeContext): string | null {
  const first = splitSentences(ctx.brief.offer)[0]?.text ?? ctx.brief.offer;
  const phrase = keyPhrase(tag(first), 1);
  if (!phrase || phrase.tokens.length > 2)
    return phrase
      ? phrase.tokens
          .slice(-2)
          .map((t) => t.text)
          .join(' ')
      : null;
  return phrase.text;
}

const STOP = new Set([
  'a',
  'an',
  'the',
  'and',
  'for',
  'of',
  'at',
  'about',
  'on',
  'to',
  'idea',
  'question',
  'quick',
  're',
]);

/** Whether every content word of the subject appears in the body (light stems, language/words.ts). */
export function matchesBody(subject: string, body: string | ReadonlySet<string>): boolean {
  const bodyStems = typeof body === 'string' ? new Set(wordsOf(body).map(stem)) : body;
  return wordsOf(subject)
    .filter((w) => !STOP.has(w.toLowerCase()))
    .every((w) => bodyStems.has(stem(w)));
}

/** First letter upper case, except a brand written in lower case (`iOS tips`; `truthsystems and Ledgerline`, row 645). */
const sentenceCase = (text: string, company: string | null) =>
  /^\p{Ll}+\p{Lu}/u.test(text) || (company && text.startsWith(company)) ? text : upperFirst(text);

/**
 * A subject for a body; `topic` is the prospect's key phrase when one was used. About the prospect's
 * world, never the sender's (the graded set marks "Relaybase and Acme" and "Idea for Acme" `edit`):
 * the topic (`Commercial underwriting`), the topic at the company, or the offer's topic at the company
 * (`Background jobs at Idler`). The sender's brand is never in it.
 */
export function subjectLine(ctx: ComposeContext, body: string, topic: string | null): { id: string; text: string } {
  const company = ctx.company;
  const sender = ctx.brief.senderCompany?.toLowerCase();
  const topicOfOffer = offerTopic(ctx);
  // The tagger may take the brand's last word into the topic (`Talent places` of `Keel Talent places …`).
  const offer =
    topicOfOffer && !sender?.split(/\s+/).some((w) => topicOfOffer.toLowerCase().split(/\s+/).includes(w))
      ? topicOfOffer
      : null;
  const candidates: { id: string; text: string }[] = [];
  if (topic) {
    candidates.push({ id: 'topic', text: topic });
    if (company) candidates.push({ id: 'topic-at-company', text: `${topic} at ${company}` });
  }
  if (company && offer && offer.includes(' '))
    candidates.push({ id: 'offer-at-company', text: `${offer} at ${company}` });
  const bodyStems = new Set(wordsOf(body).map(stem));
  const fitting = candidates.filter(
    (c) =>
      countWords(c.text) >= SUBJECT_MIN_WORDS &&
      countWords(c.text) <= SUBJECT_MAX_WORDS &&
      !(sender && c.text.toLowerCase().includes(sender)) &&
      matchesBody(c.text, bodyStems),
  );
  // A long company name leaves only itself ("The New Money Company") or a plain note.
  const fallback =
    company && countWords(company) >= SUBJECT_MIN_WORDS && countWords(company) <= SUBJECT_MAX_WORDS
      ? { id: 'company', text: company }
      : company && countWords(company) <= SUBJECT_MAX_WORDS - 2
        ? { id: 'your-team', text: `Your team at ${company}` }
        : { id: 'fallback', text: 'A short note' };
  const chosen = fitting.length > 0 ? ctx.seed.pick('subject', fitting) : fallback;
  return { id: chosen.id, text: sentenceCase(chosen.text, company) };
}
