import type { ReactNode } from 'react';
import { FormControl } from './form.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select.tsx';

export type FormSelectOption = { value: string; label: ReactNode };

/**
 * A Radix Select inside a react-hook-form `FormItem`: the trigger carries the item's label, error and
 * description ids (FormControl) and reports blur to the field. Values are strings (Radix cannot hold
 * `''` or null); a field of another type converts in `onValueChange`.
 * @param options - in the order shown: `{value, label}`
 */
export function FormSelect({
  value,
  onValueChange,
  onBlur,
  options,
}: {
  /** Undefined shows no choice (a field not yet filled). */
  value: string | undefined;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  options: readonly FormSelectOption[];
}) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <FormControl>
        <SelectTrigger onBlur={onBlur}>
          <SelectValue />
        </SelectTrigger>
      </FormControl>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
