import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { campaignPath } from '#client/config/paths.ts';
import { FormError } from '#client/components/form-error.tsx';
import { errorMessage } from '#client/lib/api-error.ts';
import { useCampaigns } from '../api/get-campaigns.ts';
import { formatDate } from '#client/lib/format.ts';
import { formatProvider } from '../utils/format.ts';
import { CampaignFigures, CampaignStageBadge } from './campaign-stage.tsx';
import { CampaignStatusBadge } from './campaign-status-badge.tsx';
import { CampaignsEmptyState } from './campaigns-empty-state.tsx';

/**
 * The dashboard's campaign table, newest first, with "Load more"; the empty state before the first one.
 * Each row says where the campaign's work stands and its figures (campaign-stage.tsx).
 */
export function CampaignList() {
  const campaigns = useCampaigns();
  if (campaigns.isPending) return <Spinner label="Loading campaigns" className="justify-self-center py-12" />;
  if (campaigns.isError) return <FormError>{errorMessage(campaigns.error)}</FormError>;
  const items = campaigns.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <CampaignsEmptyState />;
  return (
    <section aria-labelledby="campaigns-heading" className="grid gap-3">
      <h2 id="campaigns-heading" className="text-lg font-semibold">
        Campaigns
      </h2>
      <div className="rounded-xl border bg-background">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="pl-4">Name</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>E-mails</TableHead>
              <TableHead>AI</TableHead>
              <TableHead className="pr-4 text-right">Created</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((campaign) => (
              <TableRow key={campaign.id}>
                <TableCell className="pl-4 font-medium">
                  <Link
                    to={campaignPath(campaign.id)}
                    className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {campaign.name}
                  </Link>
                </TableCell>
                <TableCell>
                  {/* The user's own filing wins once archived; until then, where the work stands. */}
                  {campaign.status === 'archived' ? (
                    <CampaignStatusBadge status={campaign.status} />
                  ) : (
                    <CampaignStageBadge stage={campaign.overview.stage} />
                  )}
                </TableCell>
                <TableCell>
                  <CampaignFigures overview={campaign.overview} />
                </TableCell>
                <TableCell className="text-muted-foreground">{formatProvider(campaign)}</TableCell>
                <TableCell className="pr-4 text-right text-muted-foreground tabular-nums">
                  {formatDate(campaign.createdAt)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {campaigns.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={campaigns.isFetchingNextPage}
          onClick={() => void campaigns.fetchNextPage()}
        >
          {campaigns.isFetchingNextPage ? <Spinner label="Loading more campaigns" /> : null}
          Load more
        </Button>
      ) : null}
    </section>
  );
}
