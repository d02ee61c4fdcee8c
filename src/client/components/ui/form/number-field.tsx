import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-frame.tsx';
import { numberValue, type EmptyValue } from './field-values.ts';
import { InputField, type InputProps } from './input-field.tsx';

/**
 * A number field: `<input type="number">` in the frame every field shares (`FieldFrame`), storing a
 * number — the schemas want numbers, not the text of the box. An empty box stores `emptyValue`
 * (undefined unless set: the schema's default then applies; null where null means "none", as for a
 * budget with no cap).
 * @param inputProps - the input's own attributes: `inputMode`, `min`, `max`, `step`, `placeholder`…
 */
export function NumberField<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, number | null | undefined>,
  TOutput = TValues,
>({
  inputProps,
  emptyValue = 'undefined',
  ...frame
}: FieldProps<TValues, TName, TOutput> & { inputProps?: Omit<InputProps, 'type'>; emptyValue?: EmptyValue }) {
  return (
    <InputField
      {...frame}
      inputProps={{ ...inputProps, type: 'number' }}
      toValue={(input) => numberValue(input, emptyValue)}
    />
  );
}
