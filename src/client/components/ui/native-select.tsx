import { cn } from '#client/lib/cn.ts';

/** A labelled native <select>: the review filters need no more, and it is accessible and fast everywhere. */
export function NativeSelect({
  label,
  value,
  onChange,
  options,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
  className?: string;
}) {
  return (
    <label className={cn('grid min-w-0 gap-1 text-sm', className)}>
      <span className="text-muted-foreground text-xs font-medium">{label}</span>
      <select
        className="border-input bg-background focus-visible:ring-ring h-9 w-full min-w-0 rounded-md border px-2 text-sm focus-visible:ring-2 focus-visible:outline-none"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
