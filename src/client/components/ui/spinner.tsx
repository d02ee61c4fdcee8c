import { LoaderCircle } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

/** A labelled loading indicator: `role="status"` so assistive tech hears what is happening. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
