import { ArrowUpRight } from 'lucide-react';
import { ExternalLink } from '#client/components/navigation/external-link.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.tsx';
import { cn } from '#client/lib/cn.ts';
import type { ClaimSource } from '#shared/emails.ts';
import type { Email } from '#shared/review.ts';
import { claimSegments, type ClaimOrigin } from '../utils/claims.ts';
import { shortUrl } from '../utils/research.ts';

/**
 * Text of an e-mail body as the recipient reads it, each claim highlighted as on the landing page's
 * example draft, its source on hover or keyboard focus (utils/claims.ts): the prospect's field and
 * value, or the page of their website with the sentence quoted from it — then the claim is a link to
 * that page, so the reviewer reads it where it was said. A claim the data does not support is marked
 * in the destructive colour and says so: the invented "personal" fact our users fear most is the one
 * a reviewer must not miss.
 */
export function ClaimText({ text, email }: { text: string; email: Email }) {
  const body = email.claims.filter((c) => c.in === 'body');
  return (
    <>
      {claimSegments(text, email.factsUsed, email.prospect, body).map((segment, i) =>
        segment.origin ? (
          <Claim key={i} text={segment.text} origin={segment.origin} />
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}

const focusRing = 'rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';

function Claim({ text, origin }: { text: string; origin: ClaimOrigin }) {
  const { passage } = origin;
  const mark = (
    <mark
      tabIndex={passage ? undefined : 0}
      data-claim-field={origin.field}
      className={cn(
        'rounded-sm px-0.5 text-foreground',
        passage ? null : focusRing,
        origin.supported
          ? 'bg-ember/30 decoration-ember underline-offset-2'
          : 'bg-destructive/10 underline decoration-destructive decoration-wavy',
        passage && origin.supported ? 'underline' : null,
      )}
    >
      {text}
      {passage ? <ArrowUpRight className="inline size-3 align-text-top" aria-hidden="true" /> : null}
    </mark>
  );
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {passage ? (
          // The name starts with the words seen (WCAG 2.5.3) and says where the link goes.
          <ExternalLink
            href={passage.url}
            aria-label={`${text}, from ${passage.title ?? shortUrl(passage.url)} (opens in a new tab)`}
            className={focusRing}
          >
            {mark}
          </ExternalLink>
        ) : (
          mark
        )}
      </TooltipTrigger>
      <TooltipContent>
        {passage ? (
          <PassageSource supported={origin.supported} passage={passage} />
        ) : (
          <>
            {origin.supported ? 'From' : 'Not in'} {origin.label}
            {origin.value ? `: “${origin.value}”` : ' (no such field in this row)'}
          </>
        )}
      </TooltipContent>
    </Tooltip>
  );
}

function PassageSource({ supported, passage }: { supported: boolean; passage: ClaimSource }) {
  return (
    <span className="grid gap-1 text-left">
      <span className="font-semibold">
        {supported ? 'From' : 'Not in'} {passage.title ?? 'their website'}
      </span>
      <span className="break-all opacity-80">{shortUrl(passage.url)}</span>
      <span className="italic">“{passage.quote}”</span>
    </span>
  );
}
