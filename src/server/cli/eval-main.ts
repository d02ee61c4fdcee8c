import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CliFileError } from './check-files.ts';
import { evalReport } from './eval-report.ts';
import { evaluateGradedSets, GRADED_SET_FILES, gradedSetFiles } from './graded-set.ts';
import { parseCommandLine, UsageError } from './command-line.ts';

/**
 * `npm run eval [-- --json]`: scores every graded set (graded-set.ts: each `*.jsonl` beside briefs.json)
 * and prints how far our verdict agrees with the experts', as shipped and leave one brief out
 * (engine/judge/score/evaluate.ts, leave-one-out.ts; eval-report.ts for the text; `--json` prints the
 * evaluation itself with the corpus's path and the set files). The set is in the test corpus, which is not in the
 * repository: `$SHARED_DATA_DIR/graded-emails`, else `../shared/data/graded-emails` beside the checkout
 * (the place tests/support/test-data.ts looks; an app script does not import tests/).
 * Exit codes: 0 printed; 1 a row of the set cannot be graded; 2 bad arguments, or the set is not here.
 */
const USAGE = 'Usage: npm run eval [-- --json]';
const repoRoot = resolve(import.meta.dirname, '../../..');
const configured = process.env.SHARED_DATA_DIR?.trim() || undefined;
const corpus = resolve(configured ?? resolve(repoRoot, '../shared/data'), 'graded-emails');

/** Thrown when the graded set is not here: the message says where it was looked for. */
class CorpusMissing extends Error {}

try {
  const { positionals, values } = parseCommandLine(process.argv.slice(2), { json: { type: 'boolean' } });
  if (positionals.length > 0) throw new UsageError(`eval takes no file: ${positionals.join(' ')}`);
  const missing: string[] = Object.values(GRADED_SET_FILES).filter((file) => !existsSync(resolve(corpus, file)));
  const files = missing.length > 0 ? [] : await gradedSetFiles(corpus);
  if (missing.length === 0 && files.length === 0) missing.push('*.jsonl');
  if (missing.length > 0) {
    throw new CorpusMissing(
      `The graded set is not here: ${corpus} lacks ${missing.join(', ')}. It is in the test corpus: put it at ` +
        `../shared/data beside the checkout, or set SHARED_DATA_DIR${configured ? ` (now ${configured})` : ''}.`,
    );
  }
  const evaluation = await evaluateGradedSets(corpus, files);
  const lines = values.json
    ? [JSON.stringify({ corpus, files, ...evaluation }, null, 2)]
    : evalReport(evaluation, corpus);
  process.stdout.write(`${lines.join('\n')}\n`);
  process.exit(0);
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
  else if (error instanceof CorpusMissing || error instanceof CliFileError) console.error(error.message);
  else console.error(`eval failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof UsageError || error instanceof CorpusMissing ? 2 : 1);
}
