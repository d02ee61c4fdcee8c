import type * as React from 'react';
import { Slot } from 'radix-ui';
import { cn } from '#client/lib/cn.ts';
import { buttonVariants, type ButtonVariantProps } from './button-variants.ts';

/** shadcn/ui's Button. `asChild` renders the styles onto its child (e.g. a router `Link`). */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> & ButtonVariantProps & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
