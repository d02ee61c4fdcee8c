import { useId } from 'react';
import { errorMessage } from '#client/lib/api-error.ts';
import type { ProspectResearch } from '#shared/research.ts';
import { useResearch } from '../api/get-research.ts';
import { isResearching, shortUrl } from '../utils/research.ts';
import { ResearchPage } from './research-page.tsx';

/**
 * The prospect's website as the writer read it (docs/decisions/033), under the prospect's card: each
 * page with its status and date, the pages skipped and why, and the passages this e-mail's claims cite,
 * marked "cited" and opened on demand, so a reviewer checks a website claim as they check a field.
 * Not asked for, and not shown, when the campaign does not research and the e-mail cites no page.
 */
export function ResearchSources({
  prospectId,
  researchOn,
  cited,
}: {
  prospectId: string;
  researchOn: boolean;
  /** Passage id → the sentence a claim quotes from it (utils/claims.ts `citedPassages`). */
  cited: ReadonlyMap<string, string>;
}) {
  const headingId = useId();
  const query = useResearch(prospectId, researchOn || cited.size > 0);
  if (query.isPending || (query.data === null && !researchOn)) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-t pt-3">
      <h4 id={headingId} className="text-sm font-semibold">
        Research
      </h4>
      {query.isError ? (
        <p className="text-destructive text-sm">Research could not be loaded: {errorMessage(query.error)}</p>
      ) : query.data === null ? (
        // 404: no one has asked for this prospect's research yet.
        <p className="text-muted-foreground text-sm">Not researched yet.</p>
      ) : (
        <>
          <ResearchState research={query.data} />
          {query.data.sources.length > 0 ? (
            <ul aria-label="Pages read" className="grid gap-3">
              {query.data.sources.map((source) => (
                <ResearchPage key={source.url} source={source} cited={cited} />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}

/** One quiet line on where the research stands; none once it is done and has pages to show. */
function ResearchState({ research }: { research: ProspectResearch }) {
  const site = research.siteUrl ? shortUrl(research.siteUrl) : 'their website';
  const line = isResearching(research.state)
    ? `Researching ${site}…`
    : research.state === 'skipped'
      ? `Not researched: ${research.reason ?? 'nothing to research'}`
      : research.state === 'failed'
        ? `Research failed: ${research.reason ?? 'no reason given'}`
        : research.sources.length === 0
          ? `No pages of ${site} could be read.`
          : null;
  return (
    <p role="status" className="text-muted-foreground text-sm break-words">
      {line}
    </p>
  );
}
