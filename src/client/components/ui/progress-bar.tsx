import { cn } from '#client/lib/cn.ts';

/** One filled part of a ProgressBar: its share of the bar (0–100) and its colour class. */
export type ProgressSegment = { share: number; className: string; testId?: string };

/**
 * A labelled progress bar (`role="progressbar"`, 0–100): `percent` is what assistive tech hears, with
 * `valueText` when a number alone would hide something (failures); the bar draws `segments` side by
 * side, by default one in the primary colour at `percent`.
 */
export function ProgressBar({
  label,
  percent,
  valueText,
  segments = [{ share: percent, className: 'bg-primary' }],
  className,
}: {
  label: string;
  percent: number;
  valueText?: string | undefined;
  segments?: ProgressSegment[];
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('bg-muted flex h-2 overflow-hidden rounded-full', className)}
    >
      {segments.map((segment, i) => (
        <div
          key={i}
          className={cn('h-full transition-[width]', segment.className)}
          data-testid={segment.testId}
          style={{ width: `${segment.share}%` }}
        />
      ))}
    </div>
  );
}
