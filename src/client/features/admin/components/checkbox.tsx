import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/** A native checkbox (keyboard, forms and screen readers for free) that can show "some selected". */
export function Checkbox({
  indeterminate = false,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { indeterminate?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn(
        'accent-primary size-4 cursor-pointer align-middle disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
