import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { PasswordInput } from '../password-input.tsx';
import { FieldFrame, type FieldProps } from './field-frame.tsx';
import { boundProps } from './field-values.ts';
import type { InputProps } from './input-field.tsx';
import { FormControl } from './form.tsx';

/**
 * A password (or other secret) field: `PasswordInput`, with its show/hide toggle, in the frame every
 * field shares (`FieldFrame`: label, hint and error tied to the input by id). The toggle switches
 * the input's type, so `type` is not one of `inputProps`; `autoComplete` tells password managers
 * whether this is the current password or a new one.
 * @param inputProps - the input's own attributes: `autoComplete`, `placeholder`, `autoFocus`…
 */
export function PasswordField<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string | null | undefined>,
  TOutput = TValues,
>({ inputProps, ...frame }: FieldProps<TValues, TName, TOutput> & { inputProps?: Omit<InputProps, 'type'> }) {
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <FormControl>
          <PasswordInput
            {...inputProps}
            {...boundProps(field)}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={field.onChange}
          />
        </FormControl>
      )}
    </FieldFrame>
  );
}
