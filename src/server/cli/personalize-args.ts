import { providerIds, type ProviderId } from '#shared/campaigns.ts';
import { parseCommandLine, UsageError } from './command-line.ts';

export { UsageError } from './command-line.ts';

/**
 * Arguments of `npm run personalize -- <prospects.csv> --brief <brief.json> --out <emails.csv>
 * [--provider P] [--model M] [--concurrency N]` (DESIGN.md §4 "Commands").
 */
export type PersonalizeArgs = {
  input: string;
  brief: string;
  out: string;
  provider?: ProviderId;
  model?: string;
  /** Drafts in flight at once; default AI_CONCURRENCY (8). */
  concurrency?: number;
};

export const USAGE =
  'Usage: npm run personalize -- <prospects.csv> --brief <brief.json> --out <emails.csv> ' +
  `[--provider ${providerIds.join('|')}] [--model M] [--concurrency N]`;

export function parsePersonalizeArgs(argv: string[]): PersonalizeArgs {
  const { positionals, values } = parseCommandLine(argv, {
    brief: { type: 'string' },
    out: { type: 'string' },
    provider: { type: 'string' },
    model: { type: 'string' },
    concurrency: { type: 'string' },
  });
  const problems: string[] = [];
  if (positionals.length !== 1) problems.push('give exactly one prospects CSV file');
  if (!values.brief) problems.push('--brief <brief.json> is required');
  if (!values.out) problems.push('--out <emails.csv> is required');
  if (values.provider && !providerIds.includes(values.provider as ProviderId)) {
    problems.push(`--provider must be one of ${providerIds.join(', ')}`);
  }
  const concurrency = values.concurrency === undefined ? undefined : Number(values.concurrency);
  if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency >= 1 && concurrency <= 256)) {
    problems.push('--concurrency must be a whole number from 1 to 256');
  }
  if (problems.length > 0) throw new UsageError(problems.join('; '));
  return {
    input: positionals[0]!,
    brief: values.brief!,
    out: values.out!,
    provider: values.provider as ProviderId | undefined,
    model: values.model,
    concurrency,
  };
}
