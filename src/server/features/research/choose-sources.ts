import MiniSearch from 'minisearch';
import { detectInjection, type Research, type Source } from '#server/engine/rows/index.ts';
import { splitSentences, stem, wordKey } from '#server/engine/language/index.ts';
import type { Database } from '#server/db/client.ts';
import type { Brief } from '#shared/brief.ts';
import { researchForWriting } from './research-store.ts';

/**
 * The passages handed to the writer for one prospect (issue 15, item 4): ranked by relevance to the
 * brief — its offer, value propositions and audience — with BM25+ (MiniSearch; Lv & Zhai 2011, "Lower-
 * bounding term frequency normalization", the BM25 variant MiniSearch implements), no model needed.
 *
 * Relevance alone would starve the hook: a prospect whose site never uses the offer's words still has
 * the sentences that say what it does, and those are what an opener needs. So each passage's rank mixes
 * its BM25+ score (scaled so the best is 1) with a prior for where it sits: earlier pages (the home page,
 * then the pages chosen from it in links.ts order: about, product, customers…) and a page's first
 * passage say what the company does. Weights are ours (PAGE_PRIOR, FIRST_PASSAGE_PRIOR), set so a
 * passage that shares the offer's words outranks the home page's opening, which outranks the rest.
 *
 * Injection (item 6): a passage, or a hidden snippet of its page (extract.ts `suspicious`), that reads like
 * instructions to a model (engine/rows/injection.ts) is never handed on, and `injection` tells the writer to
 * flag the draft `prompt_injection`. Identical passages (a footer repeated on every page) count once,
 * and so does a passage at least half of whose sentences a better one already holds (a site that
 * restates its home page's pitch on its about and product pages): five copies of one pitch would leave
 * the writer one fact where the site offers several.
 * @param pages - the prospect's researched pages, home page first (research-store.ts researchForWriting)
 * @param limit - passages to keep (SOURCES_PER_EMAIL: five passages of ≤ 120 words, ~800 prompt tokens)
 */
export const SOURCES_PER_EMAIL = 5;
export const PAGE_PRIOR = 0.3;
export const FIRST_PASSAGE_PRIOR = 0.2;

export type ResearchedPage = {
  url: string;
  finalUrl: string | null;
  title: string | null;
  passages: readonly { id: string; text: string }[];
  suspicious: readonly string[];
};

// Words every offer and page share; BM25's IDF is noisy on a few dozen passages, so they are dropped.
const STOP = new Set(
  'a an and or but for of to in on at by with from about as into over per via the your you our we us my me i it its is are was were be been this that these those their they them who which what when where how all any each more most other such no not only own so than too very can will just do does did has have had'.split(
    ' ',
  ),
);
const processTerm = (term: string) => {
  const word = term.toLowerCase();
  return STOP.has(word) || word.length < 2 ? null : stem(word);
};

export function chooseSources(pages: readonly ResearchedPage[], brief: Brief, limit = SOURCES_PER_EMAIL): Research {
  let injection = false;
  const seen = new Set<string>();
  const candidates: (Source & { prior: number })[] = [];
  pages.forEach((page, pageIndex) => {
    if (page.suspicious.some((s) => detectInjection(s).detected)) injection = true;
    page.passages.forEach((passage, i) => {
      if (seen.has(passage.text)) return;
      seen.add(passage.text);
      if (detectInjection(passage.text).detected) {
        injection = true;
        return;
      }
      const prior = PAGE_PRIOR * (1 - pageIndex / pages.length) + (i === 0 ? FIRST_PASSAGE_PRIOR : 0);
      candidates.push({ id: passage.id, url: page.finalUrl ?? page.url, title: page.title, text: passage.text, prior });
    });
  });
  if (candidates.length === 0) return { sources: [], injection };

  const index = new MiniSearch<Source>({ fields: ['text', 'title'], processTerm });
  index.addAll(candidates);
  const query = [brief.offer, ...brief.valueProps, brief.audience ?? ''].join(' ');
  const relevance = new Map(index.search(query, { boost: { title: 0.5 } }).map((r) => [r.id as string, r.score]));
  const best = Math.max(0, ...relevance.values());
  const ranked = candidates
    .map((c, order) => ({ c, order, rank: (best > 0 ? (relevance.get(c.id) ?? 0) / best : 0) + c.prior }))
    .sort((a, b) => b.rank - a.rank || a.order - b.order);
  const chosen: Source[] = [];
  const said = new Set<string>();
  for (const { c } of ranked) {
    if (chosen.length >= limit) break;
    const sentences = splitSentences(c.text).map((sentence) => wordKey(sentence.text));
    if (sentences.filter((key) => said.has(key)).length * 2 >= sentences.length) continue;
    for (const key of sentences) said.add(key);
    chosen.push({ id: c.id, url: c.url, title: c.title, text: c.text });
  }
  return { sources: chosen, injection };
}

/**
 * One prospect's passages for the brief, as the writer had them (an edited e-mail is checked against
 * the same evidence): undefined when the brief has research off or the prospect's research is not done.
 */
export async function prospectSources(db: Database, prospectId: string, brief: Brief): Promise<Research | undefined> {
  if (brief.research !== 'website') return undefined;
  const pages = (await researchForWriting(db, [prospectId])).get(prospectId);
  return pages ? chooseSources(pages, brief) : undefined;
}
