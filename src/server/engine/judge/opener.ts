import { splitSentences } from '../language/index.ts';

/**
 * The opener of an e-mail someone else wrote: the first sentence after the greeting (DESIGN.md §4
 * "Draft": the opener is the personalised first sentence after the greeting, which the body repeats).
 * Used when an e-mail is graded without its opener (POST /api/v1/score, `npm run grade`, `npm run eval`).
 *
 * A greeting is, on the first non-empty line: a whole short line opening with a salutation ("Hi Jana,",
 * "Hello there!", "Dear Dr. Okafor,", "Good morning Jana —"), a salutation at the head of a longer line
 * ("Hi Jana, Surge …": the text after its comma), or a line that is only a name and a comma ("Jana,").
 * Sentences are split as the composer splits prospect text (language/sentences.ts), so a domain such as
 * `Pibit.ai` does not end one. Returns '' for a body with no sentence after its greeting.
 */
export function openerOf(body: string): string {
  const lines = body.replace(/\r\n?/g, '\n').trim().split('\n');
  const first = lines[0]!.trim();
  if (isGreetingLine(first)) lines.shift();
  else lines[0] = first.replace(GREETING_HEAD, '');
  return splitSentences(lines.join('\n'))[0]?.text ?? '';
}

const SALUTATION = /^(?:hi|hiya|hello|hey|dear|greetings|good (?:morning|afternoon|evening|day))\b/i;
/** Longest greeting line, in words: "Good morning Dr. Jana Okafor-Smith," is 6. */
const GREETING_MAX_WORDS = 6;
/** "Hi Jana," at the head of a line that goes on: a salutation, at most three words of name, a comma. */
const GREETING_HEAD = new RegExp(String.raw`${SALUTATION.source}(?:[ \t]+[^\s,!:]+){0,3}[,!:]\s+`, 'i');
/** A line that is a name and a comma or an exclamation mark: "Jana," "Jana Suzuki!". */
const NAME_ONLY = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2}[,!]$/u;

function isGreetingLine(line: string): boolean {
  if (NAME_ONLY.test(line)) return true;
  if (!SALUTATION.test(line)) return false;
  // "Hi Jana, Surge is Stripe for telephony." is a greeting followed by the opener, not a greeting line.
  return line.split(/\s+/).length <= GREETING_MAX_WORDS && !GREETING_HEAD.test(line);
}
