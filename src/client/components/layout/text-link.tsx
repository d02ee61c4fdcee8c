import type { ComponentProps } from 'react';
import { Link } from '#client/components/navigation/link.tsx';
import { cn } from '#client/lib/cn.ts';

/** An in-text link: primary colour, underlined, with a visible focus ring. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}
