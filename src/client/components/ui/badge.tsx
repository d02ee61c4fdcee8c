import type * as React from 'react';
import { cn } from '#client/lib/cn.ts';

const variants = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'text-foreground',
  accent: 'border-transparent bg-accent text-accent-foreground',
} as const;

/** shadcn/ui's Badge, with the variants this app uses. */
export function Badge({
  className,
  variant = 'default',
  ...props
}: React.ComponentProps<'span'> & { variant?: keyof typeof variants }) {
  return (
    <span
      data-slot="badge"
      className={cn(
        'inline-flex w-fit shrink-0 items-center justify-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap [&>svg]:pointer-events-none [&>svg]:size-3',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
