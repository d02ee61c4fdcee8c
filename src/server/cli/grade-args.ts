import { extname } from 'node:path';
import { parseCommandLine, UsageError } from './command-line.ts';

/**
 * Arguments of `npm run grade -- <emails.csv|emails.jsonl> --brief <brief.json> [--out <file>]
 * [--format csv|json]` (README "Scripts"). The input's kind comes from its extension: `.csv` (or
 * `.tsv`, `.txt`: any delimiter the importer reads) or `.jsonl` (`.ndjson`). `--format` is the output
 * file's; without it, `.json` outputs are JSON and every other output CSV.
 */
export type GradeArgs = {
  input: string;
  kind: 'csv' | 'jsonl';
  brief: string;
  out?: string;
  format: 'csv' | 'json';
};

export const GRADE_USAGE =
  'Usage: npm run grade -- <emails.csv|emails.jsonl> --brief <brief.json> [--out <file>] [--format csv|json]';

const KINDS: Record<string, GradeArgs['kind']> = {
  '.csv': 'csv',
  '.tsv': 'csv',
  '.txt': 'csv',
  '.jsonl': 'jsonl',
  '.ndjson': 'jsonl',
};
const FORMATS = ['csv', 'json'] as const;

/** @throws UsageError listing every problem with the arguments (the command prints it with the usage line and exits with 2) */
export function parseGradeArgs(argv: string[]): GradeArgs {
  const { positionals, values } = parseCommandLine(argv, {
    brief: { type: 'string' },
    out: { type: 'string' },
    format: { type: 'string' },
  });
  const problems: string[] = [];
  const input = positionals.length === 1 ? positionals[0]! : undefined;
  if (input === undefined) problems.push('give exactly one e-mails file (.csv or .jsonl)');
  const kind = input === undefined ? undefined : KINDS[extname(input).toLowerCase()];
  if (input !== undefined && kind === undefined)
    problems.push(`${input} is neither a CSV (.csv) nor a JSON Lines file (.jsonl)`);
  if (!values.brief) problems.push('--brief <brief.json> is required');
  if (values.format !== undefined && !(FORMATS as readonly string[]).includes(values.format))
    problems.push('--format must be csv or json');
  if (values.format !== undefined && values.out === undefined) problems.push('--format needs --out <file>');
  if (problems.length > 0) throw new UsageError(problems.join('; '));
  const format =
    (values.format as GradeArgs['format'] | undefined) ??
    (extname(values.out ?? '').toLowerCase() === '.json' ? 'json' : 'csv');
  return { input: input!, kind: kind!, brief: values.brief!, out: values.out, format };
}
