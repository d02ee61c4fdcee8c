import { SingleBar, Presets } from 'cli-progress';
import { EnvError, parseEnv } from '#server/env.ts';
import { ImportError } from '#server/features/prospects/index.ts';
import { ProviderConfigError } from '#server/engine/index.ts';
import { CliFileError } from './check-files.ts';
import { parsePersonalizeArgs, USAGE, UsageError } from './personalize-args.ts';
import { runPersonalize } from './personalize.ts';
import { uniformityLines } from './uniformity-summary.ts';

/**
 * `npm run personalize -- …`: runs the engine over a CSV with a progress bar, then prints a summary
 * (counts, tokens, cost, time; then how alike the first e-mails are, and a warning when they read as
 * templated: uniformity-summary.ts).
 * Exit codes: 0 done; 1 some drafts failed, or a problem with the files, the env or the provider
 * (its message printed, never a stack trace); 2 bad arguments (the message and the usage line).
 */
try {
  const args = parsePersonalizeArgs(process.argv.slice(2));
  const env = parseEnv(process.env);
  const bar = new SingleBar(
    { format: 'drafts [{bar}] {value}/{total} {percentage}% eta {eta}s', stream: process.stderr },
    Presets.shades_classic,
  );
  let started = false;
  const summary = await runPersonalize(args, env, {
    onProgress(done, total) {
      if (!started) bar.start(total, 0);
      started = true;
      bar.update(done);
    },
  });
  if (started) bar.stop();
  const cost = summary.costUsd === null ? 'unknown (no price for this model)' : `$${summary.costUsd.toFixed(4)}`;
  console.error(
    `rows ${summary.rows}, prospects ${summary.prospects}, duplicates skipped ${summary.duplicates}, drafts ${summary.drafts}, ` +
      `flagged ${summary.flagged}, failed ${summary.failed}, tokens ${summary.tokens.input} in / ${summary.tokens.output} out, ` +
      `cost ${cost}, time ${(summary.ms / 1000).toFixed(1)} s → ${args.out}`,
  );
  if (summary.research)
    console.error(
      `research: ${summary.research.sites} sites, ${summary.research.pages} pages read, ${summary.research.skipped} skipped`,
    );
  for (const line of uniformityLines(summary.uniformity)) console.error(line);
  process.exit(summary.failed > 0 ? 1 : 0);
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
  else if (
    error instanceof EnvError ||
    error instanceof ImportError ||
    error instanceof ProviderConfigError ||
    error instanceof CliFileError
  )
    console.error(error.message);
  // Anything else is unexpected: its message only, since a stack trace helps no user of the command.
  else console.error(`personalize failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof UsageError ? 2 : 1);
}
