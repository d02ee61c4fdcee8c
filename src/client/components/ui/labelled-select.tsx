import { useId } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

/** Radix forbids `''` as an item value; the options' `''` ("any", "none") travels as this. */
const EMPTY = '__empty__';

/**
 * A small labelled select for filters and pickers outside react-hook-form (review and admin filters, the
 * playground's pickers): the shared Select (Radix, shadcn/ui) with the caption above it, so every select
 * in the app looks and behaves the same. `options` are `[value, text]` pairs; `''` is a valid value.
 */
export function LabelledSelect({
  label,
  value,
  onChange,
  options,
  className,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
  className?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={cn('grid min-w-0 gap-1 text-sm', className)}>
      <span id={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </span>
      <Select
        value={value === '' ? EMPTY : value}
        onValueChange={(next) => onChange(next === EMPTY ? '' : next)}
        disabled={disabled}
      >
        <SelectTrigger aria-labelledby={id} className="h-9 min-w-0 px-2">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map(([v, text]) => (
            <SelectItem key={v || EMPTY} value={v || EMPTY}>
              {text}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
