import type { ControllerRenderProps } from 'react-hook-form';

/**
 * What a cleared text field stores. Unset, the empty string; `'null'` or `'undefined'` where the schema
 * reads that as "not given" (an optional URL, a model left to the provider's default) and would refuse
 * an empty string.
 */
export type EmptyValue = 'null' | 'undefined';

const emptyOf = (empty: EmptyValue) => (empty === 'null' ? null : undefined);

/** The value of a text field for react-hook-form: the typed text, or the chosen empty value when blank. */
export function textValue(text: string, empty: EmptyValue | undefined): string | null | undefined {
  return empty && text.trim() === '' ? emptyOf(empty) : text;
}

/** The value of a number field: the number typed, or the chosen empty value when the box is empty. */
export function numberValue(input: HTMLInputElement, empty: EmptyValue): number | null | undefined {
  return input.value === '' ? emptyOf(empty) : input.valueAsNumber;
}

/**
 * What react-hook-form's field gives every control besides its value and change handler: the name,
 * the ref it focuses on an error, the blur that marks it touched, and the form's `disabled`.
 */
export function boundProps(field: Omit<ControllerRenderProps, 'value' | 'onChange'>) {
  return { name: field.name, ref: field.ref, onBlur: field.onBlur, disabled: field.disabled };
}
