import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-frame.tsx';
import { textValue, type EmptyValue } from './field-values.ts';
import { InputField, type InputProps } from './input-field.tsx';

/**
 * A one-line text field of a react-hook-form form (docs/decisions/004, after epic-stack's `Field`):
 * label, `<input>`, hint and error wired by `FieldFrame`. `name` must be a path whose value is text (or
 * an optional text), so a typo or a number field does not compile.
 * @param inputProps - the input's own attributes: `type`, `autoComplete`, `inputMode`, `placeholder`…
 * @param emptyValue - what a blank field stores when the schema wants null or undefined for "not given"
 */
export function TextField<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string | null | undefined>,
  TOutput = TValues,
>({
  inputProps,
  emptyValue,
  ...frame
}: FieldProps<TValues, TName, TOutput> & { inputProps?: InputProps; emptyValue?: EmptyValue }) {
  return <InputField {...frame} inputProps={inputProps} toValue={(input) => textValue(input.value, emptyValue)} />;
}
