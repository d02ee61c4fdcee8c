import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import pLimit from 'p-limit';
import { generateDraft, type GenerateDraftInput } from '#server/engine/index.ts';
import { batchUniformity, scoreEmail, scoreFlags, type UniformityEmail } from '#server/engine/judge/index.ts';
import { collectImport, openCsv } from '#server/features/prospects/index.ts';
import type { AppEnv } from '#server/env.ts';
import { toSafeCsv } from '#server/lib/csv-export.ts';
import type { BatchUniformity } from '#shared/uniformity.ts';
import { checkFiles } from './check-files.ts';
import type { PersonalizeArgs } from './personalize-args.ts';
import { draftRow, duplicateFlags, failedRow, inputCells, RESULT_COLUMNS, skippedRow } from './personalize-output.ts';
import { cliProvider } from './cli-provider.ts';
import { cliResearch, type CliResearch } from './personalize-research.ts';
import type { Resolver } from '#server/lib/ssrf.ts';
import { readBrief } from './read-brief.ts';

/**
 * `npm run personalize`: the import mapping and the engine without the server (DESIGN.md §4 "Commands").
 * Reads the CSV with the same import library as the app, writes one draft per prospect × step with
 * at most `concurrency` in flight, and writes the output CSV (formula cells neutralised). With research
 * on (`--research website`, or the brief's), each prospect's site is researched before its steps are
 * written (personalize-research.ts), and the `sources` column cites the passages used.
 * @returns the summary printed at the end (counts, tokens, USD, ms, and how alike the first e-mails are:
 *   engine/judge/uniformity.ts, over the step-1 drafts in input order, as the campaign page measures them)
 * @throws CliFileError for a missing or unreadable input or brief, an invalid brief or an unwritable
 *   output (checked before any draft is written); ImportError for an unusable CSV; ProviderConfigError
 */
export type PersonalizeSummary = {
  rows: number;
  prospects: number;
  duplicates: number;
  drafts: number;
  flagged: number;
  failed: number;
  tokens: { input: number; output: number };
  /** null when any draft's model has no known price. */
  costUsd: number | null;
  ms: number;
  uniformity: BatchUniformity;
  /** With `--research website`: sites fetched, pages read and pages skipped. */
  research?: CliResearch['stats'];
};

export type PersonalizeOptions = {
  onProgress?: (done: number, total: number) => void;
  /** Engine retry/timeout overrides (tests shorten the provider's backoff). */
  call?: GenerateDraftInput['call'];
  /** The research fetcher's DNS resolver (tests: fixture sites on loopback); default the OS's. */
  resolver?: Resolver;
};

export async function runPersonalize(
  args: PersonalizeArgs,
  env: AppEnv,
  { onProgress = () => {}, call, resolver }: PersonalizeOptions = {},
): Promise<PersonalizeSummary> {
  const started = performance.now();
  await checkFiles(args);
  const read = await readBrief(args.brief);
  const brief = {
    ...read,
    research: args.research ?? read.research,
    researchPages: args.researchPages ?? read.researchPages,
  };
  const research = brief.research === 'website' ? cliResearch(env, brief, { resolver }) : null;
  const provider = cliProvider(args, env);
  const imported = await collectImport(await openCsv(createReadStream(args.input)));
  const total = imported.candidates.length * brief.steps;
  const limit = pLimit(args.concurrency ?? env.AI_CONCURRENCY);
  const summary: PersonalizeSummary = {
    rows: imported.records,
    prospects: imported.candidates.length,
    duplicates: imported.duplicates.length,
    drafts: 0,
    flagged: 0,
    failed: 0,
    tokens: { input: 0, output: 0 },
    costUsd: 0,
    ms: 0,
    uniformity: batchUniformity([]),
  };
  const firstEmails: (UniformityEmail & { row: number })[] = [];
  let done = 0;
  // A prospect's steps are written in order, each in its own concurrency slot, so a follow-up's verdict
  // compares it with the steps before it (engine/judge/score/follow-up.ts); prospects run side by side.
  const jobs = imported.candidates.map(async (candidate) => {
    const cells = inputCells(imported.columns, imported.mapping, candidate);
    const previous: { subject: string; body: string }[] = [];
    const found = research ? await research.researchFor(candidate) : undefined;
    const outs: { row: number; out: Record<string, string> }[] = [];
    for (let i = 0; i < brief.steps; i++) {
      outs.push(
        await limit(async () => {
          try {
            const written = await generateDraft({
              prospect: candidate,
              prospectFlags: candidate.flags,
              brief,
              step: i + 1,
              provider,
              research: found,
              call,
            });
            const score = scoreEmail({
              ...written,
              brief,
              prospect: candidate,
              step: i + 1,
              previous: [...previous],
              flags: written.flags,
              sources: found?.sources,
            });
            previous.push({ subject: written.subject, body: written.body });
            const draft = { ...written, flags: [...new Set([...written.flags, ...scoreFlags(score)])] };
            summary.drafts++;
            if (draft.flags.length > 0) summary.flagged++;
            summary.tokens.input += draft.tokens.input;
            summary.tokens.output += draft.tokens.output;
            summary.costUsd =
              summary.costUsd === null || draft.costUsd === null ? null : summary.costUsd + draft.costUsd;
            if (i === 0) firstEmails.push({ ...draft, prospect: candidate, row: candidate.row });
            return { row: candidate.row, out: draftRow(cells, i + 1, { ...draft, claims: score.claims ?? [] }, score) };
          } catch (error) {
            summary.failed++;
            return {
              row: candidate.row,
              out: failedRow(cells, i + 1, provider.model ?? provider.provider, (error as Error).message),
            };
          } finally {
            onProgress(++done, total);
          }
        }),
      );
    }
    return outs;
  });
  const results = (await Promise.all(jobs)).flat();
  // Every duplicate the CLI sees is in the file (no campaign to compare with): its first row is a candidate.
  const firstRow = new Map(imported.candidates.map((c) => [c.email, c.row]));
  const skipped = imported.duplicates.map((d) => ({
    row: d.row,
    out: skippedRow({ [emailColumn(imported.mapping) ?? 'email']: d.email }, duplicateFlags(firstRow.get(d.email))),
  }));
  const rows = [...results, ...skipped].sort((a, b) => a.row - b.row).map((r) => r.out);
  const columns = [...new Set([...imported.columns, ...rows.flatMap((r) => Object.keys(r))])].filter(
    (c) => !(RESULT_COLUMNS as readonly string[]).includes(c),
  );
  await writeFile(args.out, toSafeCsv([...columns, ...RESULT_COLUMNS], rows));
  summary.uniformity = batchUniformity(firstEmails.sort((a, b) => a.row - b.row));
  summary.ms = Math.round(performance.now() - started);
  if (research) summary.research = { ...research.stats };
  return summary;
}

const emailColumn = (mapping: Record<string, string | null>) =>
  Object.entries(mapping).find(([, f]) => f === 'email')?.[0];
