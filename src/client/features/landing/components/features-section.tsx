import { Cpu, FileSpreadsheet, Gauge, ListChecks, Send, Server, ShieldCheck } from 'lucide-react';
import { sections } from '#client/config/paths.ts';
import { SectionHeading } from './section-heading.tsx';

const steps = [
  {
    title: 'Describe your offer',
    text: 'Sender, value proposition, proof points, audience, tone, length and call to action — once per campaign.',
  },
  {
    title: 'Import your prospects',
    text: 'A CSV from HubSpot, Apollo, Sales Navigator, Salesforce or a spreadsheet. Columns map themselves.',
  },
  {
    title: 'Generate and review',
    text: 'A subject, opener, body and follow-ups per prospect, each scored and flagged. Approve in bulk.',
  },
  {
    title: 'Export and send',
    text: 'Download for your sending tool, or pull drafts by API and receive them by webhook.',
  },
] as const;

const features = [
  {
    icon: ShieldCheck,
    title: 'Grounded in your data',
    text: 'The model names the prospect field behind every claim. A claim whose names or numbers are not in that field is flagged.',
  },
  {
    icon: Gauge,
    title: 'Built for volume',
    text: 'Thousands of prospects per campaign with bounded concurrency, provider rate limits, retries and a cost estimate up front.',
  },
  {
    icon: Cpu,
    title: 'Any model, or none',
    text: 'OpenAI, Anthropic, Google or any OpenAI-compatible server such as Ollama. With no model, the offline composer writes the drafts.',
  },
  {
    icon: ListChecks,
    title: 'Review at speed',
    text: 'Every draft graded A–F with its flags. Edit, approve, reject, or regenerate with an instruction like “shorter”.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Imports that keep everything',
    text: 'Unknown columns become merge fields. Rows with a bad or disposable address are kept and flagged, duplicates reported.',
  },
  {
    icon: Send,
    title: 'Export anywhere',
    text: 'CSV or JSON, including the layouts Instantly, Smartlead and lemlist import, with spreadsheet-formula injection neutralised.',
  },
] as const;

/** The Features section (SPEC §2; the header's Features link scrolls here): how it works, then what it does. */
export function FeaturesSection() {
  return (
    <section id={sections.features} aria-labelledby="features-title" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto grid max-w-6xl gap-16 px-4 sm:px-6">
        <SectionHeading id="features-title" eyebrow="Features" title="From CRM export to sending tool in four steps">
          Everything between your prospect list and your outbox, with a person approving every e-mail that goes out.
        </SectionHeading>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-xl border bg-card p-5">
              <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
        <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-start gap-4 rounded-2xl border bg-muted/40 p-6 sm:flex-row sm:items-center sm:p-8">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-foreground text-background">
            <Server className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h3 className="text-lg font-semibold">Self-hostable, from day one</h3>
            <p className="mt-1 text-muted-foreground">
              One Node.js app with an embedded PostgreSQL, or your own PostgreSQL server. Run it where your data already
              lives: prospect data leaves your server only for the AI provider you choose — or not at all with the
              offline composer.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
