import { FileSpreadsheet, MailCheck, PenLine, Plus, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';

const steps = [
  { icon: PenLine, title: 'Describe your offer', text: 'Who you are, what you offer, who you write to, and the tone.' },
  {
    icon: FileSpreadsheet,
    title: 'Import prospects',
    text: 'A CSV from HubSpot, Apollo, Sales Navigator or a spreadsheet.',
  },
  { icon: MailCheck, title: 'Review the drafts', text: 'Every claim checked against the prospect’s own data.' },
  { icon: Send, title: 'Export', text: 'CSV or the layouts of Instantly, Smartlead and lemlist.' },
] as const;

/**
 * The dashboard before the first campaign: says plainly there is nothing yet and what a campaign will
 * involve, rather than showing empty charts.
 */
export function CampaignsEmptyState() {
  return (
    <section
      aria-labelledby="no-campaigns"
      className="rounded-xl border border-dashed bg-background px-6 py-12 text-center"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <Send className="size-6" aria-hidden="true" />
      </span>
      <h2 id="no-campaigns" className="mt-4 text-lg font-semibold">
        No campaigns yet
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">
        A campaign holds your brief and the prospects you import. Coldsmith then drafts a personalised subject, opener,
        body and follow-ups for each of them.
      </p>
      <Button asChild className="mt-6">
        <Link to={paths.newCampaign}>
          <Plus aria-hidden="true" />
          New campaign
        </Link>
      </Button>
      <ol className="mx-auto mt-8 grid max-w-3xl gap-4 text-left sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="rounded-lg border bg-card p-4">
            <div className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
              <Icon className="size-4 text-primary" aria-hidden="true" />
              Step {index + 1}
            </div>
            <p className="mt-2 text-sm font-medium">{title}</p>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
