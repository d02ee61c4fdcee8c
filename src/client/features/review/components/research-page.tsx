import { ArrowUpRight } from 'lucide-react';
import { ExternalLink } from '#client/components/navigation/external-link.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatCount, formatDate } from '#client/lib/format.ts';
import type { ResearchSource } from '#shared/research.ts';
import { shortUrl, skipLabel } from '../utils/research.ts';

/**
 * One page of the prospect's website in the research section: a link to it, its HTTP status, when it
 * was fetched and how many passages it gave (or why it was skipped); then the passages this e-mail's
 * claims cite, each headed by the sentence quoted from it and opened to read the whole passage.
 */
export function ResearchPage({ source, cited }: { source: ResearchSource; cited: ReadonlyMap<string, string> }) {
  const href = source.finalUrl ?? source.url;
  const skipped = skipLabel(source);
  const citedHere = source.passages.filter((p) => cited.has(p.id));
  // An HTTP error's status is already its skip reason ("HTTP 404").
  const facts = [
    source.status === null || source.skipped?.reason === 'http_error' ? null : `HTTP ${source.status}`,
    `fetched ${formatDate(source.fetchedAt)}`,
    skipped ? null : `${formatCount(source.passages.length)} passage${source.passages.length === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return (
    <li className="grid gap-1 text-sm">
      <ExternalLink
        href={href}
        className="focus-visible:ring-ring w-fit rounded-sm font-medium break-words underline-offset-2 outline-none hover:underline focus-visible:ring-2"
      >
        {source.title ?? shortUrl(href)} <span className="sr-only">(opens in a new tab)</span>
        <ArrowUpRight className="inline size-3 align-text-top" aria-hidden="true" />
      </ExternalLink>
      {source.title ? <p className="text-muted-foreground text-xs break-all">{shortUrl(href)}</p> : null}
      <p className="text-muted-foreground text-xs">{facts.join(' · ')}</p>
      {skipped ? <p className="text-xs">Skipped: {skipped}</p> : null}
      {citedHere.length > 0 ? (
        <ul aria-label="Cited passages" className="grid gap-1">
          {citedHere.map((passage) => (
            <li key={passage.id}>
              <details className="bg-muted/40 rounded-md border px-2 py-1 text-xs">
                <summary className="focus-visible:ring-ring cursor-pointer rounded-sm outline-none focus-visible:ring-2">
                  <Badge variant="accent" className="mr-1">
                    cited
                  </Badge>
                  “{cited.get(passage.id)}”
                </summary>
                <blockquote cite={href} className="mt-1 border-l-2 pl-2 leading-relaxed">
                  {passage.text}
                </blockquote>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
