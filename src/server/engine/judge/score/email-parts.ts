import type { Brief } from '#shared/brief.ts';
import { wordsOf } from '../../language/index.ts';

/**
 * An e-mail body taken apart the way a reader sees it: the greeting line, the prose, the sign-off, and
 * the prose's sentences. Every verdict criterion reads these instead of the raw body, so a signature
 * never counts as a brand mention and a greeting never counts as prose (RUBRIC.md counts "words of
 * prose"; Lavender's 25–50-word figure is for the message, not the signature).
 */
export type EmailParts = {
  /** The greeting line (`Hi Jana,`), or '' when the body has none. */
  greeting: string;
  /** The name the greeting uses (`Jana`), or null. */
  greetingName: string | null;
  /** The message between greeting and sign-off. */
  prose: string;
  /** The closing lines (`Best,\nSam Rivera\nFounder, Relaybase`), or ''. */
  signOff: string;
  /** The prose's sentences, in order, trimmed (a line break ends a sentence too). */
  sentences: string[];
  /** Words of prose (language/words.ts wordsOf). */
  words: number;
};

const GREETING = /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings|hiya)\b[^\n]{0,60}$/i;
/** Closing words that start a sign-off when they stand on their own line (`Best,`, `Thanks,`, `Cheers`). */
const CLOSING =
  /^(?:best|best regards|all the best|kind regards|warm regards|regards|many thanks|thanks|thank you|thanks again|cheers|talk soon|speak soon|sincerely|yours|warmly|ciao)\b[\s\S]{0,20}[,.!]?$/i;

/** A sign-off line made of the sender's name, role or company (the brief's), or a merge field standing for them. */
function isSignatureLine(line: string, brief: Brief | undefined): boolean {
  if (/^\{\{[^{}]+\}\}$/.test(line)) return true;
  if (!brief) return false;
  const key = line.toLowerCase();
  const parts = [brief.senderName, brief.senderCompany, brief.senderRole]
    .flatMap((v) => (v ? [v, ...v.split(/\s+/)] : []))
    .map((v) => v.toLowerCase());
  return parts.some((p) => p.length > 1 && key.startsWith(p)) && wordsOf(line).length <= 8;
}

/**
 * Takes a body apart (see EmailParts). The sign-off is the trailing run of the brief's sender lines (name,
 * role, company, or a merge field) and one closing line (`Best,`); without a brief, trailing lines of up
 * to four words without sentence punctuation count as the signature.
 */
export function emailParts(body: string, brief?: Brief): EmailParts {
  const lines = body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim());
  let start = lines.findIndex((l) => l.length > 0);
  if (start < 0) start = 0;
  let greeting = '';
  if (GREETING.test(lines[start] ?? '')) {
    greeting = lines[start]!;
    start++;
  }
  let end = lines.length;
  while (end > start && !lines[end - 1]) end--;
  // Walk back over the signature: the sender's lines, then one closing word line.
  let cut = end;
  while (cut > start && (isSignatureLine(lines[cut - 1]!, brief) || !lines[cut - 1])) cut--;
  if (cut > start && CLOSING.test(lines[cut - 1]!)) cut--;
  else if (cut === end) {
    // No signature recognised: a trailing line without sentence punctuation of a few words is a name.
    while (
      cut > start &&
      lines[cut - 1] &&
      !/[.!?…:]["'”’)]*$/.test(lines[cut - 1]!) &&
      wordsOf(lines[cut - 1]!).length <= 4
    )
      cut--;
    if (cut > start && CLOSING.test(lines[cut - 1]!)) cut--;
  }
  const prose = lines.slice(start, cut).join('\n').trim();
  const signOff = lines.slice(cut, end).join('\n').trim();
  const name = /^(?:hi|hello|hey|dear|hiya)\s+([^,!\n]{1,40}?)\s*[,!]?$/i.exec(greeting)?.[1] ?? null;
  return {
    greeting,
    greetingName: name && !/^(?:there|team|all|everyone|folks)$/i.test(name) ? name : null,
    prose,
    signOff,
    sentences: sentencesOf(prose),
    words: wordsOf(prose).length,
  };
}

/**
 * Sentences of prose: split after `.`, `!`, `?` or `…` followed by a space and a capital letter, a digit
 * or a quote, and at line breaks; abbreviations such as `e.g.` and `Inc.` do not end a sentence, and
 * neither do the dots inside `Pibit.ai` (no space follows).
 */
export function sentencesOf(prose: string): string[] {
  return prose
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?…]["'”’)]*)\s+(?=["“'‘(]?[\p{Lu}\p{N}])/u))
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s))
    .reduce<string[]>((out, s) => {
      const last = out.at(-1);
      if (last && /\b(?:e\.g|i\.e|inc|ltd|co|corp|vs|etc|mr|ms|mrs|dr|st|no)\.$/i.test(last))
        out[out.length - 1] = `${last} ${s}`;
      else out.push(s);
      return out;
    }, []);
}
