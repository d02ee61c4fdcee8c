import { useId } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { StringListInput } from '../string-list-input.tsx';
import { LabelText, type FieldProps } from './field-frame.tsx';
import { FormField, FormItem } from './form.tsx';

/**
 * A list of short texts (a brief's value propositions, its proof points): `StringListInput`, a group
 * named by `label` with one labelled input per entry, under a visible heading. The schema checks each
 * entry, and its messages name an entry by position, which the person cannot see once blank entries
 * are dropped; so any error of the list shows `errorMessage`, which the group names in
 * `aria-describedby`.
 * @param itemLabel - one entry, for the inputs' names ("Value proposition 1", "New value proposition")
 * @param errorMessage - what is wrong whatever the entry, e.g. "Each proof point needs some text"
 */
export function ListField<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string[] | undefined>,
  TOutput = TValues,
>({
  control,
  name,
  label,
  optional = false,
  itemLabel,
  max,
  placeholder,
  errorMessage,
}: Pick<FieldProps<TValues, TName, TOutput>, 'control' | 'name' | 'optional'> & {
  label: string;
  itemLabel: string;
  max: number;
  placeholder?: string;
  errorMessage: string;
}) {
  const errorId = useId();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem>
          <p className="text-sm leading-none font-medium">
            <LabelText label={label} optional={optional} />
          </p>
          <StringListInput
            label={label}
            itemLabel={itemLabel}
            max={max}
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            placeholder={placeholder}
            describedBy={fieldState.error ? errorId : undefined}
          />
          {fieldState.error ? (
            <p id={errorId} className="text-sm text-destructive">
              {errorMessage}
            </p>
          ) : null}
        </FormItem>
      )}
    />
  );
}
