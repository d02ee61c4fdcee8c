import type { Brief } from '#shared/brief.ts';
import type { Draft } from '#shared/emails.ts';
import type { ProspectData } from '#shared/prospects.ts';
import { splitSentences } from '../../../language/sentences.ts';
import { prose, proseWords } from '../prose.ts';
import { verblessSentences } from '../verbless.ts';

/**
 * Figures of a batch of offline first e-mails as a practitioner reads them (for tests and the bench):
 * - prose: the body without the greeting (its first paragraph), the sign-off (the paragraph starting
 *   with the closing word, `Best,`) and anything after it; Lavender counts words this way;
 * - opener frame: the first prose sentence with the company's name and every declared fact replaced
 *   by `X`, its first three words — how many distinct ways the batch opens;
 * - sentence share: how many e-mails contain the same prose sentence (no prospect word in it) — one
 *   offer sentence pasted into every e-mail shows here;
 * - mean pairwise word-trigram Jaccard of the prose (on at most 300 e-mails, every pair).
 */
export type Composed = { prospect: ProspectData; brief: Brief; draft: Draft };

const trigrams = (text: string) => {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return new Set(words.slice(2).map((w, i) => `${words[i]} ${words[i + 1]} ${w}`));
};

/** Mean Jaccard similarity of word trigrams over every pair of the first `limit` texts. */
export function meanTrigramJaccard(texts: readonly string[], limit = 300): number {
  const sets = texts.slice(0, limit).map(trigrams);
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) {
      const a = sets[i]!;
      const b = sets[j]!;
      let shared = 0;
      for (const t of a) if (b.has(t)) shared++;
      const union = a.size + b.size - shared;
      sum += union === 0 ? 0 : shared / union;
      pairs++;
    }
  return pairs === 0 ? 0 : sum / pairs;
}

/** The most repeated prose sentence that names nothing of the prospect, and its share of e-mails. */
export function topSentence(composed: readonly Composed[]): { text: string; share: number } {
  const counts = new Map<string, number>();
  for (const { prospect, draft } of composed) {
    const own = [prospect.company, prospect.firstName].filter((v): v is string => !!v?.trim());
    const sentences = new Set(
      splitSentences(prose(draft.body))
        .map((s) => s.text)
        .filter((s) => !own.some((o) => s.includes(o))),
    );
    for (const s of sentences) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const [text, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return { text, share: composed.length ? n / composed.length : 0 };
}

/** The opener's frame: company and facts as `X`, first three words. */
export function openerFrame({ prospect, draft }: Composed): string {
  let first = splitSentences(prose(draft.body))[0]?.text ?? '';
  const parts = [prospect.company, prospect.firstName, ...draft.factsUsed.map((f) => f.claim)]
    .filter((v): v is string => !!v && v.length > 1)
    .sort((a, b) => b.length - a.length);
  for (const p of parts) first = first.split(p).join('X');
  return (first.match(/[\p{L}\p{N}’']+/gu) ?? []).slice(0, 3).join(' ');
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : 0;
};

/** One line of figures for a batch (see the module comment). */
export function batchFigures(composed: readonly Composed[]): string {
  const n = composed.length;
  const pct = (k: number) => `${((100 * k) / Math.max(n, 1)).toFixed(1)} %`;
  const flagged = composed.filter((c) => c.draft.flags.length > 0).length;
  const brandSubjects = composed.filter(
    (c) => !!c.brief.senderCompany && c.draft.subject.toLowerCase().includes(c.brief.senderCompany.toLowerCase()),
  ).length;
  const unsupported = composed.reduce((k, c) => k + c.draft.factsUsed.filter((f) => !f.supported).length, 0);
  const verbless = composed.flatMap((c) => verblessSentences(prose(c.draft.body)));
  const top = topSentence(composed);
  return [
    `${n} e-mails`,
    `flagged ${pct(flagged)}`,
    `median prose ${median(composed.map((c) => proseWords(c.draft.body)))} words`,
    `opener frames ${new Set(composed.map(openerFrame)).size}`,
    `top sentence ${pct(top.share * n)} ("${top.text.slice(0, 60)}")`,
    `trigram Jaccard ${meanTrigramJaccard(composed.map((c) => prose(c.draft.body))).toFixed(3)}`,
    `brand in subject ${pct(brandSubjects)}`,
    `unsupported claims ${unsupported}`,
    `verbless sentences ${verbless.length}${verbless.length ? ` (e.g. "${verbless[0]}")` : ''}`,
  ].join(', ');
}
