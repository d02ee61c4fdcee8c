import type { FormEventHandler, ReactNode } from 'react';
import { useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormError } from '#client/components/form-error.tsx';
import { Form } from './form.tsx';

/**
 * A react-hook-form `<form>`, written once: it hands the form to its fields (`Form`), leaves
 * validation to the schema (`noValidate`: the schema's messages show under the fields, not the
 * browser's bubbles), and shows the form-level error above the fields — what the server answered
 * without naming a field (`root.server`, set by applyServerError).
 * @param onSubmit - the form's `handleSubmit(…)`
 * @param error - a form-level message of another kind, shown instead while set (the sign-in form's
 *   "missing credentials")
 */
export function FormShell<TValues extends FieldValues, TContext, TOutput>({
  form,
  onSubmit,
  className,
  error,
  children,
}: {
  form: UseFormReturn<TValues, TContext, TOutput>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className?: string;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className={className}>
        {error ? <FormError>{error}</FormError> : <ServerError />}
        {children}
      </form>
    </Form>
  );
}

function ServerError() {
  const { errors } = useFormState();
  return <FormError>{errors.root?.server?.message}</FormError>;
}
