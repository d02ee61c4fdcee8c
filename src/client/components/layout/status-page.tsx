import type { ComponentType, ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';

/** A full-page message (404, suspended, unauthorised): an icon, the page's <h1>, a text and actions. */
export function StatusPage({
  icon: Icon,
  eyebrow,
  title,
  children,
  actions,
}: {
  icon: ComponentType<{ className?: string }>;
  eyebrow?: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex justify-center px-4 py-20 sm:py-28">
      <PageTitle>{title}</PageTitle>
      <div className="grid max-w-lg justify-items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-primary">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <div className="text-muted-foreground">{children}</div>
        {actions ? <div className="mt-4 flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </div>
    </div>
  );
}
