import { FileSpreadsheet, MailPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { campaignPath } from '#client/config/paths.ts';

/** The E-mails tab before generation exists in the UI: says what comes next, shows nothing made up. */
export function EmailsEmptyState({ campaignId, prospectCount }: { campaignId: string; prospectCount: number }) {
  return (
    <section aria-labelledby="no-emails" className="rounded-xl border border-dashed bg-background px-6 py-12 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <MailPlus className="size-6" aria-hidden="true" />
      </span>
      <h2 id="no-emails" className="mt-4 text-lg font-semibold">
        No e-mails yet
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">
        {prospectCount === 0
          ? 'Generation comes next: import prospects first. Each prospect will get a subject, an opener and a body grounded in their own data.'
          : 'Generation comes next. Your prospects are imported; drafts written from their data will appear here for review.'}
      </p>
      {prospectCount === 0 ? (
        <Button asChild variant="outline" className="mt-6">
          <Link to={campaignPath(campaignId, 'prospects')}>
            <FileSpreadsheet aria-hidden="true" />
            Import prospects
          </Link>
        </Button>
      ) : null}
    </section>
  );
}
