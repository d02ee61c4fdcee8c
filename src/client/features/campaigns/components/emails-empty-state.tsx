import { FileSpreadsheet, MailPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { campaignPath } from '#client/config/paths.ts';

/** The E-mails tab of a campaign without prospects: e-mails are written from prospects, so import first. */
export function EmailsEmptyState({ campaignId }: { campaignId: string }) {
  return (
    <section
      aria-labelledby="no-emails"
      className="rounded-xl border border-dashed bg-background px-6 py-12 text-center"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <MailPlus className="size-6" aria-hidden="true" />
      </span>
      <h2 id="no-emails" className="mt-4 text-lg font-semibold">
        No e-mails yet
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">
        Import prospects first. Each prospect gets a subject, an opener and a body grounded in their own data.
      </p>
      <Button asChild variant="outline" className="mt-6">
        <Link to={campaignPath(campaignId, 'prospects')}>
          <FileSpreadsheet aria-hidden="true" />
          Import prospects
        </Link>
      </Button>
    </section>
  );
}
