import { useId, type ReactNode } from 'react';
import type { Control, FieldPathByValue, FieldPathValue, FieldValues } from 'react-hook-form';
import { cn } from '#client/lib/cn.ts';
import { FormField } from './form.tsx';

/** One checkbox of a CheckboxGroupField: the value it adds to the list, its label and an optional hint. */
export type CheckboxOption<TOption extends string> = { value: TOption; label: ReactNode; description?: ReactNode };

/** The type of one entry of a list field. */
type Entry<TList> = TList extends readonly (infer TEntry extends string)[] ? TEntry : never;

/**
 * A list field chosen with native checkboxes (an API key's scopes, a webhook endpoint's events): a
 * fieldset whose legend names the group (WCAG 1.3.1), each checkbox labelled and described by its own
 * hint, and the field's error inside the group, which names it in `aria-describedby` and is marked
 * `aria-invalid`. The list keeps the options' order, whatever order they are ticked in.
 * @param options - in the order shown and stored
 * @param optionsClassName - classes of the box around the checkboxes (e.g. two columns)
 */
export function CheckboxGroupField<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string[]>,
  TOutput = TValues,
>({
  control,
  name,
  legend,
  options,
  optionsClassName,
}: {
  control: Control<TValues, unknown, TOutput>;
  name: TName;
  legend: ReactNode;
  options: readonly CheckboxOption<Entry<FieldPathValue<TValues, TName>>>[];
  optionsClassName?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          legend={legend}
          options={options}
          value={field.value as Entry<FieldPathValue<TValues, TName>>[]}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          optionsClassName={optionsClassName}
        />
      )}
    />
  );
}

function CheckboxGroup<TOption extends string>({
  legend,
  options,
  value,
  onChange,
  onBlur,
  error,
  optionsClassName,
}: {
  legend: ReactNode;
  options: readonly CheckboxOption<TOption>[];
  value: readonly TOption[];
  onChange: (next: TOption[]) => void;
  onBlur: () => void;
  error: string | undefined;
  optionsClassName: string | undefined;
}) {
  const id = useId();
  const toggle = (changed: TOption, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === changed ? on : value.includes(v))));
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-3', optionsClassName)}>
        {options.map((option) => (
          <div key={option.value} className="flex items-start gap-3">
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              className="mt-0.5 size-4 cursor-pointer accent-primary"
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={onBlur}
              aria-describedby={option.description ? `${id}-${option.value}-description` : undefined}
            />
            <div className="grid gap-0.5">
              <label htmlFor={`${id}-${option.value}`} className="cursor-pointer text-sm">
                {option.label}
              </label>
              {option.description ? (
                <p id={`${id}-${option.value}-description`} className="text-sm text-muted-foreground">
                  {option.description}
                </p>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
