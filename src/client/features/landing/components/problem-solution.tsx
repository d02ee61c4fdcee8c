import { Check, X } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const problems = [
  'Templates with {first_name} read like templates, and get ignored.',
  'Generic AI writers fill gaps with guesses: a podcast they never recorded, a round they never raised.',
  'Researching and writing 500 e-mails by hand takes weeks.',
] as const;

const solutions = [
  'Every line draws on a field you imported: title, company, notes, any custom column.',
  'Each claim is checked against the field it came from; an unsupported one is flagged before you see the draft.',
  'Thousands of prospects run as queued jobs with live progress; a restart loses nothing.',
] as const;

/** SPEC §2's problem–solution section: why generic personalisation fails and what Coldsmith does instead. */
export function ProblemSolution() {
  return (
    <section aria-labelledby="problem-title" className="border-y bg-muted/40 py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6">
        <SectionHeading id="problem-title" eyebrow="Why Coldsmith" title="Personalisation without the guesswork">
          Prospects can tell a mail merge from real research, and they can tell when a “personal” detail is wrong.
        </SectionHeading>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-xl border bg-background p-6 sm:p-8">
            <h3 className="text-lg font-semibold">The usual way</h3>
            <ul className="mt-5 grid gap-4">
              {problems.map((text) => (
                <li key={text} className="flex gap-3 text-muted-foreground">
                  <X className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl border border-primary/30 bg-background p-6 shadow-sm ring-1 ring-primary/10 sm:p-8">
            <h3 className="text-lg font-semibold">With Coldsmith</h3>
            <ul className="mt-5 grid gap-4">
              {solutions.map((text) => (
                <li key={text} className="flex gap-3">
                  <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
