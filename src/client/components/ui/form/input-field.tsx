import type { ComponentProps } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Input } from '../input.tsx';
import { FieldFrame, type FieldProps } from './field-frame.tsx';
import { boundProps } from './field-values.ts';
import { FormControl } from './form.tsx';

/** Attributes of the `<input>` itself; the field sets its id, name, value, handlers and `disabled`. */
export type InputProps = Omit<
  ComponentProps<'input'>,
  'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'disabled'
>;

/**
 * The `<input>` field that TextField and NumberField are: the box shows the field's value (empty for
 * null or undefined) and `toValue` turns what was typed into the value the schema wants.
 */
export function InputField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput>({
  inputProps,
  toValue,
  ...frame
}: FieldProps<TValues, TName, TOutput> & {
  inputProps: InputProps | undefined;
  toValue: (input: HTMLInputElement) => unknown;
}) {
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <FormControl>
          <Input
            {...inputProps}
            {...boundProps(field)}
            value={(field.value as string | number | null | undefined) ?? ''}
            onChange={(event) => field.onChange(toValue(event.target))}
          />
        </FormControl>
      )}
    </FieldFrame>
  );
}
