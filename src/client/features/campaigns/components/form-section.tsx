import type { ReactNode } from 'react';

/** One labelled part of a long form: its title and purpose on the left, its fields on the right. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-6 border-t py-8 first:border-t-0 first:pt-0 lg:grid-cols-[16rem_1fr]"
    >
      <div className="grid content-start gap-1">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      <div className="grid min-w-0 gap-5">{children}</div>
    </section>
  );
}
