import { CircleAlert, CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import type { ServiceStatus } from '../utils/status-report.ts';

/** SPEC §2's badge words for a check's state (SPEC §4 "Status check: loading, success, error, warning"). */
export type BadgeState = ServiceStatus | 'checking';

const badges: Record<BadgeState, { label: string; icon: typeof CircleCheck; className: string }> = {
  ok: { label: 'Operational', icon: CircleCheck, className: 'border-success/30 bg-success/10 text-success' },
  warn: { label: 'Warning', icon: TriangleAlert, className: 'border-amber-300 bg-amber-50 text-amber-900' },
  error: { label: 'Error', icon: CircleAlert, className: 'border-destructive/30 bg-destructive/10 text-destructive' },
  checking: { label: 'Checking', icon: LoaderCircle, className: 'border-border bg-muted text-muted-foreground' },
};

export function StatusBadge({ state }: { state: BadgeState }) {
  const { label, icon: Icon, className } = badges[state];
  return (
    <Badge variant="outline" className={cn('gap-1.5 px-2.5 py-1 text-xs', className)} data-state={state}>
      <Icon aria-hidden="true" className={cn(state === 'checking' && 'animate-spin motion-reduce:animate-none')} />
      {label}
    </Badge>
  );
}
