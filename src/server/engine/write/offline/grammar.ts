import { article, type Tagged } from '../../language/index.ts';

/**
 * Grammar repairs for a predicate cut from a prospect's description (clause.ts), applied after the cut
 * so the e-mail reads right without changing a fact. Each repair only touches function words or a
 * repeated word, never a number or a name, so the restated claim still passes the grounding check:
 * - `a`/`an` agree with the next word by sound (language/text.ts `article`): the source's `a AI-powered
 *   chatbot` becomes `an AI-powered chatbot` (row 300 of the YC file, Darsel);
 * - a word written twice in a row is written once (`modern modern payments`, row 627, Swipe), except
 *   where English doubles on purpose (`that that`, `had had`);
 * - `both` left without its `and` by the cut (`to automate both day-to-day tasks`, row 662, Datafold)
 *   is dropped.
 * Capitalisation of the article is kept (`A`/`An`).
 */
const DOUBLING_ALLOWED = /^(?:that|had)$/i;

export function repairGrammar(tokens: readonly Tagged[]): Tagged[] {
  const out: Tagged[] = [];
  tokens.forEach((t, i) => {
    const previous = out.at(-1);
    if (
      previous &&
      /\p{L}/u.test(t.text) &&
      t.text.toLowerCase() === previous.text.toLowerCase() &&
      !DOUBLING_ALLOWED.test(t.text)
    )
      return;
    if (/^both$/i.test(t.text) && !tokens.slice(i + 1).some((u) => /^and$/i.test(u.text))) return;
    out.push(t);
  });
  return out.map((t, i) => {
    const next = out[i + 1];
    if (!/^an?$/i.test(t.text) || !next || !/^[\p{L}\d]/u.test(next.text)) return t;
    const fixed = article(next.text);
    return { ...t, text: /^A/.test(t.text) ? fixed.charAt(0).toUpperCase() + fixed.slice(1) : fixed };
  });
}
