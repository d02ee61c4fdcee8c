import type { ReactNode } from 'react';
import { PageTitle } from '#client/components/layout/page-title.tsx';

/** When the legal pages last changed in substance; shown on each. */
export const LEGAL_UPDATED = '22 November 2026';

/**
 * The frame of the legal pages (DESIGN.md §2: real pages behind the footer's links): the page's <h1>,
 * the date, a plain-language summary, then the sections. Typography for the sections' paragraphs,
 * lists and links is set here once.
 */
export function LegalPage({ title, summary, children }: { title: string; summary: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto grid max-w-3xl gap-10 px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle>{title}</PageTitle>
      <header className="grid gap-3 border-b pb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-sm text-muted-foreground">Last updated {LEGAL_UPDATED}</p>
        <p className="text-lg text-pretty text-muted-foreground">{summary}</p>
      </header>
      <div className="grid gap-10 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm [&_li]:pl-1 [&_p]:leading-relaxed [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}

/** One numbered-by-heading section of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

/** The contact address as a mailto link. */
export function MailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
