import type { Brief } from '#shared/brief.ts';
import type { DraftText } from './instruction-draft.ts';
import { countWords } from '../../language/index.ts';

/**
 * "Shorter": drops the least important sentences until the body has at most SHORTER_SHARE of its
 * words. Kept always: the greeting, the hook (the fact about the prospect), the offer, the ask, any
 * merge-field or opt-out line, and the sign-off with the sender's name — so the floor is a greeting,
 * two or three sentences and a sign-off. Dropped first (instruction-draft.ts ranks): the opener's other
 * sentences, a proof-point paragraph, the offer's other sentences (a value proposition), then anything
 * else, each group from its last sentence back; last, the sign-off's role line (`Founder, Ledgerline`).
 * 70 % is the brief's figure for a noticeably shorter e-mail; short is never marked down (Lavender:
 * 25–50 words reply best; the score's length criterion).
 * @param words - the word count the share is of: the draft's own, or the e-mail's before the other
 *   changes asked with "shorter" (a statement ask is longer than the question it replaces)
 * @returns the shorter draft, or the same object when nothing could be dropped
 */
export const SHORTER_SHARE = 0.7;

const wordsOf = (d: DraftText) =>
  countWords([d.greeting ?? '', ...d.sentences.map((s) => s.text), ...d.closing].join(' '));

export function shorten(
  draft: DraftText,
  brief: Pick<Brief, 'senderRole' | 'senderCompany'>,
  of: number = wordsOf(draft),
): DraftText {
  const target = Math.floor(of * SHORTER_SHARE);
  const order = draft.sentences
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.role === 'extra')
    .sort((a, b) => a.s.rank - b.s.rank || b.i - a.i)
    .map(({ s }) => s);
  let out = draft;
  for (const drop of order) {
    if (wordsOf(out) <= target) break;
    out = { ...out, sentences: out.sentences.filter((s) => s !== drop) };
  }
  const [signOff, ...after] = out.closing;
  const lines = signOff?.split('\n') ?? [];
  const role = [brief.senderRole, brief.senderCompany].filter((v) => v?.trim()) as string[];
  if (wordsOf(out) > target && lines.length >= 3 && role.some((r) => lines.at(-1)!.includes(r)))
    out = { ...out, closing: [lines.slice(0, -1).join('\n'), ...after] };
  return out;
}
