import type { ReactNode } from 'react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { FieldFrame, type FieldProps } from './field-frame.tsx';
import { FormSelect } from './form-select.tsx';

/** One choice of a SelectField: a value of the field's own type, and what the list shows for it. */
export type SelectFieldOption<TValue> = { value: TValue; label: ReactNode };

/**
 * A choice among a few values: a Radix Select (`FormSelect`, a labelled combobox) in the frame every
 * field shares (`FieldFrame`: label, hint and error tied to the trigger by id). The options hold the
 * field's own values — numbers, enum members, null for "the default" — and the field stores the one
 * chosen: Radix Select holds only non-empty strings, so it is given each option's position instead,
 * and no caller converts values to strings and back.
 * @param options - in the order shown; a value missing from them shows no choice
 * @param onValueChange - called after the field is set, for a change that moves other fields too
 */
export function SelectField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>({
  options,
  onValueChange,
  ...frame
}: FieldProps<TValues, TName, TOutput> & {
  options: readonly SelectFieldOption<FieldPathValue<TValues, TName>>[];
  onValueChange?: (value: FieldPathValue<TValues, TName>) => void;
}) {
  const choices = options.map((option, index) => ({ value: String(index), label: option.label }));
  return (
    <FieldFrame {...frame}>
      {(field) => {
        const chosen = options.findIndex((option) => option.value === field.value);
        return (
          <FormSelect
            value={chosen < 0 ? undefined : String(chosen)}
            onValueChange={(index) => {
              const { value } = options[Number(index)]!;
              field.onChange(value);
              onValueChange?.(value);
            }}
            onBlur={field.onBlur}
            options={choices}
          />
        );
      }}
    </FieldFrame>
  );
}
