import { ImportError } from '#server/features/prospects/index.ts';
import { CliFileError } from './check-files.ts';
import { GRADE_USAGE, parseGradeArgs } from './grade-args.ts';
import { runGrade } from './grade.ts';
import { UsageError } from './command-line.ts';

/**
 * `npm run grade -- <emails.csv|emails.jsonl> --brief <brief.json> [--out <file>] [--format csv|json]`:
 * grades each e-mail as POST /api/v1/score does and prints its verdict, grade and reasons, then a
 * summary (grade.ts, grade-output.ts). Exit codes: 0 every e-mail graded; 1 some rows could not be
 * graded (each printed with its reason), or a problem with the files (its message, never a stack
 * trace); 2 bad arguments (the message and the usage line).
 */
try {
  const summary = await runGrade(parseGradeArgs(process.argv.slice(2)), (line) => process.stdout.write(`${line}\n`));
  process.exit(summary.failed > 0 ? 1 : 0);
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n${GRADE_USAGE}`);
  else if (error instanceof CliFileError || error instanceof ImportError) console.error(error.message);
  // Anything else is unexpected: its message only, since a stack trace helps no user of the command.
  else console.error(`grade failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof UsageError ? 2 : 1);
}
