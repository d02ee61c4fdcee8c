import { TriangleAlert } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.tsx';
import type { ProspectFlag } from '#shared/prospects.ts';
import { flagLabels } from '../utils/fields.ts';

/**
 * A prospect's flags as badges. Each badge is a button so keyboard users can focus it; the reason shows
 * on hover and focus, and is in the accessible name too, so a screen reader hears it without the tooltip.
 */
export function ProspectFlags({ flags }: { flags: readonly ProspectFlag[] }) {
  if (flags.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {flags.map((flag) => (
        <li key={flag.code}>
          <Tooltip>
            <TooltipTrigger asChild>
              <button
                type="button"
                aria-label={`${flagLabels[flag.code]}: ${flag.reason}`}
                className="inline-flex cursor-help items-center gap-1 rounded-md border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <TriangleAlert className="size-3" aria-hidden="true" />
                {flagLabels[flag.code]}
              </button>
            </TooltipTrigger>
            <TooltipContent>{flag.reason}</TooltipContent>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
