import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { briefSchema, type Brief } from '#shared/brief.ts';
import { YC_TEXT_NOT_REDISTRIBUTABLE, corpusPresent, needsCorpus } from '#tests/support/test-data.ts';
import { ycProspects, type ProspectRow } from '../../testing/prospect-lists.ts';
import { composeOfflineDetailed, type OfflineResult } from './compose.ts';
import { countWords, displayCompany } from '../../language/text.ts';
import { audienceFit } from '../../rows/role-family.ts';
import { sizeMismatch } from '../../rows/company-size.ts';
import type { ProspectData } from '#shared/prospects.ts';
import { prose, proseWords } from './prose.ts';
import { batchFigures, meanTrigramJaccard, median, topSentence } from './testing/batch-figures.ts';
import { verblessSentences } from './verbless.ts';

/**
 * The offline composer on the first 1,000 rows of the test corpus's prospects/yc-prospects-hubspot.csv
 * (SHARED_DATA_DIR; real YC companies and YC's descriptions, not redistributable, so skipped without
 * the corpus; made-up contacts) with docs/examples/brief-saas.json. Figures (ms per e-mail, the opener-pattern distribution) are written to stdout.
 */
const ROWS = 1000;
const MAX_PATTERN_SHARE = 0.4;
const FIELD_FACTS = new Set(['company', 'firstName', 'lastName', 'email']);

const brief: Brief = briefSchema.parse(
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../../docs/examples/brief-saas.json'), 'utf8')),
);
let rows: ProspectRow[];
let results: OfflineResult[];
let ms: number;

const report = (line: string) => process.stdout.write(`[offline composer] ${line}\n`);

beforeAll(() => {
  if (!corpusPresent) return;
  rows = ycProspects().slice(0, ROWS);
  composeOfflineDetailed(rows[0]!.prospect, brief); // loads the NLP model once, outside the timing
  const started = performance.now();
  results = rows.map((r) => composeOfflineDetailed(r.prospect, brief, 1));
  ms = performance.now() - started;
  report(`${ROWS} e-mails in ${ms.toFixed(0)} ms (${(ms / ROWS).toFixed(2)} ms per e-mail)`);
}, 120_000);

describe.skipIf(!corpusPresent)(
  `offline composer on ${ROWS} real YC rows ${needsCorpus(YC_TEXT_NOT_REDISTRIBUTABLE)}`,
  () => {
    it('reads 1,000 rows', () => {
      expect(results).toHaveLength(ROWS);
    });

    it('writes a non-empty subject, opener and body for every row', () => {
      const empty = results.filter(({ draft }) => !draft.subject.trim() || !draft.opener.trim() || !draft.body.trim());
      expect(empty).toEqual([]);
    });

    it('keeps every body within the brief’s lengthWords', () => {
      const over = results.flatMap(({ draft }, i) =>
        countWords(draft.body) > brief.lengthWords ? [`${rows[i]!.row}: ${countWords(draft.body)}`] : [],
      );
      expect(over).toEqual([]);
      expect(results.filter(({ draft }) => draft.flags.includes('too_long'))).toEqual([]);
    });

    it('names the company in every body', () => {
      const missing = results.flatMap(({ draft }, i) =>
        draft.body.includes(displayCompany(rows[i]!.prospect.company!)) ? [] : [rows[i]!.row],
      );
      expect(missing).toEqual([]);
    });

    it('never writes two identical bodies', () => {
      expect(new Set(results.map(({ draft }) => draft.body)).size).toBe(ROWS);
    });

    it(`uses no opener pattern in more than ${MAX_PATTERN_SHARE * 100} % of e-mails`, () => {
      const counts = new Map<string, number>();
      for (const { patterns } of results) counts.set(patterns.opener!, (counts.get(patterns.opener!) ?? 0) + 1);
      const sorted = [...counts].sort((a, b) => b[1] - a[1]);
      report(
        `opener patterns: ${counts.size}; top ${sorted
          .slice(0, 3)
          .map(([id, n]) => `${id} ${((100 * n) / ROWS).toFixed(1)} %`)
          .join(', ')}`,
      );
      expect(sorted[0]![1] / ROWS).toBeLessThanOrEqual(MAX_PATTERN_SHARE);
      expect(counts.size).toBeGreaterThanOrEqual(5);
    });

    it('builds every opener on a fact from that row, and every fact passes the grounding check', () => {
      const unsupported = results.flatMap(({ draft }, i) =>
        draft.factsUsed.filter((f) => !f.supported).map((f) => `${rows[i]!.row}: ${f.field} "${f.claim}"`),
      );
      expect(unsupported).toEqual([]);
      const withoutFact = results.flatMap(({ draft, patterns }, i) => {
        if (patterns.opener!.startsWith('thin-')) return []; // an honest note on a thin row states no fact
        const own = draft.factsUsed.filter(
          (f) => !FIELD_FACTS.has(f.field) && draft.opener.toLowerCase().includes(f.claim.toLowerCase()),
        );
        return own.length > 0 ? [] : [`${rows[i]!.row}: ${draft.opener}`];
      });
      expect(withoutFact).toEqual([]);
      // The only flag is off_audience, and only for a title or a company size outside the brief's audience.
      const outside = (p: ProspectData) =>
        audienceFit(p.title, brief.audience).fit === 'out' || sizeMismatch(p, brief.audience) !== null;
      const flagged = results.flatMap(({ draft }, i) =>
        draft.flags.length === 0 || (draft.flags.join() === 'off_audience' && outside(rows[i]!.prospect))
          ? []
          : [`${rows[i]!.row}: ${draft.flags.join()}`],
      );
      expect(flagged).toEqual([]);
    });

    it('asks once, with a 2–5 word subject, and avoids the phrases cold-e-mail advice bans', () => {
      const banned =
        /hope (this|you)( e-?mail)? finds you|i wanted to reach out|as we discussed|following up on our|great to meet|love what you|big fan|huge fan|synerg|touch base|circle back/i;
      for (const { draft } of results) {
        expect((draft.body.match(/\?/g) ?? []).length).toBe(1);
        expect(countWords(draft.subject)).toBeGreaterThanOrEqual(2);
        expect(countWords(draft.subject)).toBeLessThanOrEqual(5);
        expect(draft.body).not.toMatch(banned);
        expect(draft.body).not.toMatch(/\{\{|\}\}|\bundefined\b|\bnull\b|\s[,.]|\.\.(?!\.)/);
      }
    });

    it('is deterministic', () => {
      const again = rows.slice(0, 100).map((r) => composeOfflineDetailed(r.prospect, brief, 1));
      expect(again).toEqual(results.slice(0, 100));
    });

    it('reads as a batch of individual e-mails: short prose, no pasted offer sentence, no brand in subjects', () => {
      // After the determinism check: tagging this much new text changes how the NLP model tags words it
      // has not seen before (its lexicon grows), which a later call in the same process would show.
      const composed = results.map((r, i) => ({ prospect: rows[i]!.prospect, brief, draft: r.draft }));
      report(batchFigures(composed));
      expect(median(results.map((r) => proseWords(r.draft.body)))).toBeGreaterThanOrEqual(30);
      expect(median(results.map((r) => proseWords(r.draft.body)))).toBeLessThanOrEqual(60);
      expect(topSentence(composed).share).toBeLessThanOrEqual(0.25);
      expect(meanTrigramJaccard(results.map((r) => prose(r.draft.body)))).toBeLessThanOrEqual(0.15);
      expect(results.filter((r) => r.draft.subject.includes('Ledgerline'))).toEqual([]);
      // Every sentence the composer writes has a finite verb; the hook paragraph is the row's own words.
      const verbless = results.flatMap((r) => verblessSentences(prose(r.draft.body).split('\n\n').slice(1).join(' ')));
      expect(verbless).toEqual([]);
    });

    it('writes the follow-ups (steps 2–4) within 60 words, nearly all different', () => {
      for (const step of [2, 3, 4]) {
        const drafts = rows.slice(0, 200).map((r) => composeOfflineDetailed(r.prospect, brief, step).draft);
        expect(drafts.filter((d) => countWords(d.body) > 60 || !d.body.trim())).toEqual([]);
        // Follow-ups are two or three sentences from the brief: two prospects with the same first name
        // may get the same one (they are sent to different people); a batch stays ≥ 95 % distinct.
        expect(new Set(drafts.map((d) => d.body)).size).toBeGreaterThanOrEqual(190);
        expect(drafts.flatMap((d) => d.factsUsed.filter((f) => !f.supported))).toEqual([]);
      }
    }, 120_000);

    it('runs in a few milliseconds per e-mail', () => {
      expect(ms / ROWS).toBeLessThan(25);
    });
  },
);
