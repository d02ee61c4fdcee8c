import type { ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form.tsx';

/**
 * What every field component takes (TextField, PasswordField, TextareaField, NumberField, SelectField).
 * `control` carries the form's value types, so `name` is checked against the form's own paths.
 */
export type FieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues> = {
  /** The form's `control`, from `useForm` or `useFormContext`: it types `name`. */
  control: Control<TValues, unknown, TOutput>;
  name: TName;
  /** The visible label, tied to the control by id (`htmlFor`). */
  label: ReactNode;
  /** Adds a quieter "(optional)" after the label, part of the control's accessible name. */
  optional?: boolean;
  /** A hint under the control; the control names it in `aria-describedby`. */
  description?: ReactNode;
  /** Hides the hint while the field shows an error that says the same (a password's minimum length). */
  hideDescriptionOnError?: boolean;
  /** Shown on the label's row, at its far end (the sign-in form's "Forgot password?" link). */
  labelAside?: ReactNode;
  /** Shown beside the control, on its row (a form of one field and its button). */
  beside?: ReactNode;
  /** Classes of the field's box (`FormItem`), e.g. a maximum width. */
  className?: string;
};

/**
 * The frame of one react-hook-form field, written once (docs/decisions/004, after epic-stack's `Field`):
 * label, control, hint and error message in a `FormItem`, which ties them together by id — the label's
 * `htmlFor`, and the control's `aria-describedby` and `aria-invalid` (through `FormControl`, which
 * `children` must render around the element that takes them). The error under the field is the schema's
 * or the server's message for that field.
 * @param children - renders the control from react-hook-form's field (value, onChange, onBlur, ref)
 */
export function FieldFrame<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput>({
  control,
  name,
  label,
  optional = false,
  description,
  hideDescriptionOnError = false,
  labelAside,
  beside,
  className,
  children,
}: FieldProps<TValues, TName, TOutput> & {
  children: (field: ControllerRenderProps<TValues, TName>) => ReactNode;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const labelElement = (
          <FormLabel>
            <LabelText label={label} optional={optional} />
          </FormLabel>
        );
        return (
          <FormItem className={className}>
            {labelAside ? (
              <div className="flex items-center justify-between">
                {labelElement}
                {labelAside}
              </div>
            ) : (
              labelElement
            )}
            {beside ? (
              <div className="flex flex-wrap gap-2">
                {children(field)}
                {beside}
              </div>
            ) : (
              children(field)
            )}
            {description && !(hideDescriptionOnError && fieldState.error) ? (
              <FormDescription>{description}</FormDescription>
            ) : null}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}

/** A label's text, with a quieter "(optional)" after it for a field that may stay empty. */
export function LabelText({ label, optional }: { label: ReactNode; optional: boolean }) {
  return (
    <>
      {label}
      {optional ? ' ' : null}
      {optional ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
    </>
  );
}
