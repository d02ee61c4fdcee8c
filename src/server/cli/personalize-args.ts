import { providerIds, type ProviderId } from '#shared/campaigns.ts';
import { MAX_RESEARCH_PAGES, researchModes, type ResearchMode } from '#shared/research.ts';
import { parseCommandLine, UsageError } from './command-line.ts';

export { UsageError } from './command-line.ts';

/**
 * Arguments of `npm run personalize -- <prospects.csv> --brief <brief.json> --out <emails.csv>
 * [--provider P] [--model M] [--concurrency N] [--research off|website] [--research-pages N]` (DESIGN.md
 * §4 "Commands"; the research flags are issue 15's and override the brief's `research` and `researchPages`).
 */
export type PersonalizeArgs = {
  input: string;
  brief: string;
  out: string;
  provider?: ProviderId;
  model?: string;
  /** Drafts in flight at once; default AI_CONCURRENCY (8). */
  concurrency?: number;
  /** Research each prospect's website first; default the brief's `research`. */
  research?: ResearchMode;
  /** Pages beyond the home page; default the brief's `researchPages`. */
  researchPages?: number;
};

export const USAGE =
  'Usage: npm run personalize -- <prospects.csv> --brief <brief.json> --out <emails.csv> ' +
  `[--provider ${providerIds.join('|')}] [--model M] [--concurrency N] [--research ${researchModes.join('|')}] [--research-pages N]`;

export function parsePersonalizeArgs(argv: string[]): PersonalizeArgs {
  const { positionals, values } = parseCommandLine(argv, {
    brief: { type: 'string' },
    out: { type: 'string' },
    provider: { type: 'string' },
    model: { type: 'string' },
    concurrency: { type: 'string' },
    research: { type: 'string' },
    'research-pages': { type: 'string' },
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
  if (values.research !== undefined && !researchModes.includes(values.research as ResearchMode))
    problems.push(`--research must be one of ${researchModes.join(', ')}`);
  const pages = values['research-pages'] === undefined ? undefined : Number(values['research-pages']);
  if (pages !== undefined && !(Number.isInteger(pages) && pages >= 0 && pages <= MAX_RESEARCH_PAGES))
    problems.push(`--research-pages must be a whole number from 0 to ${MAX_RESEARCH_PAGES}`);
  if (problems.length > 0) throw new UsageError(problems.join('; '));
  return {
    input: positionals[0]!,
    brief: values.brief!,
    out: values.out!,
    provider: values.provider as ProviderId | undefined,
    model: values.model,
    concurrency,
    ...(values.research === undefined ? {} : { research: values.research as ResearchMode }),
    ...(pages === undefined ? {} : { researchPages: pages }),
  };
}
