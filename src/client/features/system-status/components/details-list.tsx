import type { ReactNode } from 'react';

/** A two-column list of labelled facts, as the Configuration and System Info tabs show them. */
export function DetailsList({ label, items }: { label: string; items: readonly { term: string; value: ReactNode }[] }) {
  return (
    <dl
      aria-label={label}
      className="grid gap-x-8 gap-y-3 rounded-xl border bg-card p-6 text-sm sm:grid-cols-[12rem_1fr]"
    >
      {items.map(({ term, value }) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
