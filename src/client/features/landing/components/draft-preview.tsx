import { CircleCheck, Sparkles } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';

/** The facts the example draft uses, each with the prospect field it came from. */
const facts = [
  { claim: 'hiring 3 SDRs', field: 'notes' },
  { claim: 'new Berlin office', field: 'notes' },
  { claim: 'Head of Growth', field: 'title' },
] as const;

function Fact({ children }: { children: string }) {
  return <mark className="rounded bg-ember/30 px-0.5 text-foreground">{children}</mark>;
}

/**
 * The hero's illustration: one prospect row and the draft written from it, with every claim traced to
 * its field. Static markup, labelled as an example, so it shows the product's idea without a screenshot.
 */
export function DraftPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-lg">
      <div
        aria-hidden="true"
        data-decorative
        className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-tr from-primary/20 via-accent to-ember/25 blur-2xl"
      />
      <div className="overflow-hidden rounded-xl border bg-card shadow-xl">
        <div className="flex items-center justify-between border-b bg-muted/60 px-4 py-3">
          <div className="flex items-center gap-2 text-sm font-medium">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            Example draft · step 1 of 3
          </div>
          <Badge variant="accent">Grade A</Badge>
        </div>
        <div className="grid gap-3 border-b px-4 py-3 text-sm">
          <p className="text-muted-foreground">
            <span className="font-medium text-foreground">Maya Chen</span> · Head of Growth · Lumen Analytics
          </p>
          <p className="rounded-md bg-muted px-3 py-2 font-mono text-xs text-muted-foreground">
            notes: “Opened a new Berlin office in May; hiring 3 SDRs.”
          </p>
        </div>
        <div className="grid gap-2 px-4 py-4 text-sm leading-relaxed">
          <p>
            <span className="text-muted-foreground">Subject:</span>{' '}
            <span className="font-medium">Ramping the Berlin team</span>
          </p>
          <p>
            Hi Maya — saw Lumen is <Fact>hiring 3 SDRs</Fact> for the <Fact>new Berlin office</Fact>. As{' '}
            <Fact>Head of Growth</Fact>, you’ll want them booking meetings in week one, not month three.
          </p>
          <p className="text-muted-foreground">…</p>
        </div>
        <figcaption className="grid gap-2 border-t bg-muted/40 px-4 py-3">
          <p className="text-xs font-medium text-muted-foreground">Every claim traced to the prospect’s data</p>
          <ul className="flex flex-wrap gap-2">
            {facts.map((fact) => (
              <li
                key={fact.claim}
                className="inline-flex items-center gap-1.5 rounded-full border bg-background px-2.5 py-1 text-xs"
              >
                <CircleCheck className="size-3.5 text-success" aria-hidden="true" />
                {fact.claim}
                <span className="text-muted-foreground">← {fact.field}</span>
              </li>
            ))}
          </ul>
        </figcaption>
      </div>
    </figure>
  );
}
