import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.tsx';
import { cn } from '#client/lib/cn.ts';
import type { Email } from '#shared/review.ts';
import { claimSegments, type ClaimSource } from '../utils/claims.ts';

/**
 * Text of an e-mail as the recipient reads it, each claim the writer declared highlighted, its source
 * (the prospect's field and value) on hover or keyboard focus (utils/claims.ts). A claim the data does
 * not support is marked in the destructive colour and says so: the invented "personal" fact our users
 * fear most is the one a reviewer must not miss.
 */
export function ClaimText({ text, email }: { text: string; email: Email }) {
  return (
    <>
      {claimSegments(text, email.factsUsed, email.prospect).map((segment, i) =>
        segment.source ? (
          <Claim key={i} text={segment.text} source={segment.source} />
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}

function Claim({ text, source }: { text: string; source: ClaimSource }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <mark
          tabIndex={0}
          data-claim-field={source.field}
          className={cn(
            'rounded-sm px-0.5 text-inherit outline-none focus-visible:ring-2 focus-visible:ring-ring',
            source.supported
              ? 'bg-primary/10 underline decoration-primary/40'
              : 'bg-destructive/10 underline decoration-destructive decoration-wavy',
          )}
        >
          {text}
        </mark>
      </TooltipTrigger>
      <TooltipContent>
        {source.supported ? 'From' : 'Not in'} {source.label}
        {source.value ? `: “${source.value}”` : ' (no such field in this row)'}
      </TooltipContent>
    </Tooltip>
  );
}
