import type { ComponentProps } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from '../button.tsx';
import { Spinner } from '../spinner.tsx';

/** The spinner's colour on each button style, so it shows on the button's own background. */
const spinnerClass: Partial<Record<string, string>> = {
  default: 'text-primary-foreground',
  destructive: 'text-white',
};

/**
 * The submit button of a FormShell form: disabled while the form is submitting, when it shows a
 * spinner whose `role="status"` label (`pendingLabel`) tells assistive tech what is happening.
 * Other props are the Button's; `disabled` adds a reason of the form's own to stay disabled.
 * @param pendingLabel - what is happening while it submits, e.g. "Creating"
 */
export function SubmitButton({
  pendingLabel,
  disabled = false,
  variant = 'default',
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type' | 'asChild'> & { pendingLabel: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant={variant} disabled={isSubmitting || disabled} {...props}>
      {isSubmitting ? <Spinner label={pendingLabel} className={spinnerClass[variant ?? 'default']} /> : null}
      {children}
    </Button>
  );
}
