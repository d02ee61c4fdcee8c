import type { ComponentProps } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { Textarea } from '../textarea.tsx';
import { FieldFrame, type FieldProps } from './field-frame.tsx';
import { boundProps, textValue, type EmptyValue } from './field-values.ts';
import { FormControl } from './form.tsx';

/**
 * A multi-line text field: `Textarea` in the frame every field shares (`FieldFrame`: label, hint and
 * error tied to it by id). `name` must be a path whose value is text.
 * @param textareaProps - the textarea's own attributes: `rows`, `placeholder`, `className`…
 * @param emptyValue - what a blank field stores when the schema wants null or undefined for "not given"
 */
export function TextareaField<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string | null | undefined>,
  TOutput = TValues,
>({
  textareaProps,
  emptyValue,
  ...frame
}: FieldProps<TValues, TName, TOutput> & {
  textareaProps?: Omit<
    ComponentProps<'textarea'>,
    'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'disabled'
  >;
  emptyValue?: EmptyValue;
}) {
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <FormControl>
          <Textarea
            {...textareaProps}
            {...boundProps(field)}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={(event) => field.onChange(textValue(event.target.value, emptyValue))}
          />
        </FormControl>
      )}
    </FieldFrame>
  );
}
