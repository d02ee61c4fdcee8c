import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/** The eyebrow, <h2> and lead paragraph that open each landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto grid max-w-2xl gap-3 text-center', className)}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="text-lg text-pretty text-muted-foreground">{children}</p> : null}
    </div>
  );
}
