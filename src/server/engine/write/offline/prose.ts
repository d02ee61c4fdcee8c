import { countWords } from '../../language/index.ts';

/**
 * The prose of an e-mail body as Lavender counts it: without the greeting (the first paragraph), the
 * sign-off (the paragraph that starts with a closing word, `Best,`) and what follows it (opt-out lines).
 */
const SIGN_OFF =
  /^(?:best|thanks|thank you|all the best|cheers|regards|kind regards|best regards|warm regards|sincerely)[,!]?$/i;

/** The prose paragraphs of a body, joined by blank lines. */
export function prose(body: string): string {
  const paragraphs = body.split(/\n\s*\n/).map((p) => p.trim());
  const end = paragraphs.findIndex((p, i) => i > 0 && SIGN_OFF.test(p.split('\n')[0]!.trim()));
  return paragraphs.slice(1, end > 0 ? end : paragraphs.length).join('\n\n');
}

/** Words of the prose (language/text.ts countWords). */
export const proseWords = (body: string) => countWords(prose(body));
