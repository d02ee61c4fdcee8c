import type { ScoreCriterion } from '#shared/emails.ts';
import { numbersIn, stem, wordsOf } from '../../language/index.ts';
import { emailParts, sentencesOf } from './email-parts.ts';
import { contentStems, evidenceOf, names } from './evidence.ts';
import { criterion, type ScoreInput } from './input.ts';

/**
 * Follow-ups (step 2+). Belkins (16.5 M e-mails, 2024): each follow-up needs a new angle, and replies fall
 * after the third e-mail; RUBRIC.md: "A follow-up that repeats the first e-mail nearly word for word, or
 * invents earlier contact" is dont_send; a thin, templated follow-up is edit.
 * - fail: word-trigram Jaccard similarity with an earlier step's prose of REPEAT_SIMILARITY or more
 *   (ours: two rewordings of one idea share ~0.1–0.2; a pasted paragraph shares 0.5+), or REPEAT_SHARE
 *   or more of its statements' trigrams (bump lines and questions aside) already in the earlier steps:
 *   a short chaser that pastes the first e-mail's features back ("Just following up. <the same three
 *   features>.") is as much a repeat as a copy, though it shares little of a long first e-mail;
 * - fail: invents a call or conversation ("as we discussed", "when we spoke", "you mentioned");
 * - warn: no new angle: NO_NEW_ANGLE or more of its content words (its question aside) were already in
 *   an earlier step, said again in other words (the blind readers of the model path: "repeats step 1's
 *   hook and the same proof point, so there is no new angle", edit);
 * - warn: a sentence of six words or more copied from an earlier step (the readers: "the opening line is
 *   lifted word for word from step 1 and should be refreshed", edit);
 * - warn: nothing ties it to this prospect (no company name, no word and no figure of the row) — a
 *   follow-up any prospect could get, such as "Circling back. <proof point>. Open to a call?".
 */
export const REPEAT_SIMILARITY = 0.5;
/**
 * Share of a follow-up's content words already in an earlier step at which it says nothing new. On the
 * graded sets every follow-up at 0.64 or more was refused and none graded send was above 0.41; the
 * model path's paraphrased repeats sit at 0.7–0.9.
 */
export const NO_NEW_ANGLE = 0.65;
/**
 * Share of a follow-up's statement trigrams already in an earlier step at which it repeats it: on the
 * graded sets every follow-up at 0.56 or more was refused, and the model path's paraphrases that readers
 * only asked to edit reach 0.50.
 */
export const REPEAT_SHARE = 0.55;
/** A chaser's bump line, which says nothing of its own ("Just following up in case it slipped through"). */
const BUMP =
  /\b(?:following up|follow(?:ing)?-up|circling back|bumping|my (?:last|previous|earlier) (?:note|e-?mail|message)|in case it (?:slipped|got buried)|one more (?:idea|note|thought)|then I(?:'|’)ll stop)\b/i;
/** Fewer content words than this and the share says little ("Any thoughts?"). */
const MIN_WORDS = 8;

/**
 * A statement of six words or more the earlier steps already made, word for word (case and punctuation
 * aside). A line of the brief (a proof point quoted again) is the sender's material, not a repeat: the
 * readers sent follow-ups that cite the same proof point from a new angle.
 */
function copiedSentence(prose: string, earlier: string, briefText: string): string | null {
  const key = (s: string) => wordsOf(s.toLowerCase()).join(' ');
  const before = new Set(sentencesOf(earlier).map(key));
  // A sentence that holds a whole line of the brief of four words or more quotes the sender's material.
  const lines = briefText
    .split('\n')
    .map(key)
    .filter((l) => l.split(' ').length >= 4);
  const quotesBrief = (k: string) => lines.some((l) => k.includes(l));
  return (
    sentencesOf(prose).find((s) => {
      const k = key(s);
      return !/\?\s*$/.test(s) && wordsOf(s).length >= 6 && before.has(k) && !quotesBrief(k);
    }) ?? null
  );
}

/** The share of the follow-up's own content words (its questions and the row's words aside) that an earlier step already used, and of its statements' phrases. */
function alreadySaid(
  prose: string,
  earlier: string,
  rowStems: ReadonlySet<string>,
): { share: number; words: number; phrases: number } {
  const statements = sentencesOf(prose)
    .filter((s) => !/\?\s*$/.test(s) && !BUMP.test(s))
    .join(' ');
  // The row's words come back in every step that is about this prospect; what repeats is the rest.
  const mine = new Set(contentStems(statements).filter((w) => !rowStems.has(w)));
  const before = new Set(contentStems(earlier));
  let shared = 0;
  for (const w of mine) if (before.has(w)) shared += 1;
  const myPhrases = trigrams(statements);
  const theirPhrases = trigrams(earlier);
  let sharedPhrases = 0;
  for (const t of myPhrases) if (theirPhrases.has(t)) sharedPhrases += 1;
  return {
    share: mine.size ? shared / mine.size : 0,
    words: mine.size,
    phrases: myPhrases.size ? sharedPhrases / myPhrases.size : 0,
  };
}
/** A conversation that a follow-up to a cold e-mail cannot have had (judge/draft-flags.ts lists the first e-mail's). */
const INVENTED_CONVERSATION =
  /\b(?:as we discussed|as discussed|per our (?:conversation|call|chat)|following up on our (?:call|chat|conversation|meeting)|(?:great|good|nice|lovely) (?:to meet|meeting|chatting|speaking)|when we (?:spoke|met|talked)|since we (?:last )?spoke|our (?:recent|last) (?:call|chat|meeting|conversation)|thanks for (?:your reply|getting back|taking my call)|(?:as )?you mentioned|you told me)\b/i;

function trigrams(text: string): Set<string> {
  const words = wordsOf(text.toLowerCase()).map(stem);
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}

/** Word-trigram Jaccard similarity of two texts, 0–1 (0 when either has fewer than three words). */
export function trigramJaccard(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

/**
 * Whether a follow-up says something about this prospect: it names their company, or uses a word of their
 * row outside the brief's own phrases (title and name words aside: they are the mail merge every e-mail
 * has; "used by 25 remote engineering teams" pasted from the brief is not about a remote prospect).
 */
function tiesToProspect(input: ScoreInput): boolean {
  const e = evidenceOf(input);
  if (e.companyNames.some((c) => names(e.parts.prose, c))) return true;
  const generic = new Set(
    contentStems(`${input.prospect.title ?? ''} ${input.prospect.firstName ?? ''} ${input.prospect.lastName ?? ''}`),
  );
  const own = withoutBriefPhrases(e.parts.prose, trigrams(e.briefText));
  if (contentStems(own).some((s) => e.rowStems.has(s) && !generic.has(s))) return true;
  // A figure of the row the brief does not have ("At 116 people, that adds up.").
  const values = (text: string) => new Set(numbersIn(text).map((n) => n.value));
  const row = values(e.rowText);
  const brief = values(e.briefText);
  return [...values(own)].some((n) => row.has(n) && !brief.has(n));
}

/** The text with every word that belongs to a word trigram of the brief masked out. */
function withoutBriefPhrases(text: string, brief: Set<string>): string {
  const words = wordsOf(text.toLowerCase());
  const stems = words.map(stem);
  const keep = words.map(() => true);
  for (let i = 0; i + 2 < stems.length; i++)
    if (brief.has(`${stems[i]} ${stems[i + 1]} ${stems[i + 2]}`)) keep[i] = keep[i + 1] = keep[i + 2] = false;
  return words.filter((_, i) => keep[i]).join(' ');
}

export function followUpCriterion(input: ScoreInput): ScoreCriterion {
  if (input.step <= 1) return criterion('follow_up', 'pass', 'First e-mail');
  const { prose } = evidenceOf(input).parts;
  if (INVENTED_CONVERSATION.test(prose.replace(/[’‘]/g, "'")))
    return criterion('follow_up', 'fail', 'Invents an earlier call or conversation');
  const previous = input.previous ?? [];
  let worst = { step: 0, similarity: 0 };
  previous.forEach((p, i) => {
    const similarity = trigramJaccard(prose, emailParts(p.body, input.brief).prose);
    if (similarity > worst.similarity) worst = { step: i + 1, similarity };
  });
  const pct = Math.round(worst.similarity * 100);
  if (worst.similarity >= REPEAT_SIMILARITY)
    return criterion('follow_up', 'fail', `Repeats step ${worst.step} (${pct}% of its phrases)`);
  const earlier = previous.map((p) => emailParts(p.body, input.brief).prose).join('\n');
  const said = alreadySaid(prose, earlier, evidenceOf(input).rowStems);
  if (said.words >= MIN_WORDS && said.phrases >= REPEAT_SHARE)
    return criterion(
      'follow_up',
      'fail',
      `Repeats the earlier steps: ${Math.round(said.phrases * 100)}% of its phrases were already there`,
    );
  const copied = copiedSentence(prose, earlier, evidenceOf(input).briefText);
  if (copied) return criterion('follow_up', 'warn', `Says again, word for word: “${copied}”`);
  if (said.words >= MIN_WORDS && said.share >= NO_NEW_ANGLE)
    return criterion(
      'follow_up',
      'warn',
      `No new angle: ${Math.round(said.share * 100)}% of its words were in the earlier steps`,
    );
  if (!tiesToProspect(input))
    return criterion('follow_up', 'warn', 'Thin and templated: nothing ties this follow-up to the prospect');
  return criterion(
    'follow_up',
    'pass',
    previous.length ? `A new angle: ${pct}% of phrases shared with earlier steps` : 'A follow-up tied to the prospect',
  );
}
