import type { Brief } from '#shared/brief.ts';
import { splitSentences } from '../../language/index.ts';

/**
 * A written e-mail read back into its parts, so a reviewer's instruction (instructions.ts) can change
 * one part and leave the rest as written: the greeting line, the content paragraphs as sentences with
 * their role, and the closing (sign-off, name, role line, an opt-out line) kept verbatim. Works on any
 * body with blank lines between paragraphs — the offline composer's, a template's — because it reads
 * the text, not the composer's plan.
 *
 * Roles (what "shorter" keeps, instruction-shorter.ts):
 * - `hook`: the opener's first sentence — the fact about the prospect; in a follow-up (step 2–4), whose
 *   opener is a line back to the earlier e-mail ("A quick follow-up to my last note."), the sentence
 *   after it, the follow-up's new angle, and the line back is the first `extra` to go;
 * - `offer`: the first sentence of the paragraph after the opener, unless that paragraph is the ask's;
 * - `ask`: the last question (the call to action), else the last content sentence;
 * - `keep`: a sentence with a merge field or an opt-out (CAN-SPAM §7704(a)(3); the score's compliance
 *   check), never dropped;
 * - `extra`: anything else, with `rank` 0 for the opener's other sentences, 1 for whole paragraphs
 *   between the offer and the ask (a proof point), 2 for the offer paragraph's other sentences (a value
 *   proposition), 3 for the rest — the order "shorter" drops them in.
 */
export type Role = 'hook' | 'offer' | 'ask' | 'keep' | 'extra';
export type DraftSentence = {
  text: string;
  role: Role;
  rank: number;
  paragraph: number;
  sep: ' ' | '\n';
  /** Part of the draft's `opener` (its first paragraph, or the opener placed inside a template). */
  inOpener: boolean;
};
export type DraftText = {
  greeting: string | null;
  sentences: DraftSentence[];
  closing: string[];
  /** Whether the draft's opener is in the body as whole sentences (not so in a template that splits it). */
  openerInBody: boolean;
};

const GREETING =
  /^(?:(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings)\b[^\n]{0,60}|\p{Lu}[\p{L}'’ .-]{0,40}),$/iu;
const SIGN_OFF =
  /^(?:best|thanks|thank you|many thanks|cheers|regards|kind regards|best regards|warm regards|warmly|all the best|sincerely|yours sincerely|yours|talk soon|speak soon)\b[^\n]{0,20}[,.!]?$/i;
const KEEP = /\{\{|unsubscribe|opt[\s-]?out|reply\s+["“]?stop/i;

const paragraphsOf = (body: string) =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

function sentencesOf(paragraph: string, index: number): DraftSentence[] {
  return paragraph.split('\n').flatMap((line, l) =>
    splitSentences(line).map((s, i) => ({
      text: s.text,
      role: 'extra' as Role,
      rank: 3,
      paragraph: index,
      sep: (l > 0 && i === 0 ? '\n' : ' ') as DraftSentence['sep'],
      inOpener: false,
    })),
  );
}

/**
 * Reads a draft's body into its parts (see the module comment). `opener` is the draft's opener, `brief`
 * names the sender (a sign-off may be the name alone), `step` is the sequence step (2–4: a follow-up).
 */
export function readDraft(body: string, opener: string, brief: Pick<Brief, 'senderName'>, step = 1): DraftText {
  const paragraphs = paragraphsOf(body);
  const greeting =
    paragraphs[0] && !paragraphs[0].includes('\n') && GREETING.test(paragraphs[0]) ? paragraphs[0] : null;
  const start = greeting ? 1 : 0;
  let end = paragraphs.findIndex((p, i) => {
    const first = p.split('\n')[0]!.trim();
    return i >= start + 1 && (SIGN_OFF.test(first) || first === brief.senderName.trim());
  });
  if (end < 0) end = paragraphs.length;
  const content = paragraphs.slice(start, end);
  const sentences = content.flatMap((p, i) => sentencesOf(p, i));
  for (const s of sentences) s.inOpener = !!opener.trim() && opener.includes(s.text);
  assignRoles(sentences, sentences.find((s) => s.inOpener)?.paragraph ?? 0, step > 1);
  return { greeting, sentences, closing: paragraphs.slice(end), openerInBody: sentences.some((s) => s.inOpener) };
}

function assignRoles(sentences: DraftSentence[], openerAt: number, followUp: boolean) {
  const opening = sentences.filter((s) => s.paragraph === openerAt);
  const hook = followUp && opening.length > 1 ? opening[1] : opening[0];
  const ask = sentences.findLast((s) => s.text.endsWith('?')) ?? sentences.at(-1);
  const offerAt = openerAt + 1;
  const offer = ask?.paragraph === offerAt ? undefined : sentences.find((s) => s.paragraph === offerAt);
  for (const s of sentences) {
    if (KEEP.test(s.text)) s.role = 'keep';
    else if (s === hook) s.role = 'hook';
    else if (s === ask) s.role = 'ask';
    else if (s === offer) s.role = 'offer';
    else if (s.paragraph === openerAt) s.rank = 0;
    else if (s.paragraph > offerAt && ask && s.paragraph < ask.paragraph) s.rank = 1;
    else if (s.paragraph === offerAt) s.rank = 2;
  }
}

const joinParagraph = (sentences: DraftSentence[]) =>
  sentences.map((s, i) => (i === 0 ? s.text : `${s.sep}${s.text}`)).join('');

/**
 * The body and opener of a read draft; a paragraph whose sentences were all dropped disappears. The
 * opener is what is left of it, else (a follow-up's line back dropped) the first content sentence;
 * `fallbackOpener` when it was never a part of the body (a template that places it oddly).
 */
export function writeDraft(draft: DraftText, fallbackOpener: string): { body: string; opener: string } {
  const byParagraph = new Map<number, DraftSentence[]>();
  for (const s of draft.sentences) byParagraph.set(s.paragraph, [...(byParagraph.get(s.paragraph) ?? []), s]);
  const content = [...byParagraph.entries()].sort(([a], [b]) => a - b).map(([, s]) => joinParagraph(s));
  const opener = draft.sentences.filter((s) => s.inOpener);
  const first = draft.sentences[0];
  return {
    body: [draft.greeting, ...content, ...draft.closing].filter(Boolean).join('\n\n'),
    opener: opener.length > 0 ? joinParagraph(opener) : draft.openerInBody && first ? first.text : fallbackOpener,
  };
}
